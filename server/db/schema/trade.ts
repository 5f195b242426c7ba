import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TradeAction, TradeRequestState, TradeSide } from '../../../api/contract/trade';
import { users } from './users';
import { suppliers } from './suppliers';
import { supplierProducts } from './supplier-products';
import { categories } from './categories';
import { unitsOfMeasurement } from './units';
import { deliveryAddresses } from './addresses';

/** What a direct order costs to publish: free publications a month, then a fee each (Rial). */
export const membershipPlans = pgTable('membership_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** `base` is every user's plan until they buy another. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  freePerMonth: integer('free_per_month').notNull(),
  feePerPublication: bigint('fee_per_publication', { mode: 'number' }).notNull(),
  /** What the plan costs for `periodDays` (0 for the base plan). */
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  periodDays: integer('period_days').notNull().default(30),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A user's plan for a time; without a current one the user is on the base plan. */
export const userMemberships = pgTable(
  'user_memberships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => membershipPlans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the base plan, which never ends. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('user_memberships_user_idx').on(t.userId, t.startsAt)],
);

/** Kinds of document a direct order may carry (pro forma invoice, drawing, specification…). */
export const tradeDocumentTypes = pgTable('trade_document_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A direct order: a buyer asks one supplier for a quantity of one product (or of a category's goods). */
export const tradeRequests = pgTable(
  'trade_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    supplierProductId: bigint('supplier_product_id', { mode: 'number' }).references(() => supplierProducts.id, { onDelete: 'set null' }),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, { onDelete: 'set null' }),
    /** The product's name when ordered, or the buyer's own words for what they want. */
    title: text('title').notNull(),
    state: text('state').$type<TradeRequestState>().notNull().default('draft'),
    quantity: numeric('quantity', { precision: 18, scale: 3, mode: 'number' }),
    unitId: bigint('unit_id', { mode: 'number' }).references(() => unitsOfMeasurement.id),
    deliveryAddressId: bigint('delivery_address_id', { mode: 'number' }).references(() => deliveryAddresses.id, { onDelete: 'set null' }),
    /** The address as it was when chosen: later edits of the address book do not change an order. */
    deliveryAddressText: text('delivery_address_text'),
    wantedDate: date('wanted_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    /** The supplier's price per unit when the order was made (Rial), if it showed one. */
    listedUnitPrice: bigint('listed_unit_price', { mode: 'number' }),
    /** The supplier's counter-offer, while countered and after. */
    counterUnitPrice: bigint('counter_unit_price', { mode: 'number' }),
    counterDeliveryDate: date('counter_delivery_date', { mode: 'string' }),
    counterNote: text('counter_note'),
    /** What both sides agreed: set on acceptance. */
    agreedUnitPrice: bigint('agreed_unit_price', { mode: 'number' }),
    agreedDeliveryDate: date('agreed_delivery_date', { mode: 'string' }),
    /** The publication's cost, fixed when confirmation was requested (0 when the plan's quota covered it). */
    publicationFee: bigint('publication_fee', { mode: 'number' }),
    /** Whether the publication used the month's free quota. */
    usedQuota: boolean('used_quota').notNull().default(false),
    feePaidAt: timestamp('fee_paid_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_requests_buyer_idx').on(t.buyerUserId, t.updatedAt),
    index('trade_requests_supplier_idx').on(t.supplierId, t.state, t.updatedAt),
    index('trade_requests_buyer_published_idx').on(t.buyerUserId, t.publishedAt),
  ],
);

/** Every transition of a direct order, in order: when, who, from which state to which, and why. */
export const tradeRequestEvents = pgTable(
  'trade_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeRequestId: bigint('trade_request_id', { mode: 'number' })
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'cascade' }),
    action: text('action').$type<TradeAction>().notNull(),
    fromState: text('from_state').$type<TradeRequestState>(),
    toState: text('to_state').$type<TradeRequestState>().notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    actorSide: text('actor_side').$type<TradeSide>().notNull(),
    note: text('note'),
    /** The terms the transition set (a counter-offer's price and date, a fee). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_request_events_request_idx').on(t.tradeRequestId, t.id)],
);

/** A file of a direct order: uploaded first (`POST /files`), then named by the order it belongs to. */
export const tradeFiles = pgTable(
  'trade_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uploaderUserId: bigint('uploader_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeRequestId: bigint('trade_request_id', { mode: 'number' }).references(() => tradeRequests.id, { onDelete: 'cascade' }),
    documentTypeId: bigint('document_type_id', { mode: 'number' }).references(() => tradeDocumentTypes.id),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_files_request_idx').on(t.tradeRequestId),
    index('trade_files_uploader_idx').on(t.uploaderUserId, t.tradeRequestId),
    // The hourly expiry of unsent files (services/files/pending-uploads.ts) reads only these.
    index('trade_files_unsent_idx').on(t.createdAt).where(sql`${t.tradeRequestId} IS NULL`),
  ],
);

export type MembershipPlan = typeof membershipPlans.$inferSelect;
export type TradeRequest = typeof tradeRequests.$inferSelect;
export type TradeRequestEvent = typeof tradeRequestEvents.$inferSelect;
export type TradeFile = typeof tradeFiles.$inferSelect;
