import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireRole, requireUser, signedIn, withRole } from '../../http/auth';
import { notFound } from '../../http/problem';
import { idempotent } from '../../http/idempotency';
import { getDb } from '../../db/client';
import { isOwnerOf } from '../../services/identity/buyers';
import { env } from '../../../lib/config/env';
import { IdParamsSchema, pageOf } from '../../../api/contract/paging';
import {
  BalanceHistoryQuerySchema,
  BalancePointSchema,
  ChargeByUserInputSchema,
  ChargeInputSchema,
  ChargeStartedSchema,
  GATEWAYS,
  OnlinePaymentRequestSchema,
  OnlinePaymentSchema,
  PaymentSchema,
  RefundInputSchema,
  WalletCreditSchema,
  WalletEntriesQuerySchema,
  WalletEntrySchema,
  WalletPayInputSchema,
} from '../../../api/contract/wallet';
import { balanceHistory, balanceOf, walletEntries } from '../../services/wallet/ledger';
import { attemptsOf, cancelPayment, getPayment, handleCallback, paymentsForRetry, requestOnline, startCharge, startMembershipPurchase, walletPay, refundPayment } from '../../services/wallet/payments';
import { availableGateways } from '../../adapters/payment-gateway';
import { clientAddress } from '../../http/client-address';
import { withinLimit } from '../../services/rate-limit/within-limit';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['wallet'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403] };
const PRIVATE = 'private, no-store';
const idempotencyHeader = z.object({
  'idempotency-key': z.string().openapi({ description: 'یک کلید یکتا برای هر اقدام مالی؛ تکرار با همان کلید همان پاسخ نخست را می‌گیرد', example: '0b7c4f0e-5d1a-4c55-9a5e-3b1d1f2b9c77' }),
});
const moneyResponses = { 400: problems[400], 404: problems[404], 409: problems[400], 422: problems[400], ...guarded };

const entries = createRoute({
  operationId: 'listWalletTransactions',
  ...common,
  method: 'get',
  path: '/wallettransactions',
  summary: 'گردش کیف پول من، صفحه‌به‌صفحه، با پالایش نوع، روز و متن شرح',
  request: { query: WalletEntriesQuerySchema },
  responses: { 200: jsonContent(pageOf(WalletEntrySchema), 'گردش'), 400: problems[400], ...guarded },
});

const history = createRoute({
  operationId: 'getWalletBalanceHistory',
  ...common,
  method: 'get',
  path: '/wallettransactions/balance-history',
  summary: 'موجودی کیف پول من در گذر زمان (برای نمودار)',
  request: { query: BalanceHistoryQuerySchema },
  responses: { 200: jsonContent(z.array(BalancePointSchema), 'موجودی پس از هر گردش'), 400: problems[400], ...guarded },
});

const credit = createRoute({
  operationId: 'getWalletCredit',
  ...common,
  method: 'get',
  path: '/wallettransactions/credit/byuser',
  summary: 'موجودی کیف پول من (ریال)',
  responses: { 200: jsonContent(WalletCreditSchema, 'موجودی'), ...guarded },
});

const charge = createRoute({
  operationId: 'chargeWallet',
  ...common,
  method: 'post',
  path: '/wallettransactions/charge',
  summary: 'شارژ کیف پول: پرداختی ساخته و به درگاه فرستاده می‌شود',
  request: { headers: idempotencyHeader, body: json(ChargeInputSchema) },
  responses: { 201: jsonContent(ChargeStartedSchema, 'به درگاه بروید'), 503: problems[400], ...moneyResponses },
});

const chargeByUser = createRoute({
  operationId: 'chargeWalletOfConsumer',
  tags: ['wallet'],
  security: bearerSecurity,
  middleware: [withRole('owner')],
  method: 'post',
  path: '/wallettransactions/charge-by-user',
  summary: 'شارژ کیف پول مصرف‌کننده‌ای که مالک ثبتش کرده است (فقط کاربران مالک)',
  request: { headers: idempotencyHeader, body: json(ChargeByUserInputSchema) },
  responses: { 201: jsonContent(ChargeStartedSchema, 'به درگاه بروید'), 503: problems[400], ...moneyResponses },
});

const payFromWallet = createRoute({
  operationId: 'payFromWallet',
  ...common,
  method: 'post',
  path: '/payments/wallet-pay',
  summary: 'پرداخت از موجودی کیف پول',
  request: { headers: idempotencyHeader, body: json(WalletPayInputSchema) },
  responses: { 200: jsonContent(PaymentSchema, 'پرداخت شد'), ...moneyResponses },
});

const gateways = createRoute({
  operationId: 'listGateways',
  tags: ['wallet'],
  security: [],
  method: 'get',
  path: '/gateways',
  summary: 'درگاه‌های پرداخت فعال، پیش‌فرض نخست',
  responses: { 200: jsonContent(z.array(z.object({ name: z.enum(GATEWAYS), title: z.string() })), 'درگاه‌ها') },
});

const requestOnlinePayment = createRoute({
  operationId: 'requestOnlinePayment',
  ...common,
  method: 'post',
  path: '/onlinepayments/request',
  summary: 'پرداخت اینترنتی یک پرداخت در انتظار: تلاشی تازه در درگاه',
  request: { headers: idempotencyHeader, body: json(OnlinePaymentRequestSchema) },
  responses: { 201: jsonContent(OnlinePaymentSchema, 'به درگاه بروید'), 503: problems[400], ...moneyResponses },
});

const retryOnlinePayment = createRoute({
  ...requestOnlinePayment,
  operationId: 'retryOnlinePayment',
  path: '/onlinepayments/retry-request',
  summary: 'تلاش دوباره برای پرداختی که تلاش پیشینش ناموفق یا رهاشده بود',
});

const attempts = createRoute({
  operationId: 'listOnlinePaymentsOfPayment',
  ...common,
  method: 'get',
  path: '/onlinepayments/by-paymentid',
  summary: 'تلاش‌های پرداخت اینترنتی یکی از پرداخت‌های من',
  request: { query: z.object({ paymentId: z.coerce.number().int().positive() }) },
  responses: { 200: jsonContent(z.array(OnlinePaymentSchema), 'تلاش‌ها'), 400: problems[400], 404: problems[404], ...guarded },
});

const forRetry = createRoute({
  operationId: 'listPaymentsForRetry',
  ...common,
  method: 'get',
  path: '/payments/for-retry-pay',
  summary: 'پرداخت‌های من که هنوز پرداخت نشده‌اند',
  responses: { 200: jsonContent(z.array(PaymentSchema), 'پرداخت‌ها'), ...guarded },
});

const onePayment = createRoute({
  operationId: 'getPayment',
  ...common,
  method: 'get',
  path: '/payments/{id}',
  summary: 'یکی از پرداخت‌های من',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(PaymentSchema, 'پرداخت'), 400: problems[400], 404: problems[404], ...guarded },
});

const cancel = createRoute({
  operationId: 'cancelPayment',
  ...common,
  method: 'post',
  path: '/payments/{id}/cancel',
  summary: 'لغو پرداختی که هنوز پرداخت نشده است',
  request: { headers: idempotencyHeader, params: IdParamsSchema },
  responses: { 200: jsonContent(PaymentSchema, 'لغو شد'), ...moneyResponses },
});

const callback = createRoute({
  operationId: 'onlinePaymentCallback',
  tags: ['wallet'],
  security: [],
  method: 'get',
  path: '/onlinepayments/callback/{gateway}',
  summary: 'بازگشت از درگاه: تأیید با مبلغ ثبت‌شدهٔ خودمان، سپس رفتن به صفحهٔ نتیجه',
  request: { params: z.object({ gateway: z.enum(GATEWAYS) }) },
  responses: { 302: { description: 'به صفحهٔ نتیجهٔ پرداخت' }, 400: problems[400] },
});

const buyPlan = createRoute({
  operationId: 'buyMembershipPlan',
  ...common,
  method: 'post',
  path: '/membershipplans/{id}/buy',
  summary: 'خرید طرح عضویت: پرداختی ساخته می‌شود؛ پس از پرداخت (کیف پول یا درگاه) طرح و سهمیه‌اش همان دم آغاز می‌شود',
  request: { headers: idempotencyHeader, params: IdParamsSchema },
  responses: { 201: jsonContent(PaymentSchema, 'پرداخت ساخته شد'), ...moneyResponses },
});

const refund = createRoute({
  operationId: 'refundPayment',
  tags: ['wallet'],
  security: bearerSecurity,
  middleware: [withRole('admin')],
  method: 'post',
  path: '/payments/{id}/refund',
  summary: 'بازگرداندن مبلغ یک پرداخت انجام‌شده به کیف پول پرداخت‌کننده، با دلیل (فقط مدیران؛ یک بار برای هر پرداخت)؛ جبران است و آنچه پرداخت برایش بود (طرح عضویت، انتشار سفارش) سر جایش می‌ماند',
  request: { headers: idempotencyHeader, params: IdParamsSchema, body: json(RefundInputSchema) },
  responses: { 201: jsonContent(WalletEntrySchema, 'بازگردانده شد'), ...moneyResponses },
});

const GATEWAY_TITLES: Record<(typeof GATEWAYS)[number], string> = { sandbox: 'درگاه آزمایشی بازارگاه', zarinpal: 'زرین‌پال', zibal: 'زیبال' };

/** Where the gateway sends the payer back to: this site's own address, never one from the request. */
const callbackBase = () => env().SITE_URL.replace(/\/$/, '');

export function registerWalletRoutes(app: Router) {
  app.openapi(entries, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await walletEntries(await getDb(), user.id, c.req.valid('query')), 200);
  });

  app.openapi(history, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await balanceHistory(await getDb(), user.id, c.req.valid('query').days), 200);
  });

  app.openapi(credit, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json({ balance: await balanceOf(await getDb(), user.id) }, 200);
  });

  app.openapi(charge, async (c) => {
    const user = await requireUser(c);
    const input = c.req.valid('json');
    return idempotent(c, user.id, async () => ({
      status: 201,
      body: await startCharge(await getDb(), user.id, { amount: input.amount, gateway: input.gateway ?? availableGateways()[0] }, callbackBase()),
    })) as never;
  });

  app.openapi(chargeByUser, async (c) => {
    const owner = await requireRole(c, 'owner');
    const input = c.req.valid('json');
    return idempotent(c, owner.id, async () => {
      const db = await getDb();
      if (!(await isOwnerOf(db, owner.id, input.userId))) throw notFound('مصرف‌کننده‌ای با این شناسه در فهرست شما نیست');
      return {
        status: 201 as const,
        body: await startCharge(db, owner.id, { amount: input.amount, gateway: input.gateway ?? availableGateways()[0], forUserId: input.userId }, callbackBase()),
      };
    }) as never;
  });

  app.openapi(payFromWallet, async (c) => {
    const user = await requireUser(c);
    const { paymentId } = c.req.valid('json');
    return idempotent(c, user.id, async () => ({ status: 200, body: await walletPay(await getDb(), user.id, paymentId) })) as never;
  });

  app.openapi(gateways, (c) => c.json(availableGateways().map((name) => ({ name, title: GATEWAY_TITLES[name] })), 200));

  for (const route of [requestOnlinePayment, retryOnlinePayment]) {
    app.openapi(route, async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return idempotent(c, user.id, async () => ({
        status: 201,
        body: await requestOnline(await getDb(), user.id, input.paymentId, input.gateway ?? availableGateways()[0], callbackBase()),
      })) as never;
    });
  }

  app.openapi(attempts, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await attemptsOf(await getDb(), user.id, c.req.valid('query').paymentId), 200);
  });

  app.openapi(forRetry, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await paymentsForRetry(await getDb(), user.id), 200);
  });

  app.openapi(onePayment, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await getPayment(await getDb(), user.id, c.req.valid('param').id), 200);
  });

  app.openapi(cancel, async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    return idempotent(c, user.id, async () => ({ status: 200, body: await cancelPayment(await getDb(), user.id, id) })) as never;
  });

  app.openapi(buyPlan, async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    return idempotent(c, user.id, async () => ({ status: 201, body: await startMembershipPurchase(await getDb(), user.id, id) })) as never;
  });

  app.openapi(refund, async (c) => {
    const admin = await requireRole(c, 'admin');
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return idempotent(c, admin.id, async () => ({ status: 201, body: await refundPayment(await getDb(), admin.id, id, reason) })) as never;
  });

  app.openapi(callback, async (c) => {
    const { gateway } = c.req.valid('param');
    // Anyone can send a callback, and each may cost a call to the gateway: past the bound an address
    // is sent to its page without one (reconciliation still asks the gateway in its time).
    const result = (await callbacksWithinBound(c)) ? await handleCallback(await getDb(), gateway, new URL(c.req.url).searchParams) : null;
    // Always our own page: the payer sees the outcome there, whatever the callback carried.
    return c.redirect(result ? `/profile/wallet/payment/${result.paymentId}` : '/profile/wallet', 302) as never;
  });
}

/** Callbacks one address may have verified: a payer makes one or two per payment. */
const CALLBACK_RULES = [{ limit: 60, windowMs: 10 * 60_000 }];

const callbacksWithinBound = (c: Context) =>
  withinLimit(
    CALLBACK_RULES.map((rule, i) => ({ key: `callbacks:${i}:ip:${clientAddress(c)}`, ...rule })),
    "gateway callbacks are verified (a payer's money must not wait for the store)",
  );
