import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { baseProducts } from './catalog';

/**
 * How many active offers each base product has and the lowest price among them, kept by triggers
 * on `supplier_products` (migration 0023), so that a suggestion or a product's page reads them
 * instead of counting offers per request: at a million offers one base product had up to 3,642
 * (issue 18). A base product whose last offer goes keeps its row at zero, until a recount leaves
 * it out; readers take a missing row for no offers.
 */
export const baseProductOffers = pgTable('base_product_offers', {
  baseProductId: bigint('base_product_id', { mode: 'number' })
    .primaryKey()
    .references(() => baseProducts.id, { onDelete: 'cascade' }),
  liveOffers: integer('live_offers').notNull(),
  /** Rial; null while no active offer has a price. */
  lowPrice: bigint('low_price', { mode: 'number' }),
});
