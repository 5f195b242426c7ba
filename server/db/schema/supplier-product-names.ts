import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct offer name (normalised, as `supplier_products.search_name`) with how many active
 * offers carry it, kept by triggers on `supplier_products` (migration 0017). Many suppliers sell
 * the same thing under the same name: a million offers have about thirty thousand names, so text
 * search ranks names and then reads only the offers of the best of them.
 */
export const supplierProductNames = pgTable(
  'supplier_product_names',
  {
    searchName: text('search_name').primaryKey(),
    activeOffers: integer('active_offers').notNull(),
  },
  (t) => [index('supplier_product_names_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops'))],
);
