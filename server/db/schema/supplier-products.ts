import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { CategoryType } from '../../../api/contract/enums';
import type { StockState } from '../../../api/contract/catalog-enums';
import { baseProducts, propertyValueColumns } from './catalog';
import { categories } from './categories';
import { suppliers } from './suppliers';
import { unitsOfMeasurement } from './units';

/** A supplier's offer of a base product: its own title, price, minimum order, stock and pictures. */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    baseProductId: bigint('base_product_id', { mode: 'number' })
      .notNull()
      .references(() => baseProducts.id, { onDelete: 'restrict' }),
    /** Copied from the base product so catalogue filters need no join. */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    categoryType: text('category_type').$type<CategoryType>().notNull(),
    name: text('name').notNull(),
    /** `normalizePersian(name)`: what search matches against. */
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    /** Rial per one `priceUnit`; null means "ask the supplier". */
    price: bigint('price', { mode: 'number' }),
    priceUnitId: bigint('price_unit_id', { mode: 'number' }).references(() => unitsOfMeasurement.id, {
      onDelete: 'restrict',
    }),
    minOrderQuantity: doublePrecision('min_order_quantity'),
    minOrderUnitId: bigint('min_order_unit_id', { mode: 'number' }).references(
      () => unitsOfMeasurement.id,
      { onDelete: 'restrict' },
    ),
    stockState: text('stock_state').$type<StockState>().notNull().default('in_stock'),
    /** Paths served by the site, e.g. `/api/v1/media/products/12.svg`. */
    images: text('images').array().notNull().default(sql`ARRAY[]::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_products_category_active_price_idx').on(t.categoryId, t.isActive, t.price),
    index('supplier_products_type_active_created_idx').on(t.categoryType, t.isActive, t.createdAt),
    index('supplier_products_supplier_idx').on(t.supplierId),
    index('supplier_products_base_product_idx').on(t.baseProductId),
    index('supplier_products_created_idx').on(t.createdAt),
    // A category's live offers newest first, the catalogue's default page: read in index order
    // instead of walking the whole newest-first index and dropping other categories' offers.
    index('supplier_products_category_live_created_idx').on(t.categoryId, t.createdAt).where(sql`${t.isActive}`),
    // A base product's lowest live price found from the index alone, when base_product_offers
    // looks for it again (migration 0023), and its live offers read in price order.
    index('supplier_products_base_product_live_price_idx').on(t.baseProductId, t.price).where(sql`${t.isActive}`),
    index('supplier_products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // The active offers of some names: text search reads them name by name, from the index alone
    // (the supplier is there to leave out those switched off).
    index('supplier_products_live_search_name_idx').on(t.searchName, t.id, t.supplierId).where(sql`${t.isActive}`),
  ],
);

/** Typed property values of a supplier product; numbers also in the base unit for range filters. */
export const supplierProductPropertyValues = pgTable(
  'supplier_product_property_values',
  {
    supplierProductId: bigint('supplier_product_id', { mode: 'number' })
      .notNull()
      .references(() => supplierProducts.id, { onDelete: 'cascade' }),
    ...propertyValueColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierProductId, t.propertyId] }),
    index('sp_property_values_number_idx').on(t.propertyId, t.baseValue),
    index('sp_property_values_text_idx').on(t.propertyId, t.textValue),
  ],
);

export type SupplierProduct = typeof supplierProducts.$inferSelect;
export type NewSupplierProduct = typeof supplierProducts.$inferInsert;
export type SupplierProductPropertyValue = typeof supplierProductPropertyValues.$inferSelect;
export type NewSupplierProductPropertyValue = typeof supplierProductPropertyValues.$inferInsert;
