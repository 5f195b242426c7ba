import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { cities } from './geography';

// Both kinds of address share the postal part; a fresh object per table, as drizzle requires.
const postalColumns = () => ({
  title: text('title').notNull(),
  /** When the address was picked from the city list; `province` and `city` then hold its names. */
  cityId: bigint('city_id', { mode: 'number' }).references(() => cities.id, {
    onDelete: 'set null',
  }),
  province: text('province').notNull(),
  city: text('city').notNull(),
  addressLine: text('address_line').notNull(),
  /** Ten digits. */
  postalCode: text('postal_code'),
  plaque: text('plaque'),
  unit: text('unit'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses of a person (`/persons/{id}/addresses`); the person is the user. */
export const personAddresses = pgTable(
  'person_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Landline or any contact number, as typed. */
    phone: text('phone'),
    ...postalColumns(),
  },
  (t) => [index('person_addresses_user_idx').on(t.userId)],
);

/** Where orders are delivered; at most one per user is the default ("selected") one. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    /** Normalised `+989xxxxxxxxx`. */
    receiverPhone: text('receiver_phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...postalColumns(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId),
    uniqueIndex('delivery_addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
