import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AttemptState, GatewayName, PaymentPurpose, PaymentState, WalletEntryType } from '../../../api/contract/wallet';
import { users } from './users';
import { tradeRequests, membershipPlans } from './trade';

/**
 * A user's balance (Rial): the row every ledger entry locks, so entries of one wallet are written
 * one after the other and each knows the balance after it. The check keeps it from going negative
 * whatever a bug might try.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_accounts_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** The append-only ledger: one row per movement, never updated or deleted. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<WalletEntryType>().notNull(),
    /** Signed Rial: positive in, negative out. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    /** Who caused it when not the wallet's owner (an owner user's charge, an admin's refund). */
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    /** What makes this movement unique (`payment:12:debit`, `attempt:7:credit`…): a repeat finds it and adds nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.id), check('wallet_transactions_amount_not_zero', sql`${t.amount} <> 0`)],
);

/** An intent to pay an amount for a purpose; paid once, from the wallet or at a gateway. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').$type<PaymentState>().notNull().default('pending'),
    tradeRequestId: bigint('trade_request_id', { mode: 'number' }).references(() => tradeRequests.id, { onDelete: 'set null' }),
    membershipPlanId: bigint('membership_plan_id', { mode: 'number' }).references(() => membershipPlans.id),
    /** A wallet charge for another user (an owner user's consumer). */
    forUserId: bigint('for_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    paidVia: text('paid_via').$type<'wallet' | 'online'>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.id),
    index('payments_pending_idx').on(t.state, t.createdAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** One attempt to pay a payment at a gateway. */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<GatewayName>().notNull(),
    state: text('state').$type<AttemptState>().notNull().default('created'),
    /** Copied from the payment when the attempt starts: what verification asks the gateway for. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The gateway's token for this attempt (Zarinpal authority, Zibal trackId, the sandbox's own). */
    authority: text('authority'),
    redirectUrl: text('redirect_url'),
    refId: text('ref_id'),
    /** Reconciliation of an `unknown` attempt: how many checks so far and when the next is due. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('online_payments_payment_idx').on(t.paymentId),
    uniqueIndex('online_payments_authority_key').on(t.gateway, t.authority),
    index('online_payments_unknown_idx').on(t.state, t.nextCheckAt),
  ],
);

/**
 * The first answer to a money-moving POST, by the client's `Idempotency-Key`: a repeat with the same
 * key gets it again instead of moving money twice.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: the same key on another call, or with another body, is refused rather than answered wrongly. */
    request: text('request').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/**
 * The built-in sandbox gateway's own book (the default gateway in development and demos): what the
 * sandbox page decided for each attempt, kept in the database so every node answers alike.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  authority: text('authority').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  /** `waiting` until the payer decides; `paid` is verified once and then answers "already verified". */
  state: text('state').$type<'waiting' | 'paid' | 'verified' | 'cancelled' | 'failed'>().notNull().default('waiting'),
  refId: text('ref_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
