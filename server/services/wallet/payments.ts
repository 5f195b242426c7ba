import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ATTEMPT_OPEN_MINUTES, AWAY_AT_GATEWAY_MINUTES } from '../../../api/contract/payment-timing';
import { membershipPlans, onlinePayments, payments, tradeRequests, userMemberships, users, type OnlinePaymentRow, type PaymentRow } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import { logger } from '../../logger';
import { gatewayFor, GatewayRequestError, type PaymentGateway, type Verification } from '../../adapters/payment-gateway';
import type { GatewayName, OnlinePayment, Payment, PaymentPurpose, WalletEntry } from '../../../api/contract/wallet';
import { formatToman } from '../../../lib/persian/money';
import { toPersianDigits } from '../../../lib/persian/digits';
import { appendEntry, presentEntry } from './ledger';
import { transition } from '../trade/trade-requests';
import { paidUntil } from '../trade/membership';
import { displayName } from '../identity/users';

/**
 * Payments (PRODUCT.md): an intent to pay an amount for a purpose, `pending → paid | failed |
 * cancelled`, paid once — from the wallet or by one of its attempts at a gateway. Every change
 * locks the payment's row first, so a wallet payment, a callback and a cancel racing on one
 * payment happen one after the other and only the first that may wins.
 */

const PAYMENT_NOT_FOUND = 'پرداختی با این شناسه در پرداخت‌های شما نیست';
/** A payment nobody paid for this long is abandoned (upkeep.ts cancels it). */
export const ABANDONED_AFTER_HOURS = 24;
/** Waits between checks of an attempt whose outcome is unknown: 1, 5, 15 minutes, then hourly. */
const RECHECK_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export const presentPayment = (p: PaymentRow): Payment => ({
  id: p.id,
  purpose: p.purpose,
  amount: p.amount,
  state: p.state,
  tradeRequestId: p.tradeRequestId,
  forUserId: p.forUserId,
  paidVia: p.paidVia,
  paidAt: p.paidAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
});

export const presentAttempt = (a: OnlinePaymentRow): OnlinePayment => ({
  id: a.id,
  paymentId: a.paymentId,
  gateway: a.gateway,
  state: a.state,
  amount: a.amount,
  refId: a.refId,
  redirectUrl: a.state === 'redirected' ? a.redirectUrl : null,
  createdAt: a.createdAt.toISOString(),
});

const conflict = (code: string, detail: string, currentState?: string) => new ProblemError({ status: 409, code, detail, currentState });

/** The caller's payment, locked for the rest of the transaction; another user's is 404. */
async function lockOwn(tx: Tx, userId: number, paymentId: number): Promise<PaymentRow> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .for('update');
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

export async function createPayment(
  tx: Tx,
  input: { userId: number; purpose: PaymentPurpose; amount: number; tradeRequestId?: number | null; membershipPlanId?: number | null; forUserId?: number | null },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(input).returning();
  return row;
}

export async function getPayment(db: Db, userId: number, paymentId: number): Promise<Payment> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return presentPayment(row);
}

/** What a paid payment was for takes effect: a charge fills the wallet, a fee lets the order be published. */
async function settle(tx: Tx, payment: PaymentRow, via: 'wallet' | 'online', attemptId: number | null): Promise<void> {
  await tx.update(payments).set({ state: 'paid', paidVia: via, paidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  if (payment.purpose === 'wallet_charge') {
    const [payer] = payment.forUserId ? await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, payment.userId)) : [];
    const payerName = payer ? displayName(payer) : '';
    await appendEntry(tx, {
      userId: payment.forUserId ?? payment.userId,
      type: payment.forUserId ? 'charge_by_owner' : 'charge',
      amount: payment.amount,
      paymentId: payment.id,
      actorUserId: payment.forUserId ? payment.userId : null,
      description: chargeDescription(payment.forUserId ? payerName : null),
      idempotencyKey: `payment:${payment.id}:charge`,
    });
  } else if (payment.purpose === 'trade_fee' && payment.tradeRequestId) {
    await tx.update(tradeRequests).set({ feePaidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(tradeRequests.id, payment.tradeRequestId));
  } else if (payment.purpose === 'membership' && payment.membershipPlanId) {
    // The plan starts now, or when the paid plans already running or bought to follow end (any
    // plan: one bought while a dearer one runs must not cut its paid period short), and lasts its period.
    const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, payment.membershipPlanId));
    // Two plans paid at once queue one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`membership|${payment.userId}`}))`);
    const startsAt = (await paidUntil(tx, payment.userId)) ?? new Date();
    await tx.insert(userMemberships).values({ userId: payment.userId, planId: plan.id, startsAt, endsAt: new Date(startsAt.getTime() + plan.periodDays * 86_400_000) });
  }
  logger.info({ paymentId: payment.id, purpose: payment.purpose, via, attemptId }, 'payment paid');
}

/**
 * After a paid payment's transaction: a paid publication fee publishes its order (as the buyer
 * would, with its event and notices). An order no longer waiting (cancelled meanwhile) stays as
 * it is; its fee is kept as paid and shows on the order.
 */
async function afterPaid(db: Db, payment: PaymentRow): Promise<void> {
  if (payment.purpose !== 'trade_fee' || !payment.tradeRequestId) return;
  try {
    await transition(db, payment.userId, payment.tradeRequestId, 'confirm_and_publish');
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id, tradeRequestId: payment.tradeRequestId }, 'a paid fee did not publish its order');
  }
}

/** Pays a payment from the wallet (`POST /payments/wallet-pay`): the balance never goes below zero, the payment is paid once. */
export async function walletPay(db: Db, userId: number, paymentId: number): Promise<Payment> {
  const paid = await db.transaction(async (tx) => {
    const payment = await lockOwn(tx, userId, paymentId);
    if (payment.state !== 'pending') throw conflict('payment_not_pending', `این پرداخت «${STATE_NAMES[payment.state]}» است و دوباره پرداخت نمی‌شود`, payment.state);
    if (payment.purpose === 'wallet_charge') throw conflict('charge_from_wallet', 'شارژ کیف پول را نمی‌توان از خود کیف پول پرداخت');
    const open = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.paymentId, payment.id), inArray(onlinePayments.state, ['verifying', 'unknown'])));
    if (open.length) throw conflict('attempt_in_progress', 'پرداخت اینترنتی این مورد در حال بررسی است؛ کمی بعد دوباره ببینید');
    await appendEntry(tx, {
      userId,
      type: 'payment',
      amount: -payment.amount,
      paymentId: payment.id,
      description: PURPOSE_NAMES[payment.purpose],
      idempotencyKey: `payment:${payment.id}:wallet`,
    });
    await settle(tx, payment, 'wallet', null);
    return { ...payment, state: 'paid' as const, paidVia: 'wallet' as const, paidAt: new Date() };
  });
  await afterPaid(db, paid);
  return presentPayment(paid);
}

/**
 * Ends a payment that is not paid (`POST /payments/{id}/cancel`), unless an attempt at a gateway is
 * being verified. A gateway page already opened is not ended with it: the payer may have paid there
 * and closed the tab, and only the gateway knows. It stays `redirected` until its callback or
 * reconciliation asks the gateway; money found paid then goes to the payer's wallet.
 */
export async function cancelPayment(db: Db, userId: number, paymentId: number): Promise<Payment> {
  const row = await db.transaction(async (tx) => {
    const payment = await lockOwn(tx, userId, paymentId);
    if (payment.state !== 'pending') throw conflict('payment_not_pending', `این پرداخت «${STATE_NAMES[payment.state]}» است و لغو نمی‌شود`, payment.state);
    const open = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.paymentId, payment.id), inArray(onlinePayments.state, ['verifying', 'unknown'])));
    if (open.length) throw conflict('attempt_in_progress', 'پرداخت اینترنتی این مورد در حال بررسی است و تا روشن شدن نتیجه لغو نمی‌شود');
    await cancelUnopenedAttempts(tx, [payment.id]);
    const [updated] = await tx.update(payments).set({ state: 'cancelled', updatedAt: sql`now()` }).where(eq(payments.id, payment.id)).returning();
    return updated;
  });
  return presentPayment(row);
}

/** Ends the attempts of these payments that never reached a gateway's page (`created`): nobody can have paid them. */
export async function cancelUnopenedAttempts(tx: Tx, paymentIds: number[]): Promise<void> {
  await tx
    .update(onlinePayments)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(and(inArray(onlinePayments.paymentId, paymentIds), eq(onlinePayments.state, 'created')));
}

/**
 * A new attempt at a gateway for a pending payment (`/onlinepayments/request`, `/retry-request`):
 * refused while an earlier attempt may still succeed (being verified, unknown, or a gateway page
 * opened in the last minutes). The gateway is asked outside the transaction; the attempt is kept
 * first, so a gateway that answers but whose answer is lost leaves a trace.
 */
function requireGateway(name: GatewayName): PaymentGateway {
  const gateway = gatewayFor(name);
  if (!gateway) throw new ProblemError({ status: 400, code: 'gateway_unavailable', detail: 'این درگاه پرداخت فعال نیست', errors: [{ field: 'gateway', message: 'این درگاه پرداخت فعال نیست', code: 'custom' }] });
  return gateway;
}

export async function requestOnline(db: Db, userId: number, paymentId: number, gatewayName: GatewayName, callbackBase: string): Promise<OnlinePayment> {
  const gateway = requireGateway(gatewayName);
  const attempt = await db.transaction(async (tx) => {
    const payment = await lockOwn(tx, userId, paymentId);
    if (payment.state !== 'pending') throw conflict('payment_not_pending', `این پرداخت «${STATE_NAMES[payment.state]}» است`, payment.state);
    // Open by the database's clock, as every other reading of the same rule: nodes' clocks differ.
    const earlier = await tx
      .select({ state: onlinePayments.state, open: sql<boolean>`${onlinePayments.createdAt} > now() - make_interval(mins => ${ATTEMPT_OPEN_MINUTES})` })
      .from(onlinePayments)
      .where(eq(onlinePayments.paymentId, payment.id));
    const mayStillSucceed = earlier.some((a) => a.state === 'verifying' || a.state === 'unknown' || ((a.state === 'redirected' || a.state === 'created') && a.open));
    if (mayStillSucceed) throw conflict('attempt_in_progress', 'پرداخت قبلی این مورد هنوز ممکن است انجام شود؛ چند دقیقه بعد دوباره تلاش کنید');
    const [made] = await tx.insert(onlinePayments).values({ paymentId: payment.id, gateway: gatewayName, amount: payment.amount }).returning();
    return made;
  });
  try {
    const started = await gateway.request({
      amount: attempt.amount,
      description: gatewayDescription(attempt.paymentId),
      callbackUrl: `${callbackBase}${gatewayCallbackPath(gatewayName)}`,
    });
    const [updated] = await db
      .update(onlinePayments)
      .set({ state: 'redirected', authority: started.authority, redirectUrl: started.redirectUrl, updatedAt: sql`now()` })
      .where(eq(onlinePayments.id, attempt.id))
      .returning();
    return presentAttempt(updated);
  } catch (error) {
    await db.update(onlinePayments).set({ state: 'failed', lastError: String(error), updatedAt: sql`now()` }).where(eq(onlinePayments.id, attempt.id));
    if (error instanceof GatewayRequestError) throw new ProblemError({ status: 503, code: 'gateway_refused', detail: 'درگاه پرداخت اکنون پاسخ نمی‌دهد؛ کمی بعد دوباره تلاش کنید' });
    throw error;
  }
}

/**
 * An admin's refund of a paid fee to its payer's wallet, with the reason in the ledger. Once per
 * payment (its ledger key); a wallet charge is not refunded here (its money is in the wallet already).
 * A refund is compensation (an order nobody answered, a plan that did not serve): what was paid for
 * stays — the plan runs its period, the order stays published — and the payment stays `paid`, its
 * refund beside it in the ledger. Taking a benefit back would end a supplier's plan mid-period or
 * pull a published order from its supplier without their doing.
 */
export async function refundPayment(db: Db, adminUserId: number, paymentId: number, reason: string): Promise<WalletEntry> {
  const entry = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('پرداختی با این شناسه وجود ندارد');
    if (payment.state !== 'paid') throw conflict('payment_not_paid', `این پرداخت «${STATE_NAMES[payment.state]}» است و بازگرداندنی ندارد`, payment.state);
    if (payment.purpose === 'wallet_charge') throw conflict('charge_not_refundable', 'شارژ کیف پول در خود کیف پول است و از این راه بازگردانده نمی‌شود');
    const { row, created } = await appendEntry(tx, {
      userId: payment.userId,
      type: 'refund',
      amount: payment.amount,
      paymentId: payment.id,
      actorUserId: adminUserId,
      description: `بازگشت وجه ${PURPOSE_NAMES[payment.purpose]}: ${reason}`,
      idempotencyKey: `payment:${payment.id}:refund`,
    });
    if (!created) throw conflict('already_refunded', 'مبلغ این پرداخت پیش‌تر به کیف پول بازگردانده شده است');
    return row;
  });
  logger.info({ paymentId, adminUserId }, 'payment refunded to the wallet');
  return presentEntry(entry);
}

/**
 * A payment for a paid membership plan (`POST /membershipplans/{id}/buy`); paid, the plan starts at
 * once, or when the paid plans on record end. A second «buy» of the plan while one for it waits
 * unpaid is that one: each tap made another unpaid payment, and a supplier could pay for two
 * periods meaning one. (One that may still be paid at a gateway is left to finish; a new one is a
 * second period, as buying again after paying is.)
 */
export async function startMembershipPurchase(db: Db, userId: number, planId: number): Promise<Payment> {
  const [plan] = await db.select().from(membershipPlans).where(and(eq(membershipPlans.id, planId), eq(membershipPlans.isActive, true)));
  if (!plan) throw notFound('طرح عضویتی با این شناسه وجود ندارد');
  if (plan.price <= 0) throw conflict('plan_is_free', `طرح «${plan.name}» رایگان است و خریدن ندارد`);
  const payment = await db.transaction(async (tx) => {
    // One buyer's taps take turns: two at once would each find none waiting.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [waiting] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.purpose, 'membership'),
          eq(payments.membershipPlanId, plan.id),
          eq(payments.state, 'pending'),
          eq(payments.amount, plan.price),
          // Handed back only well before the upkeep cancels it as abandoned.
          sql`${payments.createdAt} > now() - make_interval(hours => ${ABANDONED_AFTER_HOURS - 1})`,
          // Not one that may still be paid at a gateway (as requestOnline judges it); one whose attempt
          // failed or was left (the payer backed out of the gateway) waits as any other.
          sql`NOT EXISTS (SELECT 1 FROM ${onlinePayments} WHERE ${onlinePayments.paymentId} = ${payments.id} AND (${onlinePayments.state} IN ('verifying', 'unknown')
            OR (${onlinePayments.state} IN ('created', 'redirected') AND ${onlinePayments.createdAt} > now() - make_interval(mins => ${ATTEMPT_OPEN_MINUTES}))))`,
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return waiting ?? createPayment(tx, { userId, purpose: 'membership', amount: plan.price, membershipPlanId: plan.id });
  });
  return presentPayment(payment);
}

/** A wallet charge: the payment for it and its first attempt at the gateway the browser goes to. */
export async function startCharge(
  db: Db,
  payerUserId: number,
  input: { amount: number; gateway: GatewayName; forUserId?: number | null },
  callbackBase: string,
): Promise<{ payment: Payment; attempt: OnlinePayment }> {
  requireGateway(input.gateway); // before anything is made: an unknown gateway leaves no payment behind
  const payment = await db.transaction((tx) => createPayment(tx, { userId: payerUserId, purpose: 'wallet_charge', amount: input.amount, forUserId: input.forUserId ?? null }));
  const attempt = await requestOnline(db, payerUserId, payment.id, input.gateway, callbackBase);
  return { payment: presentPayment(payment), attempt };
}

/**
 * What a verification said, applied to the attempt once: only an attempt still being verified (or
 * unknown) moves. A paid attempt pays its payment — or, if the payment was paid meanwhile by
 * other means, the money goes to the payer's wallet, so none is ever lost.
 */
async function applyVerification(db: Db, attemptId: number, verification: Verification): Promise<OnlinePaymentRow> {
  let settled: PaymentRow | null = null;
  const attempt = await db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, attemptId));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, attempt.paymentId)).for('update');
    const [current] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, attemptId)).for('update');
    if (current.state === 'paid' || current.state === 'failed' || current.state === 'cancelled') return current;
    if (verification.outcome === 'unknown') {
      const wait = RECHECK_MS[Math.min(current.checks, RECHECK_MS.length - 1)];
      const [updated] = await tx
        .update(onlinePayments)
        .set({ state: 'unknown', checks: current.checks + 1, nextCheckAt: new Date(Date.now() + wait), lastError: verification.reason, updatedAt: sql`now()` })
        .where(eq(onlinePayments.id, attemptId))
        .returning();
      return updated;
    }
    if (verification.outcome === 'failed') {
      const [updated] = await tx
        .update(onlinePayments)
        .set({ state: 'failed', lastError: verification.reason, updatedAt: sql`now()` })
        .where(eq(onlinePayments.id, attemptId))
        .returning();
      return updated;
    }
    const [updated] = await tx
      .update(onlinePayments)
      .set({ state: 'paid', refId: verification.refId, nextCheckAt: null, updatedAt: sql`now()` })
      .where(eq(onlinePayments.id, attemptId))
      .returning();
    if (payment.state === 'paid' || payment.state === 'cancelled') {
      await appendEntry(tx, {
        userId: payment.userId,
        type: 'refund',
        amount: payment.amount,
        paymentId: payment.id,
        description:
          payment.state === 'cancelled'
            ? `بازگشت مبلغی که در درگاه برای پرداختی لغوشده پرداخت شد (${formatToman(payment.amount)})`
            : `بازگشت مبلغ پرداخت تکراری (${formatToman(payment.amount)})`,
        idempotencyKey: `attempt:${attemptId}:refund`,
      });
      logger.warn({ paymentId: payment.id, attemptId }, 'a second payment at the gateway went to the wallet');
    } else {
      await settle(tx, payment, 'online', attemptId);
      settled = payment;
    }
    return updated;
  });
  if (settled) await afterPaid(db, settled);
  return attempt;
}

async function verifyAttempt(gateway: PaymentGateway, db: Db, attempt: OnlinePaymentRow): Promise<OnlinePaymentRow> {
  let verification: Verification;
  try {
    // No page was ever opened for it (the gateway refused the request): nothing can have been paid.
    verification = attempt.authority === null ? { outcome: 'failed', reason: 'no gateway page' } : await gateway.verify({ authority: attempt.authority, amount: attempt.amount });
  } catch (error) {
    verification = { outcome: 'unknown', reason: String(error) };
  }
  return applyVerification(db, attempt.id, verification);
}

/**
 * An attempt a callback may (re)open: one not decided, or one found unpaid while its page could
 * still be paid — a callback is not signed, so one sent before the payer paid (forged, or early)
 * must not close the door on the real one.
 */
const claimableByCallback = or(
  inArray(onlinePayments.state, ['created', 'redirected', 'unknown']),
  and(
    eq(onlinePayments.state, 'failed'),
    // A page was opened (a request the gateway refused has none), it may still be paid, and it
    // was not just asked about: callbacks sent one after another do not each cost a verification.
    isNotNull(onlinePayments.authority),
    sql`${onlinePayments.createdAt} > now() - make_interval(mins => ${ATTEMPT_OPEN_MINUTES})`,
    sql`${onlinePayments.updatedAt} < now() - interval '30 seconds'`,
  ),
);

/**
 * The gateway sent the payer back (`GET /onlinepayments/callback/{gateway}`): the attempt moves to
 * `verifying` (only one callback of many does), then is verified with our own amount. Whatever the
 * callback says (paid, cancelled), only the gateway's verification decides: anyone can send a
 * callback. A replay finds the attempt already decided and changes nothing. Answers the payment to
 * show the payer.
 */
export async function handleCallback(db: Db, gatewayName: GatewayName, query: URLSearchParams): Promise<{ paymentId: number } | null> {
  const gateway = gatewayFor(gatewayName);
  const callback = gateway?.readCallback(query);
  if (!gateway || !callback) return null;
  const [attempt] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.gateway, gatewayName), eq(onlinePayments.authority, callback.authority)));
  if (!attempt) return null;
  const [claimed] = await db
    .update(onlinePayments)
    .set({ state: 'verifying', updatedAt: sql`now()` })
    .where(and(eq(onlinePayments.id, attempt.id), claimableByCallback))
    .returning();
  if (claimed) await verifyAttempt(gateway, db, claimed);
  return { paymentId: attempt.paymentId };
}

/** A verification takes at most the gateway's timeout; one older than this was left by a server that stopped. */
export const STALE_VERIFICATION_MINUTES = 2;

/**
 * Reconciliation: every `unknown` attempt that is due is verified again; so is one left
 * `verifying` by a server that stopped between the callback and the verification, one whose
 * payer never came back from the gateway (paid and closed the page: the money is found and
 * credited, to the wallet if the payment was cancelled meanwhile), and, once, one found unpaid
 * while its page could still be paid (an early or forged callback), after that page has closed.
 */
export async function reconcileUnknownAttempts(db: Db, limit = 50): Promise<number> {
  const isDue = or(
    and(eq(onlinePayments.state, 'unknown'), sql`${onlinePayments.nextCheckAt} <= now()`),
    and(eq(onlinePayments.state, 'verifying'), sql`${onlinePayments.updatedAt} < now() - make_interval(mins => ${STALE_VERIFICATION_MINUTES})`),
    and(eq(onlinePayments.state, 'redirected'), sql`${onlinePayments.updatedAt} < now() - make_interval(mins => ${AWAY_AT_GATEWAY_MINUTES})`),
    and(
      eq(onlinePayments.state, 'failed'),
      isNotNull(onlinePayments.authority),
      sql`${onlinePayments.updatedAt} < ${onlinePayments.createdAt} + make_interval(mins => ${ATTEMPT_OPEN_MINUTES})`,
      sql`${onlinePayments.createdAt} < now() - make_interval(mins => ${ATTEMPT_OPEN_MINUTES})`,
      sql`${onlinePayments.createdAt} > now() - interval '1 day'`,
    ),
  );
  const due = await db.select().from(onlinePayments).where(isDue).limit(limit);
  for (const attempt of due) {
    const gateway = gatewayFor(attempt.gateway);
    if (!gateway) continue;
    const [claimed] = await db
      .update(onlinePayments)
      .set({ state: 'verifying', updatedAt: sql`now()` })
      // Still due: another node's job may have taken it meanwhile.
      .where(and(eq(onlinePayments.id, attempt.id), isDue))
      .returning();
    if (claimed) await verifyAttempt(gateway, db, claimed);
  }
  return due.length;
}

/** The attempts of one of my payments, newest first (`GET /onlinepayments/by-paymentid`). */
export async function attemptsOf(db: Db, userId: number, paymentId: number): Promise<OnlinePayment[]> {
  await getPayment(db, userId, paymentId);
  const rows = await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, paymentId)).orderBy(desc(onlinePayments.id));
  return rows.map(presentAttempt);
}

/** My payments still waiting to be paid (`GET /payments/for-retry-pay`), newest first. */
export async function paymentsForRetry(db: Db, userId: number): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.state, 'pending')))
    .orderBy(desc(payments.id))
    .limit(100);
  return rows.map(presentPayment);
}

const STATE_NAMES: Record<PaymentRow['state'], string> = { pending: 'در انتظار پرداخت', paid: 'پرداخت‌شده', failed: 'ناموفق', cancelled: 'لغوشده' };
export const PURPOSE_NAMES: Record<PaymentPurpose, string> = { wallet_charge: 'شارژ کیف پول', trade_fee: 'هزینهٔ انتشار سفارش مستقیم', membership: 'خرید طرح عضویت' };

/** What the gateway's page shows the payer of a payment. */
export const gatewayDescription = (paymentId: number): string => `بازارگاه — پرداخت شمارهٔ ${toPersianDigits(paymentId)}`;

/** Where a gateway sends the payer back (`GET /onlinepayments/callback/{gateway}`), under the site's address. */
export const gatewayCallbackPath = (gateway: GatewayName): string => `/api/v1/onlinepayments/callback/${gateway}`;

/** A charge's line in the wallet it filled: the consumer sees who filled its wallet (`byOwner`, the owner user's name; null for its own charge). */
export const chargeDescription = (byOwner: string | null): string =>
  byOwner === null ? PURPOSE_NAMES.wallet_charge : `شارژ کیف پول توسط ${byOwner || 'کاربر مالک'}`;
