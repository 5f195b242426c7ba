import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct offer name (normalised, as `supplier_products.search_name`) with how many active
 * offers carry it, kept by triggers on `supplier_products` (migration 0017). Many suppliers sell
 * the same thing under the same name: a million offers have about thirty thousand names, so text
 * search ranks names and then reads only the offers of the best of them.
 *
 * A name whose last active offer goes keeps its row at zero (migrations 0018 and 0019), and every row
 * written says by which transaction (`changed_xid`): a server that keeps the names in memory reads
 * only what changed since it last looked (kept-offer-names.ts).
 */
export const supplierProductNames = pgTable(
  'supplier_product_names',
  {
    searchName: text('search_name').primaryKey(),
    activeOffers: integer('active_offers').notNull(),
    // Set by a trigger on every row written (migration 0019); zero on rows written before it. Not
    // indexed: a node reads what changed only after a change, and an indexed column would make
    // every count's update write the trigram index too.
    changedXid: bigint('changed_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('supplier_product_names_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops'))],
);
