import { bigint, bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Countries, provinces (states), cities and the urban areas (districts) of a city. */
export const countries = pgTable(
  'countries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ISO 3166-1 alpha-2, e.g. `IR`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code)],
);

export const states = pgTable(
  'states',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    /** Stable seed key, e.g. `ir-tehran`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('states_code_key').on(t.code), index('states_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stateId: bigint('state_id', { mode: 'number' })
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    /** The province's capital (مرکز استان). */
    isCapital: boolean('is_capital').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('cities_state_idx').on(t.stateId, t.sortOrder),
    uniqueIndex('cities_state_name_key').on(t.stateId, t.name),
  ],
);

export const urbanAreas = pgTable(
  'urban_areas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cityId: bigint('city_id', { mode: 'number' })
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('urban_areas_city_idx').on(t.cityId, t.sortOrder)],
);

export type Country = typeof countries.$inferSelect;
export type State = typeof states.$inferSelect;
export type City = typeof cities.$inferSelect;
export type UrbanArea = typeof urbanAreas.$inferSelect;
