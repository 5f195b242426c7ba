import { bigint, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import type { DeliveryMethod } from '../../../api/contract/merchants';
import { cities } from './geography';
import { merchants } from './merchants';

/** How a merchant sells: smallest order, delivery methods; one row per merchant, absent = defaults. */
export const merchantSaleSettings = pgTable('merchant_sale_settings', {
  merchantId: bigint('merchant_id', { mode: 'number' })
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** Rial; null for no minimum. */
  minOrderAmount: bigint('min_order_amount', { mode: 'number' }),
  deliveryMethods: text('delivery_methods')
    .array()
    .notNull()
    .default(sql`ARRAY[]::text[]`)
    .$type<DeliveryMethod[]>(),
  deliveryNote: text('delivery_note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cities a merchant sells to beyond its own. */
export const merchantSaleCities = pgTable(
  'merchant_sale_cities',
  {
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: bigint('city_id', { mode: 'number' })
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cityId] }), index('merchant_sale_cities_city_idx').on(t.cityId)],
);

export type MerchantSaleSettings = typeof merchantSaleSettings.$inferSelect;
export type NewMerchantSaleSettings = typeof merchantSaleSettings.$inferInsert;
