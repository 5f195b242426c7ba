import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { CategoryType } from '../../../api/contract/enums';
import { cities, urbanAreas } from './geography';
import { users } from './users';

export const suppliers = pgTable(
  'suppliers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** `normalizePersian(name)`: what search matches against. */
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    /** A path served by the site, e.g. `/api/v1/media/suppliers/12.svg`. */
    logo: text('logo'),
    /** The storefront's wide picture (a supplier picture's path), above its page. */
    cover: text('cover'),
    description: text('description'),
    cityId: bigint('city_id', { mode: 'number' }).references(() => cities.id, { onDelete: 'set null' }),
    urbanAreaId: bigint('urban_area_id', { mode: 'number' }).references(() => urbanAreas.id, {
      onDelete: 'set null',
    }),
    address: text('address'),
    /** The category types it serves (a supplier may sell goods and offer services). */
    categoryTypes: text('category_types').array().notNull().$type<CategoryType[]>(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** 0 to 5 with one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    phone: text('phone'),
    website: text('website'),
    foundedYear: integer('founded_year'),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Shown where visitors look for suppliers (lists, search, suggestions, the sitemap). A storefront
     * a user opens starts unlisted, so a bare name cannot take a brand's place there; its first
     * published product or the verified badge lists it, for good (services/suppliers/storefront-listing.ts).
     */
    isListed: boolean('is_listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suppliers_city_idx').on(t.cityId),
    index('suppliers_owner_idx').on(t.ownerUserId),
    index('suppliers_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // The few switched-off suppliers: catalogue counts exclude their offers by probing this
    // instead of joining every supplier (services/catalog/cards.ts, supplierIsLive).
    index('suppliers_inactive_idx').on(t.id).where(sql`NOT ${t.isActive}`),
  ],
);

/** Cities a supplier sells to (beyond its own city). */
export const saleCities = pgTable(
  'sale_cities',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    cityId: bigint('city_id', { mode: 'number' })
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.cityId] }), index('sale_cities_city_idx').on(t.cityId)],
);

export type Supplier = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type SaleCity = typeof saleCities.$inferSelect;

