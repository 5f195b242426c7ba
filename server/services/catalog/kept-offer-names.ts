import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierProductNames } from '../../db/schema';
import { isEverything, subscribeDataChanged } from '../../events/data-changed';
import { keepUnlessFailed } from '../kept-per-database';
import { rowsOf } from '../list-query';
import { keptNamesOf, lettersOf, type KeptNames } from '../search/kept-names';

/**
 * The names of active offers (`supplier_product_names`) with how many offers each carries, kept in
 * memory so that text search's strict pass ranks them here: ranking every matching name in
 * PostgreSQL (its trigram index, then a window over them) was most of the database's work for a
 * search. About 14,000 names at 100,000 offers, 30,000 at a million.
 *
 * Offers change often, and indexing the names afresh took 70 ms at 100,000 offers and 150 ms at a
 * million, on every node for every change: too much to do per write. So a change of an offer,
 * announced here or through the change bus, only marks the names as behind, and the next search
 * reads the rows written since it last looked: each row names the transaction that last wrote it
 * (`changed_xid`, migrations 0018 and 0019), and every row written at or past the oldest
 * transaction running when it last looked is read, so a writer that committed after that look is
 * not missed. A name no offer carries any more stays at zero and is passed over; a new name is
 * added unindexed, read one by one until there are too many and all are indexed afresh.
 */
export type KeptOfferNames = KeptNames & {
  /** Growing: names found since they were indexed are added at the end. */
  names: string[];
  letters: number[];
  /** Active offers of each name, by position; zero for a name no active offer carries any more. */
  offers: readonly number[];
  positionOf: Map<string, number>;
  /** The oldest transaction running when the rows were last read: rows it or later ones wrote are read again. */
  seenFrom: number;
};

/** New names read one by one, beyond the index, before all are indexed afresh. */
export const UNINDEXED_NAMES_AT_MOST = 2_000;

type Row = { seen_from: string; name: string | null; offers: number | null };

/** The oldest transaction still running, in the statement's own snapshot. */
const oldestRunning = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

async function readAll(db: Db): Promise<KeptOfferNames> {
  const rows = rowsOf<Row>(
    await db.execute(sql`WITH look AS (SELECT ${oldestRunning} AS seen_from)
      SELECT look.seen_from, n.search_name AS name, n.active_offers AS offers
      FROM look LEFT JOIN ${supplierProductNames} n ON n.active_offers > 0`),
  );
  const named = rows.filter((row) => row.name !== null);
  const names = named.map((row) => row.name!);
  const kept = keptNamesOf(names);
  return {
    ...kept,
    names,
    letters: Array.from(kept.letters),
    offers: named.map((row) => Number(row.offers)),
    positionOf: new Map(named.map((row, position) => [row.name!, position])),
    seenFrom: Number(rows[0].seen_from),
  };
}

/**
 * The rows written since `kept` last looked, as new kept names: the counts copied, so that a search
 * still walking the old ones sees its counts unchanged; names and their positions only grow, and
 * are shared. All names are read afresh when too many are new.
 */
async function catchUp(db: Db, kept: KeptOfferNames): Promise<KeptOfferNames> {
  const rows = rowsOf<Row>(
    await db.execute(sql`WITH look AS (SELECT ${oldestRunning} AS seen_from)
      SELECT look.seen_from, n.search_name AS name, n.active_offers AS offers
      FROM look LEFT JOIN ${supplierProductNames} n ON n.changed_xid >= ${kept.seenFrom}`),
  );
  const { names, letters, positionOf } = kept;
  const offers = [...kept.offers];
  for (const row of rows) {
    if (row.name === null) continue;
    const count = Number(row.offers);
    const position = positionOf.get(row.name);
    if (position !== undefined) offers[position] = count;
    else if (count > 0) {
      positionOf.set(row.name, names.length);
      names.push(row.name);
      letters.push(lettersOf(row.name));
      offers.push(count);
    }
  }
  if (names.length - kept.indexed > UNINDEXED_NAMES_AT_MOST) return readAll(db);
  return { ...kept, offers, seenFrom: Number(rows[0].seen_from) };
}

type Entry = { value: Promise<KeptOfferNames>; changes: number };

let entries = new WeakMap<Db, Entry>();
/** Changes of offers announced so far; an entry that has seen fewer catches up. */
let changes = 0;

subscribeDataChanged((change) => {
  if (isEverything(change)) entries = new WeakMap();
  else if (change.entity === 'product') changes++;
});

/** The kept names of `db`'s offers, caught up with every change of offers announced before the call. */
export function keptOfferNames(db: Db): Promise<KeptOfferNames> {
  const entry = entries.get(db);
  // A read that failed is not kept: the next search reads all names again.
  if (!entry) return keepUnlessFailed<Entry>(entries, db, { value: readAll(db), changes }).value;
  if (entry.changes === changes) return entry.value;
  return keepUnlessFailed<Entry>(entries, db, { value: entry.value.then((kept) => catchUp(db, kept)), changes }).value;
}
