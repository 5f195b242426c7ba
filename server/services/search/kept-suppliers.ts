import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema';
import { CATEGORY_TYPES, type CategoryType } from '../../../api/contract/enums';
import { keptPerDatabase } from '../kept-per-database';
import { keptNamesOf } from './kept-names';

/** Suppliers read per statement while kept names are built: what the driver holds at once stays small. */
const SUPPLIERS_PER_READ = 20_000;

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

/**
 * What matches and orders active suppliers, kept apart from the other names and dropped only when
 * a supplier changes. They grow with the catalogue (100,000 at a million offers), and matching
 * them with the trigram index doubled PostgreSQL's work per suggestion from 100k to 1M products.
 * Kept as columns: as rows of objects, 100,000 suppliers took 75 MB of the heap; as columns,
 * about 30 MB (10 MB of names, the rest typed arrays, most of it the index of letter pairs). What
 * a suggestion shows of them is read by id, so that is not kept.
 */
export const keptSupplierNames = keptPerDatabase(['supplier'], (db) => readKeptSuppliers(db));

/** Active suppliers' kept columns, read `perRead` at a time in the order of their ids. */
export async function readKeptSuppliers(db: Db, perRead = SUPPLIERS_PER_READ) {
  const ids: number[] = [];
  const names: string[] = [];
  const ratingTenths: number[] = [];
  const typeBits: number[] = [];
  for (let after = 0, read = perRead; read === perRead; ) {
    const rows = await db
      .select({ id: suppliers.id, searchName: suppliers.searchName, typeBits: supplierTypeBits, ratingTenths: supplierRatingTenths })
      .from(suppliers)
      .where(and(eq(suppliers.isActive, true), gt(suppliers.id, after)))
      .orderBy(suppliers.id)
      .limit(perRead);
    for (const row of rows) {
      ids.push(row.id);
      names.push(row.searchName);
      ratingTenths.push(row.ratingTenths);
      typeBits.push(row.typeBits);
    }
    read = rows.length;
    after = rows.at(-1)?.id ?? after;
  }
  return { ids: Float64Array.from(ids), ratingTenths: Uint8Array.from(ratingTenths), typeBits: Uint32Array.from(typeBits), ...keptNamesOf(names) };
}
