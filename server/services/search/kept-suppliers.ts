import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema';
import { CATEGORY_TYPES, type CategoryType } from '../../../api/contract/enums';
import { isEverything, subscribeDataChanged } from '../../events/data-changed';
import { keepUnlessFailed } from '../kept-per-database';
import { keptNamesOf, lettersOf, type KeptNames } from './kept-names';
import { supplierIsListed } from '../suppliers/storefront-listing';

/** Suppliers read per statement while kept names are built: what the driver holds at once stays small. */
const SUPPLIERS_PER_READ = 20_000;

/** Changed suppliers kept beyond the index, read one by one, before all are read and indexed afresh. */
export const UNINDEXED_SUPPLIERS_AT_MOST = 2_000;

export const typeBit = (type: CategoryType) => 1 << CATEGORY_TYPES.indexOf(type);

/**
 * A supplier's category types as the bits of `typeBit`, and its rating in tenths (numeric(2,1):
 * exact), computed by PostgreSQL: parsing an array and a numeric for each of 100,000 suppliers
 * took half of reading them.
 */
const supplierTypeBits = sql<number>`(${sql.join(
  CATEGORY_TYPES.map((type) => sql`(CASE WHEN ${type} = ANY(${suppliers.categoryTypes}) THEN ${sql.raw(String(typeBit(type)))} ELSE 0 END)`),
  sql` | `,
)})`;
const supplierRatingTenths = sql<number>`(${suppliers.rating} * 10)::int`;
const keptColumns = { id: suppliers.id, searchName: suppliers.searchName, typeBits: supplierTypeBits, ratingTenths: supplierRatingTenths };
type KeptRow = { id: number; searchName: string; typeBits: number; ratingTenths: number };

/**
 * What matches and orders listed suppliers, kept apart from the other names. They grow with the
 * catalogue (100,000 at a million offers), and matching them with the trigram index doubled
 * PostgreSQL's work per suggestion from 100k to 1M products. Kept as columns: as rows of objects,
 * 100,000 suppliers took 75 MB of the heap; as columns, about 30 MB (10 MB of names, the rest
 * typed arrays, most of it the index of letter pairs). What a suggestion shows of them is read by
 * id, so that is not kept.
 */
export type KeptSuppliers = KeptNames & {
  ids: Float64Array;
  ratingTenths: Uint8Array;
  typeBits: Uint32Array;
  /** Positions of suppliers changed since they were kept there: passed over (their new state, if listed, is further on). */
  replaced: ReadonlySet<number>;
};

/**
 * Listed suppliers' kept columns, read `perRead` at a time in the order of their ids. Each part's
 * rows go into plain columns as they come, so no more than one part of them is held as objects.
 */
export async function readKeptSuppliers(db: Db, perRead = SUPPLIERS_PER_READ): Promise<KeptSuppliers> {
  const ids: number[] = [];
  const names: string[] = [];
  const ratingTenths: number[] = [];
  const typeBits: number[] = [];
  for (let after = 0, read = perRead; read === perRead; ) {
    const part = await db.select(keptColumns).from(suppliers).where(and(supplierIsListed(), gt(suppliers.id, after))).orderBy(suppliers.id).limit(perRead);
    for (const row of part) {
      ids.push(row.id);
      names.push(row.searchName);
      ratingTenths.push(row.ratingTenths);
      typeBits.push(row.typeBits);
    }
    read = part.length;
    after = part.at(-1)?.id ?? after;
  }
  return {
    ids: Float64Array.from(ids),
    ratingTenths: Uint8Array.from(ratingTenths),
    typeBits: Uint32Array.from(typeBits),
    ...keptNamesOf(names),
    replaced: new Set(),
  };
}

/** The positions where `id` is kept and not yet replaced: by binary search among the indexed (kept in id order), then the few beyond. */
function positionsOf(kept: KeptSuppliers, id: number): number[] {
  const found: number[] = [];
  let low = 0;
  let high = kept.indexed;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (kept.ids[middle] < id) low = middle + 1;
    else high = middle;
  }
  if (low < kept.indexed && kept.ids[low] === id) found.push(low);
  for (let position = kept.indexed; position < kept.ids.length; position++) if (kept.ids[position] === id) found.push(position);
  return found.filter((position) => !kept.replaced.has(position));
}

/**
 * `kept` with the suppliers of `changed` as they are now: where each was kept is passed over, and
 * each that is listed is added beyond the index. New columns, so that a suggestion still matching
 * the old ones sees them unchanged; the index of letter pairs is shared. One changed supplier
 * took 1.5 ms at 100,000 suppliers (a million offers), where reading them all again took 400 ms,
 * on every node, for every edited profile or badge. All are read afresh once too many are beyond
 * the index.
 */
async function withChangedSuppliers(db: Db, kept: KeptSuppliers, changed: number[]): Promise<KeptSuppliers> {
  const rows = await db
    .select(keptColumns)
    .from(suppliers)
    .where(and(sql`${suppliers.id} = ANY(${sql.param(changed)}::bigint[])`, supplierIsListed()));
  if (kept.ids.length + rows.length - kept.indexed > UNINDEXED_SUPPLIERS_AT_MOST) return readKeptSuppliers(db);
  const replaced = new Set(kept.replaced);
  for (const id of changed) for (const position of positionsOf(kept, id)) replaced.add(position);
  const grown = <T extends Float64Array | Uint8Array | Uint32Array>(column: T, added: (row: KeptRow) => number): T => {
    const longer = new (column.constructor as new (length: number) => T)(column.length + rows.length);
    longer.set(column);
    rows.forEach((row, at) => (longer[column.length + at] = added(row)));
    return longer;
  };
  const letters = new Uint32Array(kept.letters.length + rows.length);
  letters.set(kept.letters);
  rows.forEach((row, at) => (letters[kept.letters.length + at] = lettersOf(row.searchName)));
  return {
    ids: grown(kept.ids, (row) => row.id),
    ratingTenths: grown(kept.ratingTenths, (row) => row.ratingTenths),
    typeBits: grown(kept.typeBits, (row) => row.typeBits),
    names: [...kept.names, ...rows.map((row) => row.searchName)],
    letters,
    pairs: kept.pairs,
    indexed: kept.indexed,
    replaced,
  };
}

type Entry = { value: Promise<KeptSuppliers>; seen: number };

let entries = new WeakMap<Db, Entry>();
/** Ids of the suppliers whose changes were announced, in order; an entry that has seen fewer catches up with the rest. */
let announced: number[] = [];

/** More changes than this waiting, and all suppliers are read again rather than each of them. */
const ANNOUNCED_AT_MOST = 10_000;

subscribeDataChanged((change) => {
  if (!isEverything(change) && change.entity !== 'supplier') return;
  if (!isEverything(change) && change.id !== undefined && announced.length < ANNOUNCED_AT_MOST) announced.push(change.id);
  else {
    entries = new WeakMap();
    announced = [];
  }
});

/**
 * The kept suppliers of `db`, caught up with every change of a supplier announced before the call
 * (here or, through the change bus, on another node): the changed ones are read by id. A change
 * naming no supplier (an import, a re-seed) or a node that may have missed announcements reads
 * them all again.
 */
export function keptSupplierNames(db: Db): Promise<KeptSuppliers> {
  const entry = entries.get(db);
  const seen = announced.length;
  if (!entry) return keepUnlessFailed<Entry>(entries, db, { value: readKeptSuppliers(db), seen }).value;
  if (entry.seen === seen) return entry.value;
  const changed = [...new Set(announced.slice(entry.seen))];
  return keepUnlessFailed<Entry>(entries, db, { value: entry.value.then((kept) => withChangedSuppliers(db, kept, changed)), seen }).value;
}
