import { z } from '@hono/zod-openapi';
import { listQueryValue, pagingQuery, sortingQuery } from './paging';
import { SEARCH_TEXT_MAX } from './limits';

/** The wallet's ledger and payments (PRODUCT.md, "Money, wallet and payments"). Every amount is an integer in Rial. */

export const WALLET_ENTRY_TYPES = ['charge', 'charge_by_owner', 'payment', 'refund'] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];

export const PAYMENT_PURPOSES = ['wallet_charge', 'trade_fee', 'membership'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const ATTEMPT_STATES = ['created', 'redirected', 'verifying', 'paid', 'failed', 'cancelled', 'unknown'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export const GATEWAYS = ['sandbox', 'zarinpal', 'zibal'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** The smallest and largest wallet charge, in Rial (۱٬۰۰۰ to ۵۰۰٬۰۰۰٬۰۰۰ تومان). */
export const CHARGE_MIN_RIAL = 10_000;
export const CHARGE_MAX_RIAL = 5_000_000_000;

const rial = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const isoTime = () => z.string().openapi({ format: 'date-time' });

export const WalletEntrySchema = z
  .object({
    id: z.number().int(),
    type: z.enum(WALLET_ENTRY_TYPES),
    /** Signed: a charge or refund adds, a payment takes away. */
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    paymentId: z.number().int().nullable(),
    description: z.string(),
    createdAt: isoTime(),
  })
  .openapi('WalletEntry');
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

/** The ledger as the data table asks for it: paged, newest first by default, by type, day and words. */
export const WalletEntriesQuerySchema = z.object({
  ...pagingQuery(10),
  ...sortingQuery(['createdAt'] as const),
  'filter.type': listQueryValue(z.enum(WALLET_ENTRY_TYPES))
    .optional()
    .openapi({ param: { name: 'filter.type', in: 'query' }, example: 'charge,refund' }),
  'filter.from': z.iso.date().optional().openapi({ param: { name: 'filter.from', in: 'query' }, description: 'On or after this day (Tehran)' }),
  'filter.to': z.iso.date().optional().openapi({ param: { name: 'filter.to', in: 'query' }, description: 'On or before this day (Tehran)' }),
  'filter.text': z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'filter.text', in: 'query' } }),
});
export type WalletEntriesQuery = z.infer<typeof WalletEntriesQuerySchema>;

/** How far back the balance chart reaches. */
export const BALANCE_HISTORY_MAX_DAYS = 366;

export const BalanceHistoryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(BALANCE_HISTORY_MAX_DAYS).default(90),
});

/** The balance after each movement of a period, the first point being the balance the period began with. */
export const BalancePointSchema = z.object({ at: isoTime(), balance: z.number().int() }).openapi('WalletBalancePoint');
export type BalancePoint = z.infer<typeof BalancePointSchema>;

export const WalletCreditSchema = z.object({ balance: z.number().int() }).openapi('WalletCredit');

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    purpose: z.enum(PAYMENT_PURPOSES),
    amount: z.number().int(),
    state: z.enum(PAYMENT_STATES),
    tradeRequestId: z.number().int().nullable(),
    /** Whose wallet a charge fills (an owner user charging a consumer it owns), else the payer's. */
    forUserId: z.number().int().nullable(),
    paidVia: z.enum(['wallet', 'online']).nullable(),
    paidAt: isoTime().nullable(),
    createdAt: isoTime(),
  })
  .openapi('Payment');
export type Payment = z.infer<typeof PaymentSchema>;

export const OnlinePaymentSchema = z
  .object({
    id: z.number().int(),
    paymentId: z.number().int(),
    gateway: z.enum(GATEWAYS),
    state: z.enum(ATTEMPT_STATES),
    amount: z.number().int(),
    /** The gateway's receipt number once paid. */
    refId: z.string().nullable(),
    /** Where the browser goes to pay (while `redirected`). */
    redirectUrl: z.string().nullable(),
    createdAt: isoTime(),
  })
  .openapi('OnlinePayment');
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>;

export const ChargeInputSchema = z
  .object({ amount: rial().min(CHARGE_MIN_RIAL).max(CHARGE_MAX_RIAL), gateway: z.enum(GATEWAYS).optional() })
  .strict()
  .openapi('WalletChargeInput');

export const ChargeByUserInputSchema = z
  .object({ userId: z.number().int().positive(), amount: rial().min(CHARGE_MIN_RIAL).max(CHARGE_MAX_RIAL), gateway: z.enum(GATEWAYS).optional() })
  .strict()
  .openapi('WalletChargeByUserInput');

export const WalletPayInputSchema = z.object({ paymentId: z.number().int().positive() }).strict().openapi('WalletPayInput');

export const OnlinePaymentRequestSchema = z
  .object({ paymentId: z.number().int().positive(), gateway: z.enum(GATEWAYS).optional() })
  .strict()
  .openapi('OnlinePaymentRequest');

export const RefundInputSchema = z.object({ reason: z.string().trim().min(3).max(300) }).strict().openapi('RefundInput');

/** A charge answered: the payment made for it and the attempt at the gateway the browser goes to. */
export const ChargeStartedSchema = z.object({ payment: PaymentSchema, attempt: OnlinePaymentSchema }).openapi('ChargeStarted');
export type ChargeStarted = z.infer<typeof ChargeStartedSchema>;
