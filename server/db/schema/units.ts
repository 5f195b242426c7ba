import { bigint, bigserial, boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A measurement quantity (mass, length, …) and its units. Every unit has the factor that turns
 * one of it into the quantity's base unit (the unit whose factor is 1), so a range typed in tonnes
 * can be compared with values stored in kilograms.
 */
export const measurementQuantities = pgTable(
  'measurement_quantities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable seed key, e.g. `mass`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('measurement_quantities_code_key').on(t.code)],
);

export const unitsOfMeasurement = pgTable(
  'units_of_measurement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quantityId: bigint('quantity_id', { mode: 'number' })
      .notNull()
      .references(() => measurementQuantities.id, { onDelete: 'restrict' }),
    /** Stable seed key, e.g. `kg`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    symbol: text('symbol').notNull(),
    /** Base units per one of this unit: 1 tonne = 1000 (kg). */
    factor: doublePrecision('factor').notNull(),
    isBase: boolean('is_base').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('units_of_measurement_code_key').on(t.code),
    index('units_of_measurement_quantity_idx').on(t.quantityId, t.sortOrder),
  ],
);

export type MeasurementQuantity = typeof measurementQuantities.$inferSelect;
export type UnitOfMeasurement = typeof unitsOfMeasurement.$inferSelect;
