import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct offer name (normalised, as `supplier_products.search_name`) with how many active
 * offers carry it, kept by triggers on `supplier_products` (migration 0017). Many suppliers sell
 * the same thing under the same name: a million offers have about thirty thousand names, so text
 * search ranks names and then reads only the offers of the best of them.
 *
 * A name whose last active offer goes keeps its row at zero (migration 0018), and every row
 * written says by which transaction (`changed_xid`): a server that keeps the names in memory reads
 * only what changed since it last looked (kept-offer-names.ts).
 */
export const supplierProductNames = pgTable(
  'supplier_product_names',
  {
    searchName: text('search_name').primaryKey(),
    activeOffers: integer('active_offers').notNull(),
    changedXid: bigint('changed_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    index('supplier_product_names_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('supplier_product_names_changed_xid_idx').on(t.changedXid),
  ],
);
