import { and, asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierProductNames, supplierProducts, suppliers } from '../../db/schema';
import { textMatches, textOrder, textRank, type SearchText } from '../search/trigram';

/** An offer found by text, with its normalised name and the name's `textRank`. */
export type TextCandidate = { id: number; name: string; rank: number };

/** A name that answers the text, with its rank and how many active offers carry it. */
type RankedName = { name: string; rank: number; offers: number };

/**
 * The names that answer the text, best first: `textOrder`, then the name itself so that names of
 * equal rank and length keep one order in every query (`offerTextOrder` continues it).
 */
function rankedNames(db: Db, search: SearchText, loose: boolean): Promise<RankedName[]> {
  const column = supplierProductNames.searchName;
  return db
    .select({ name: column, rank: textRank(column, search, loose), offers: supplierProductNames.activeOffers })
    .from(supplierProductNames)
    .where(and(gt(supplierProductNames.activeOffers, 0), textMatches(column, search, loose)))
    .orderBy(...textOrder(column, search, loose), asc(column));
}

/** The same order over offers: by their name as `rankedNames` orders names, newest first within one name. */
export function offerTextOrder(search: SearchText, loose: boolean): SQL[] {
  return [...textOrder(supplierProducts.searchName, search, loose), asc(supplierProducts.searchName), sql`${supplierProducts.id} DESC`];
}

/**
 * The first `wanted` offers matching `where` in `offerTextOrder`, and whether they are all of them.
 * Names are ranked instead of offers, and offers are read for a batch of the best names at a time,
 * each batch holding about as many active offers as are still wanted (more when `where` drops
 * some): the work follows the number of matching names, not of matching offers.
 */
export async function textCandidates(
  db: Db,
  where: SQL | undefined,
  search: SearchText,
  loose: boolean,
  wanted: number,
): Promise<{ candidates: TextCandidate[]; complete: boolean; names: RankedName[] }> {
  const names = await rankedNames(db, search, loose);
  const candidates: TextCandidate[] = [];
  let next = 0;
  let batchSize = 1;
  while (candidates.length < wanted && next < names.length) {
    const batch: RankedName[] = [];
    let offers = 0;
    while (next < names.length && (offers < wanted - candidates.length || batch.length < batchSize)) {
      offers += names[next].offers;
      batch.push(names[next++]);
    }
    const found = await db
      .select({ id: supplierProducts.id, name: supplierProducts.searchName })
      .from(supplierProducts)
      .where(and(where, inArray(supplierProducts.searchName, batch.map((n) => n.name))));
    const position = new Map(batch.map((n, i) => [n.name, i]));
    found.sort((a, b) => position.get(a.name)! - position.get(b.name)! || b.id - a.id);
    for (const offer of found) candidates.push({ ...offer, rank: batch[position.get(offer.name)!].rank });
    // `where` dropped offers of these names: the next batch asks for more names at once.
    if (found.length < offers) batchSize = batch.length * 2;
  }
  const complete = next >= names.length && candidates.length <= wanted;
  return { candidates: candidates.slice(0, wanted), complete, names };
}

/**
 * How many active offers of live suppliers answer the text (strict pass) when nothing else narrows
 * them: the names' counts, less the offers of suppliers switched off (few, read through their suppliers).
 */
export async function countByNames(db: Db, search: SearchText, names: RankedName[]): Promise<number> {
  const offers = names.reduce((sum, n) => sum + n.offers, 0);
  const [{ hidden }] = await db
    .select({ hidden: sql<number>`count(*)`.mapWith(Number) })
    .from(supplierProducts)
    .where(
      and(
        sql`${supplierProducts.isActive}`,
        sql`${supplierProducts.supplierId} IN (SELECT ${suppliers.id} FROM ${suppliers} WHERE NOT ${suppliers.isActive})`,
        textMatches(supplierProducts.searchName, search),
      ),
    );
  return offers - hidden;
}
