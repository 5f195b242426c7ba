import { and, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { supplierProductNames, supplierProducts, suppliers } from '../../db/schema';
import { rowsOf } from '../list-query';
import { textMatches, textOrder, textRank, type SearchText } from '../search/trigram';
import { matchingNames } from '../search/kept-names';
import { keptOfferNames, type KeptOfferNames } from './kept-offer-names';

/** An offer found by text, with its normalised name and the name's `textRank`. */
export type TextCandidate = { id: number; name: string; rank: number };

/** A batch of the names that answer the text with their offers, and what all the names add up to. */
type NameBatch = { names: { name: string; rank: number; offers: number; found: number[] }[]; allNames: number; allOffers: number };

/**
 * The offers carrying the name in `name` (a column of the query around it) that `where` keeps,
 * newest first. Read as one list per name, not one row each: a batch of 500 offers came back as
 * 500 rows repeating their name, and parsing them was a quarter of Node's time for a search.
 */
function offersNamed(db: Db, name: SQL, where: SQL | undefined) {
  return db
    .select({ id: supplierProducts.id })
    .from(supplierProducts)
    .where(and(sql`${supplierProducts.searchName} = ${name}`, where))
    .orderBy(desc(supplierProducts.id));
}

/**
 * Names of equal rank and length in the order of their letters' codes, whatever the database's
 * locale, as names kept in memory compare (`inCodePointOrder`).
 */
const byCodePoints = (column: AnyPgColumn) => sql`${column} COLLATE "C"`;

/**
 * The names that answer the text in `textOrder`, then by the name itself so that names of equal
 * rank and length keep one order in every query (`offerTextOrder` continues it): those after the
 * first `skip`, until they carry `offers` active offers and number at least `atLeast`, each with
 * its offers that `where` keeps, newest first. Every matching name is ranked in the database; one
 * round trip brings back only the batch, its offers read from the live-name index alone.
 */
async function nameBatch(
  db: Db,
  where: SQL | undefined,
  search: SearchText,
  loose: boolean,
  from: Walked,
  want: Wanted,
): Promise<NameBatch> {
  const column = supplierProductNames.searchName;
  const order = sql.join([...textOrder(column, search, loose), byCodePoints(column)], sql`, `);
  const ranked = db
    .select({
      name: sql<string>`${column}`.as('name'),
      rank: sql<number>`${textRank(column, search, loose)}`.as('rank'),
      offers: sql<number>`${supplierProductNames.activeOffers}`.as('offers'),
      position: sql<number>`row_number() OVER (ORDER BY ${order})`.as('position'),
      offersBefore: sql<number>`sum(${supplierProductNames.activeOffers}) OVER (ORDER BY ${order} ROWS UNBOUNDED PRECEDING) - ${supplierProductNames.activeOffers}`.as('offers_before'),
      allNames: sql<number>`count(*) OVER ()`.as('all_names'),
      allOffers: sql<number>`sum(${supplierProductNames.activeOffers}) OVER ()`.as('all_offers'),
    })
    .from(supplierProductNames)
    .where(and(gt(supplierProductNames.activeOffers, 0), textMatches(column, search, loose)))
    .as('ranked');
  const offers = offersNamed(db, sql`ranked.name`, where);
  const rows = rowsOf<{ name: string; rank: string; offers: number; all_names: string; all_offers: string; found: string }>(
    await db.execute(sql`SELECT ranked.name, ranked.rank, ranked.offers, ranked.all_names, ranked.all_offers,
        array_to_string(ARRAY(${offers}), ',') AS found
      FROM ${ranked}
      WHERE ranked.position > ${from.skip} AND (ranked.offers_before < ${from.offersBefore + want.offers} OR ranked.position <= ${from.skip + want.atLeast})
      ORDER BY ranked.position`),
  );
  const names: NameBatch['names'] = rows.map((row) => ({
    name: row.name,
    rank: Number(row.rank),
    offers: Number(row.offers),
    found: row.found ? row.found.split(',').map(Number) : [],
  }));
  // With no name in the batch the totals are unknown here, and not needed: the walk is over.
  return { names, allNames: Number(rows[0]?.all_names ?? from.skip), allOffers: Number(rows[0]?.all_offers ?? from.offersBefore) };
}

/** The same order over offers: by their name as `nameBatch` orders names, newest first within one name. */
export function offerTextOrder(search: SearchText, loose: boolean): SQL[] {
  return [...textOrder(supplierProducts.searchName, search, loose), byCodePoints(supplierProducts.searchName), sql`${supplierProducts.id} DESC`];
}

/**
 * `COLLATE "C"`'s order in memory: by code points, as UTF-8's bytes compare. UTF-16's code units
 * agree except where a character past U+FFFF (two surrogate units) meets one from U+E000 up.
 */
export function inCodePointOrder(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x === y) continue;
    const xPastBmp = x >= 0xd800 && x <= 0xdfff;
    const yPastBmp = y >= 0xd800 && y <= 0xdfff;
    return xPastBmp === yPastBmp ? x - y : xPastBmp ? 1 : -1;
  }
  return a.length - b.length;
}

/** The best `take` kept names for the strict pass, in `nameBatch`'s order, and what all matching names add up to. */
function rankedKeptNames(kept: KeptOfferNames, search: SearchText, take: number) {
  let allNames = 0;
  let allOffers = 0;
  const best = matchingNames(kept, search, take, {
    accepts: (position) => kept.offers[position] > 0,
    tieBreak: (a, b) => inCodePointOrder(kept.names[a], kept.names[b]),
    counted: (position) => {
      allNames++;
      allOffers += kept.offers[position];
    },
  });
  return { best, allNames, allOffers };
}

/** Each of `names`' offers that `where` keeps, newest first, as one list per name, in one round trip. */
async function offersOfNames(db: Db, where: SQL | undefined, names: string[]): Promise<number[][]> {
  const offers = offersNamed(db, sql`batch.name`, where);
  const rows = rowsOf<{ found: string }>(
    await db.execute(sql`SELECT array_to_string(ARRAY(${offers}), ',') AS found
      FROM unnest(${sql.param(names)}::text[]) WITH ORDINALITY AS batch(name, position)
      ORDER BY batch.position`),
  );
  return rows.map((row) => (row.found ? row.found.split(',').map(Number) : []));
}

type Walked = { skip: number; offersBefore: number };
type Wanted = { offers: number; atLeast: number };

/**
 * `nameBatch` for the strict pass over kept names: the same batches, the names ranked in memory
 * and only their offers read. Names are ranked `wanted` at a time (each carries an active offer)
 * and four times as many when a narrower search walks past them.
 */
async function keptNameBatches(db: Db, where: SQL | undefined, search: SearchText, wanted: number) {
  const kept = await keptOfferNames(db);
  let take = Math.max(wanted, 1);
  let ranked = rankedKeptNames(kept, search, take);
  return async (from: Walked, want: Wanted): Promise<NameBatch> => {
    const chosen: { name: string; rank: number; offers: number }[] = [];
    let offers = 0;
    for (let at = from.skip; offers < want.offers || chosen.length < want.atLeast; at++) {
      if (at >= ranked.best.length && ranked.best.length < ranked.allNames) ranked = rankedKeptNames(kept, search, (take *= 4));
      const name = ranked.best[at];
      if (!name) break;
      chosen.push({ name: kept.names[name.position], rank: name.rank, offers: kept.offers[name.position] });
      offers += kept.offers[name.position];
    }
    const found = chosen.length ? await offersOfNames(db, where, chosen.map((name) => name.name)) : [];
    return { names: chosen.map((name, i) => ({ ...name, found: found[i] })), allNames: ranked.allNames, allOffers: ranked.allOffers };
  };
}

/**
 * The first `wanted` offers matching `where` in `offerTextOrder`, and whether they are all of them.
 * Names are ranked instead of offers (kept in memory for the strict pass, in the database for the
 * loose one), and offers are read for a batch of the best names at a time, each batch holding
 * about as many active offers as are still wanted (more names when `where` dropped some): the work
 * follows the number of matching names, not of matching offers. `allOffers` is how many active
 * offers all matching names carry.
 */
export async function textCandidates(
  db: Db,
  where: SQL | undefined,
  search: SearchText,
  loose: boolean,
  wanted: number,
): Promise<{ candidates: TextCandidate[]; complete: boolean; allOffers: number }> {
  const batchAfter = loose ? (from: Walked, want: Wanted) => nameBatch(db, where, search, true, from, want) : await keptNameBatches(db, where, search, wanted);
  const candidates: TextCandidate[] = [];
  // A name whose count changes between two batches shifts the positions the next batch starts
  // from; an offer seen already is not taken twice.
  const seen = new Set<number>();
  const walked: Walked = { skip: 0, offersBefore: 0 };
  let atLeast = 1;
  let allNames = Infinity;
  let allOffers = 0;
  while (candidates.length < wanted && walked.skip < allNames) {
    const batch = await batchAfter(walked, { offers: wanted - candidates.length, atLeast });
    ({ allNames, allOffers } = batch);
    if (!batch.names.length) break;
    let offers = 0;
    let found = 0;
    for (const name of batch.names) {
      offers += name.offers;
      found += name.found.length;
      for (const id of name.found) {
        if (seen.has(id)) continue;
        seen.add(id);
        candidates.push({ id, name: name.name, rank: name.rank });
      }
    }
    walked.skip += batch.names.length;
    walked.offersBefore += offers;
    // `where` dropped offers of these names: the next batch takes twice as many names at least.
    if (found < offers) atLeast = batch.names.length * 2;
  }
  const complete = walked.skip >= allNames && candidates.length <= wanted;
  return { candidates: candidates.slice(0, wanted), complete, allOffers };
}

/**
 * How many active offers of live suppliers answer the text (strict pass) when nothing else narrows
 * them: the names' counts (`allOffers` of `textCandidates`), less the offers of suppliers switched
 * off (few, read through their suppliers).
 */
export async function countByNames(db: Db, search: SearchText, allOffers: number): Promise<number> {
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
  return allOffers - hidden;
}
