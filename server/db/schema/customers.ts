import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The consumer (buyer) profile. `ownerUserId` is the owner that registered the consumer and may
 * charge its wallet; null when the buyer registered itself.
 */
export const buyers = pgTable(
  'buyers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyers_owner_idx').on(t.ownerUserId)],
);

export const CUSTOMER_TYPES = ['person'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** A buyer registered as a customer; one per user. */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerType: text('customer_type').$type<CustomerType>().notNull().default('person'),
    title: text('title').notNull(),
    economicCode: text('economic_code'),
    /** Business phone, as typed. */
    phone: text('phone'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_user_key').on(t.userId)],
);

/** People a customer allows to act for it. */
export const merchantAgents = pgTable(
  'merchant_agents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Normalised `+989xxxxxxxxx`. */
    phone: text('phone').notNull(),
    nationalCode: text('national_code'),
    position: text('position'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_agents_customer_phone_key').on(t.customerId, t.phone)],
);
