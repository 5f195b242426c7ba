import type { Db } from '../../db/client';
import { logger } from '../../logger';
import { keptOfferNames } from '../catalog/kept-offer-names';
import { keptSupplierNames } from './kept-suppliers';
import { vocabulary } from './spelling';
import { keptSuggestionNames } from './suggestions';

/**
 * Reads what searches keep in memory as a node starts, instead of in its first searches. At
 * 100,000 offers a new process took 184 ms to read and index the offers' names, 99 ms the
 * suppliers' and 221 ms the spelling vocabulary. The first text search on a new node took 430–575
 * ms, every search arriving meanwhile waited, and after this it took 71–95 ms (issue 18, ADR 13's
 * fourteenth measurement). Searches that come before it is done wait for the same reading. A
 * reading that fails is not kept, and only logged: the next search reads again, as it would have
 * without this. Never rejects, so that a start-up need not wait for it.
 */
export async function readSearchNamesAtStart(db: Db): Promise<void> {
  try {
    await Promise.all([keptOfferNames(db), keptSupplierNames(db), vocabulary(db), keptSuggestionNames(db)]);
  } catch (error) {
    logger.warn({ err: error }, 'search names not read at start; the first search reads them');
  }
}
