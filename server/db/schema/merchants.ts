import { bigint, bigserial, boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { DelegationScope } from '../../../api/contract/catalog-enums';
import { categories } from './categories';
import { cities } from './geography';
import { suppliers } from './suppliers';
import { users } from './users';

/** A trader with a unique name; an admin confirms it before it shows publicly. */
export const merchants = pgTable(
  'merchants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** `normalizePersian(name)`; unique, so «پارس‌گستر» and «پارس گستر» cannot both exist. */
    normalizedName: text('normalized_name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    phone: text('phone'),
    cityId: bigint('city_id', { mode: 'number' }).references(() => cities.id, { onDelete: 'set null' }),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** An admin's refusal, with the reason the merchant is told; a refused merchant may ask again by editing. */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchants_name_key').on(t.name),
    uniqueIndex('merchants_normalized_name_key').on(t.normalizedName),
    index('merchants_owner_idx').on(t.ownerUserId),
    index('merchants_normalized_name_trgm_idx').using('gin', t.normalizedName.op('gin_trgm_ops')),
  ],
);

/** A supplier authorises a merchant (as agent or reseller), optionally for one category only. */
export const merchantDelegations = pgTable(
  'merchant_delegations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<DelegationScope>().notNull(),
    /** Null: every category the supplier sells in. */
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, {
      onDelete: 'cascade',
    }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    validTo: date('valid_to', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_delegations_supplier_idx').on(t.supplierId),
    index('merchant_delegations_merchant_idx').on(t.merchantId),
    index('merchant_delegations_category_idx').on(t.categoryId),
  ],
);

export type Merchant = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;
export type MerchantDelegation = typeof merchantDelegations.$inferSelect;
export type NewMerchantDelegation = typeof merchantDelegations.$inferInsert;
