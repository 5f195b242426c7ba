import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { PropertyDataType } from '../../../api/contract/catalog-enums';
import { categories } from './categories';
import { measurementQuantities, unitsOfMeasurement } from './units';

/** An attribute every product of a category has (diameter of rebar, type of cement, …). */
export const categoryProperties = pgTable(
  'category_properties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Stable within the category, e.g. `diameter`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    dataType: text('data_type').$type<PropertyDataType>().notNull(),
    quantityId: bigint('quantity_id', { mode: 'number' }).references(() => measurementQuantities.id, {
      onDelete: 'restrict',
    }),
    defaultUnitId: bigint('default_unit_id', { mode: 'number' }).references(() => unitsOfMeasurement.id, {
      onDelete: 'restrict',
    }),
    /** Bounds in the default unit, for the filter's slider. */
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    /** The allowed values of an `option` property, in display order. */
    options: text('options').array().notNull().default(sql`ARRAY[]::text[]`),
    isFilterable: boolean('is_filterable').notNull().default(true),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('category_properties_category_code_key').on(t.categoryId, t.code)],
);

/**
 * The columns of one typed property value. A number is kept as typed (value + unit) and also in
 * the quantity's base unit, so one range filter matches values entered in any unit; a product that
 * covers a span (sheets 2–20 mm) also has a max.
 */
export const propertyValueColumns = () => ({
  propertyId: bigint('property_id', { mode: 'number' })
    .notNull()
    .references(() => categoryProperties.id, { onDelete: 'cascade' }),
  numberValue: doublePrecision('number_value'),
  maxNumberValue: doublePrecision('max_number_value'),
  unitId: bigint('unit_id', { mode: 'number' }).references(() => unitsOfMeasurement.id, {
    onDelete: 'restrict',
  }),
  baseValue: doublePrecision('base_value'),
  baseMaxValue: doublePrecision('base_max_value'),
  /** The value of a `text` or `option` property. */
  textValue: text('text_value'),
  boolValue: boolean('bool_value'),
});

/** A product in the abstract ("میلگرد ۱۲ A3"), which many suppliers offer. */
export const baseProducts = pgTable(
  'base_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A leaf category. */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** `normalizePersian(name)`: what search matches against. */
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Named by a supplier for a product not yet published: inactive (no page, search or sitemap
     * entry) until an offer of it is published, or gone with its last draft
     * (services/supplier-desk/awaited-base-products.ts). A base product an admin switched off is
     * not awaiting: a supplier's publishing does not bring it back.
     */
    awaitingOffer: boolean('awaiting_offer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('base_products_category_idx').on(t.categoryId),
    index('base_products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export const baseProductPropertyValues = pgTable(
  'base_product_property_values',
  {
    baseProductId: bigint('base_product_id', { mode: 'number' })
      .notNull()
      .references(() => baseProducts.id, { onDelete: 'cascade' }),
    ...propertyValueColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.baseProductId, t.propertyId] }),
    index('base_product_property_values_property_idx').on(t.propertyId, t.baseValue),
  ],
);

export type CategoryProperty = typeof categoryProperties.$inferSelect;
export type NewCategoryProperty = typeof categoryProperties.$inferInsert;
export type BaseProduct = typeof baseProducts.$inferSelect;
export type NewBaseProduct = typeof baseProducts.$inferInsert;
export type BaseProductPropertyValue = typeof baseProductPropertyValues.$inferSelect;
