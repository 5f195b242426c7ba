import { describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import type { Db } from '../../db/client';
import { keptOfferNames } from '../catalog/kept-offer-names';
import { keptSupplierNames } from './kept-suppliers';
import { vocabulary } from './spelling';
import { keptSuggestionNames } from './suggestions';
import { readSearchNamesAtStart } from './search-names-at-start';

/** What each kept reading asks the database for, while `read` runs. */
async function statementsDuring(db: Db, read: () => Promise<unknown>): Promise<number> {
  const spies = [vi.spyOn(db, 'execute'), vi.spyOn(db, 'select'), vi.spyOn(db, 'selectDistinct')];
  try {
    await read();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const everyKeptReading = (db: Db) => Promise.all([keptOfferNames(db), keptSupplierNames(db), vocabulary(db), keptSuggestionNames(db)]);

describeEachDatabase(
  'search names read at start',
  (ctx) => {
    it('leaves the first search nothing of its names to read', async () => {
      const db = ctx.database.db;
      await readSearchNamesAtStart(db);
      expect(await statementsDuring(db, () => everyKeptReading(db))).toBe(0);
    });
  },
  { seed: true },
);

describe('search names read at start, when the database fails', () => {
  it('does not reject, and leaves the readings to the first search', async () => {
    const failing = new Error('connection refused');
    const broken = { execute: () => Promise.reject(failing), select: () => { throw failing; } } as unknown as Db;
    await expect(readSearchNamesAtStart(broken)).resolves.toBeUndefined();
  });
});
