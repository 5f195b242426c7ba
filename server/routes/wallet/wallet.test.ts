import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { getDb } from '../../db/client';
import { buyers, membershipPlans, onlinePayments, payments, sandboxGatewayPayments, userMemberships, walletTransactions } from '../../db/schema';
import { createSandboxGateway, SANDBOX_PAGE_PATH } from '../../adapters/payment-gateway/sandbox';
import { ATTEMPT_OPEN_MINUTES } from '../../../api/contract/payment-timing';
import { useGatewaysForTests } from '../../adapters/payment-gateway';
import { createZarinpalGateway } from '../../adapters/payment-gateway/zarinpal';
import { startFakeGateway } from '../../adapters/payment-gateway/fake-gateway';
import { balanceOf, ledgerDifferences } from '../../services/wallet/ledger';
import { createPayment, gatewayCallbackPath, reconcileUnknownAttempts, walletPay } from '../../services/wallet/payments';
import type { ChargeStarted } from '../../../api/contract/wallet';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../../services/rate-limit';
import { clientAddressHeaders } from '../../http/client-address';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const key = () => crypto.randomUUID();

describeEachDatabase('/wallettransactions and /payments', () => {
  const app = createApp();
  // Each test's callbacks come from the one test address: each starts with its own bound.
  beforeEach(() => useRateLimitStoreForTests(createMemoryLimitStore()));
  afterEach(() => {
    useGatewaysForTests(undefined);
    useRateLimitStoreForTests(undefined);
  });

  const call = (who: LoggedIn | null, method: string, route: string, body?: unknown, idempotencyKey: string | null = key()) =>
    app.request(`/api/v1${route}`, {
      method,
      headers: {
        ...(who?.headers ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'POST' && idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return res.json() as Promise<T>;
  };
  /** The payer at the sandbox page: its button, then back to our callback as the browser would go. */
  const payAtSandbox = async (started: ChargeStarted, decision: 'pay' | 'cancel' | 'fail' | 'vanish' = 'pay') => {
    const page = await app.request(started.attempt.redirectUrl!);
    expect(page.status).toBe(200);
    const shown = await page.text();
    expect(shown).toContain('درگاه پرداخت آزمایشی');
    // Its own (empty) icon: the browser does not ask the site for /favicon.ico, a 404.
    expect(shown).toContain('<link rel="icon" href="data:," />');
    const decided = await app.request(`${started.attempt.redirectUrl}/${decision}`, { method: 'POST' });
    if (decision === 'vanish') return null;
    expect(decided.status).toBe(303);
    // Back to the decided page (the browser's Back): it says so, with the way the first return took
    // (to this payment's page, an order's to its order), not to the wallet.
    const again = await (await app.request(started.attempt.redirectUrl!)).text();
    expect(again).toContain('این پرداخت پیش‌تر انجام یا لغو شده است');
    expect(again).toContain(`<a href="${decided.headers.get('location')!.replaceAll('&', '&amp;')}">بازگشت به بازارگاه</a>`);
    const back = new URL(decided.headers.get('location')!);
    return `${back.pathname}${back.search}`;
  };
  const charged = async (who: LoggedIn, amount: number) => {
    const started = await ok<ChargeStarted>(await call(who, 'POST', '/wallettransactions/charge', { amount }), 201);
    const callback = await payAtSandbox(started);
    const back = await app.request(callback!);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/profile/wallet/payment/${started.payment.id}`);
    return started;
  };
  const balance = async (who: LoggedIn) => (await ok<{ balance: number }>(await call(who, 'GET', '/wallettransactions/credit/byuser'))).balance;

  it('a charge through the sandbox gateway fills the wallet once, with its ledger entry; the gateway list names the sandbox', async () => {
    const user = await loginAs(app, newPhone());
    expect(await balance(user)).toBe(0);
    expect(await ok(await call(null, 'GET', '/gateways'))).toEqual([{ name: 'sandbox', title: 'درگاه آزمایشی بازارگاه' }]);
    const started = await charged(user, 2_500_000);
    expect(await balance(user)).toBe(2_500_000);
    const entries = await ok<{ items: unknown[] }>(await call(user, 'GET', '/wallettransactions'));
    expect(entries).toMatchObject({ items: [{ type: 'charge', amount: 2_500_000, balanceAfter: 2_500_000, paymentId: started.payment.id }], totalCount: 1 });
    expect(await ok(await call(user, 'GET', `/payments/${started.payment.id}`))).toMatchObject({ state: 'paid', paidVia: 'online' });
    expect(await ok(await call(user, 'GET', `/onlinepayments/by-paymentid?paymentId=${started.payment.id}`))).toMatchObject([{ state: 'paid', refId: expect.any(String) }]);
  });

  it("a decided payment whose callback is kept as a path (the demo seed's) sends the payer back to that path, not to an error", async () => {
    const authority = `SB${crypto.randomBytes(12).toString('hex')}`;
    await (await getDb()).insert(sandboxGatewayPayments).values({ authority, amount: 10_000, description: 'شارژ', callbackUrl: gatewayCallbackPath('sandbox'), state: 'verified', refId: '123456789' });
    const back = `${gatewayCallbackPath('sandbox')}?Authority=${authority}&amp;Status=OK`;
    expect(await (await app.request(`${SANDBOX_PAGE_PATH}/${authority}`)).text()).toContain(`<a href="${back}">بازگشت به بازارگاه</a>`);
    const decided = await app.request(`${SANDBOX_PAGE_PATH}/${authority}/pay`, { method: 'POST' });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(back.replace('&amp;', '&'));
  });

  it('the same callback 50 times, 25 of them at once: one credit', async () => {
    const user = await loginAs(app, newPhone());
    const started = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 1_000_000 }), 201);
    const callback = (await payAtSandbox(started))!;
    await Promise.all(Array.from({ length: 25 }, () => app.request(callback)));
    for (let i = 0; i < 25; i++) expect((await app.request(callback)).status).toBe(302);
    expect(await balance(user)).toBe(1_000_000);
    const db = await getDb();
    expect(await db.select().from(walletTransactions).where(eq(walletTransactions.paymentId, started.payment.id))).toHaveLength(1);
    expect(await ledgerDifferences(db)).toEqual([]);
  });

  it('200 wallet payments at once against a balance that covers 10: exactly 10 are paid, the balance is 0, the ledger adds up', async () => {
    const user = await loginAs(app, newPhone());
    await charged(user, 10 * 300_000);
    const db = await getDb();
    const due = await Promise.all(
      Array.from({ length: 200 }, () => db.transaction((tx) => createPayment(tx, { userId: user.userId, purpose: 'trade_fee', amount: 300_000 }))),
    );
    const results = await Promise.allSettled(due.map((p) => walletPay(db, user.userId, p.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.init).toMatchObject({ status: 409, code: 'insufficient_balance' });
    expect(await balanceOf(db, user.userId)).toBe(0);
    expect(await ledgerDifferences(db)).toEqual([]);
    const [paid] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(sql`${payments.userId} = ${user.userId} AND ${payments.state} = 'paid' AND ${payments.purpose} = 'trade_fee'`);
    expect(paid.n).toBe(10);
  });

  it('a repeat with the same Idempotency-Key gets the first answer and moves nothing; no key, or a key reused elsewhere, is refused', async () => {
    const user = await loginAs(app, newPhone());
    await charged(user, 1_000_000);
    const db = await getDb();
    const fee = await db.transaction((tx) => createPayment(tx, { userId: user.userId, purpose: 'trade_fee', amount: 400_000 }));
    const k = key();
    const first = await ok(await call(user, 'POST', '/payments/wallet-pay', { paymentId: fee.id }, k));
    const again = await call(user, 'POST', '/payments/wallet-pay', { paymentId: fee.id }, k);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(await ok(again)).toEqual(first);
    expect(await balance(user)).toBe(600_000);
    // Without the key the same call would have been a refusal (already paid), so the key made the difference.
    await expectProblem(await call(user, 'POST', '/payments/wallet-pay', { paymentId: fee.id }), 409);
    await expectProblem(await call(user, 'POST', '/payments/wallet-pay', { paymentId: fee.id }, null), 400, 'idempotency-key');
    await expectProblem(await call(user, 'POST', `/payments/${fee.id}/cancel`, undefined, k), 422);
    // The same call with another body: another payment is not answered with the first one's receipt.
    const other = await db.transaction((tx) => createPayment(tx, { userId: user.userId, purpose: 'trade_fee', amount: 100_000 }));
    const reused = await call(user, 'POST', '/payments/wallet-pay', { paymentId: other.id }, k);
    expect((await expectProblem(reused, 422)).code).toBe('idempotency_key_reused');
    expect(await balance(user)).toBe(600_000);
    const charge = key();
    expect((await call(user, 'POST', '/wallettransactions/charge', { amount: 200_000 }, charge)).status).toBe(201);
    await expectProblem(await call(user, 'POST', '/wallettransactions/charge', { amount: 50_000 }, charge), 422);
  });

  it("another user's payment is 404 for every call and stays as it was", async () => {
    const owner = await loginAs(app, newPhone());
    const stranger = await loginAs(app, newPhone());
    await charged(stranger, 1_000_000);
    const db = await getDb();
    const fee = await db.transaction((tx) => createPayment(tx, { userId: owner.userId, purpose: 'trade_fee', amount: 100_000 }));
    await expectProblem(await call(stranger, 'POST', '/payments/wallet-pay', { paymentId: fee.id }), 404);
    await expectProblem(await call(stranger, 'POST', `/payments/${fee.id}/cancel`), 404);
    await expectProblem(await call(stranger, 'POST', '/onlinepayments/request', { paymentId: fee.id }), 404);
    await expectProblem(await call(stranger, 'GET', `/onlinepayments/by-paymentid?paymentId=${fee.id}`), 404);
    await expectProblem(await call(stranger, 'GET', `/payments/${fee.id}`), 404);
    expect(await ok(await call(stranger, 'GET', '/payments/for-retry-pay'))).toEqual([]);
    expect(await ok(await call(owner, 'GET', '/payments/for-retry-pay'))).toMatchObject([{ id: fee.id, state: 'pending' }]);
    expect(await balance(stranger)).toBe(1_000_000);
    await expectProblem(await call(null, 'GET', '/wallettransactions'), 401);
  });

  it('a cancelled attempt leaves the payment to retry; a cancelled payment is not paid; a paid one is not cancelled', async () => {
    const user = await loginAs(app, newPhone());
    const started = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 500_000 }), 201);
    expect((await app.request((await payAtSandbox(started, 'cancel'))!)).status).toBe(302);
    expect(await ok(await call(user, 'GET', `/payments/${started.payment.id}`))).toMatchObject({ state: 'pending' });
    const retried = await ok<ChargeStarted['attempt']>(await call(user, 'POST', '/onlinepayments/retry-request', { paymentId: started.payment.id }), 201);
    expect(retried.state).toBe('redirected');
    // While that page may still be paid, no third attempt; once its minutes are over by the
    // database's clock, one is let through.
    await expectProblem(await call(user, 'POST', '/onlinepayments/retry-request', { paymentId: started.payment.id }), 409);
    const db = await getDb();
    await db.update(onlinePayments).set({ createdAt: sql`now() - make_interval(mins => ${ATTEMPT_OPEN_MINUTES + 1})` }).where(eq(onlinePayments.id, retried.id));
    await ok(await call(user, 'POST', '/onlinepayments/retry-request', { paymentId: started.payment.id }), 201);
    expect(await ok(await call(user, 'POST', `/payments/${started.payment.id}/cancel`))).toMatchObject({ state: 'cancelled' });
    await expectProblem(await call(user, 'POST', '/onlinepayments/retry-request', { paymentId: started.payment.id }), 409);
    const paid = await charged(user, 100_000);
    await expectProblem(await call(user, 'POST', `/payments/${paid.payment.id}/cancel`), 409);
    expect(await balance(user)).toBe(100_000);
  });

  it('a verification that times out leaves the attempt unknown, never failed; reconciliation pays it once, also for a payer who never came back', async () => {
    const user = await loginAs(app, newPhone());
    const sandbox = createSandboxGateway(getDb);
    let down = true;
    useGatewaysForTests({ sandbox: { ...sandbox, verify: (input) => (down ? Promise.reject(new Error('ETIMEDOUT')) : sandbox.verify(input)) } });
    const started = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 700_000 }), 201);
    expect((await app.request((await payAtSandbox(started))!)).status).toBe(302);
    const db = await getDb();
    const [attempt] = await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, started.payment.id));
    expect(attempt.state).toBe('unknown');
    expect(await balance(user)).toBe(0);
    down = false;
    await db.update(onlinePayments).set({ nextCheckAt: new Date(Date.now() - 1000) }).where(eq(onlinePayments.id, attempt.id));
    await reconcileUnknownAttempts(db);
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(700_000);

    // A verification left half-way by a server that stopped: after two minutes, reconciliation.
    const stopped = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 300_000 }), 201);
    await payAtSandbox(stopped, 'vanish');
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.update(onlinePayments).set({ state: 'verifying', updatedAt: ago(1) }).where(eq(onlinePayments.paymentId, stopped.payment.id));
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(700_000);
    await db.update(onlinePayments).set({ updatedAt: ago(3) }).where(eq(onlinePayments.paymentId, stopped.payment.id));
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(1_000_000);

    // Paid at the gateway and the tab closed: the payer never comes back. Half an hour on, the gateway is asked.
    const vanished = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 200_000 }), 201);
    await payAtSandbox(vanished, 'vanish');
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(1_000_000);
    await db.update(onlinePayments).set({ updatedAt: ago(31) }).where(eq(onlinePayments.paymentId, vanished.payment.id));
    await reconcileUnknownAttempts(db);
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(1_200_000);
    // One who left the gateway's page without paying: the attempt fails, the payment waits to be paid again.
    const left = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 100_000 }), 201);
    expect((await app.request(left.attempt.redirectUrl!)).status).toBe(200);
    await db.update(onlinePayments).set({ state: 'redirected', updatedAt: ago(31) }).where(eq(onlinePayments.paymentId, left.payment.id));
    await reconcileUnknownAttempts(db);
    expect(await ok(await call(user, 'GET', `/onlinepayments/by-paymentid?paymentId=${left.payment.id}`))).toMatchObject([{ state: 'failed' }]);
    expect(await ok(await call(user, 'GET', `/payments/${left.payment.id}`))).toMatchObject({ state: 'pending' });
    expect(await balance(user)).toBe(1_200_000);
    expect(await ledgerDifferences(db)).toEqual([]);
  });

  it('a callback decides nothing by itself: a forged «cancelled» or an early «paid» does not shut out the real payment, and a payment cancelled after paying at the gateway reaches the wallet', async () => {
    const user = await loginAs(app, newPhone());
    const db = await getDb();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const attemptOf = async (paymentId: number) => (await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, paymentId)))[0];
    const forgedCallback = (authority: string, status: 'OK' | 'NOK') => app.request(`/api/v1/onlinepayments/callback/sandbox?Authority=${authority}&Status=${status}`);

    // Anyone can send «NOK» for an attempt whose page is open: the gateway is asked, and the payer still pays.
    const forged = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 400_000 }), 201);
    expect((await forgedCallback((await attemptOf(forged.payment.id)).authority!, 'NOK')).status).toBe(302);
    expect((await attemptOf(forged.payment.id)).state).toBe('failed');
    // Asked about moments ago: a callback now is not verified again (callbacks in a row cost one verification)...
    expect((await forgedCallback((await attemptOf(forged.payment.id)).authority!, 'NOK')).status).toBe(302);
    // ...but half a minute on, the payer's own callback is.
    await db.update(onlinePayments).set({ updatedAt: ago(1) }).where(eq(onlinePayments.paymentId, forged.payment.id));
    expect((await app.request((await payAtSandbox(forged))!)).status).toBe(302);
    expect(await balance(user)).toBe(400_000);

    // An «OK» sent before paying, then the payer pays and closes the tab: once the page has closed, the gateway is asked again.
    const early = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 300_000 }), 201);
    expect((await forgedCallback((await attemptOf(early.payment.id)).authority!, 'OK')).status).toBe(302);
    await payAtSandbox(early, 'vanish');
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(400_000);
    // Found unpaid in the page's first minute; the page closed since.
    await db.update(onlinePayments).set({ createdAt: ago(20), updatedAt: ago(19) }).where(eq(onlinePayments.paymentId, early.payment.id));
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(700_000);
    // Asked once: found unpaid again, it is not asked every run.
    const unpaid = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 100_000 }), 201);
    await forgedCallback((await attemptOf(unpaid.payment.id)).authority!, 'NOK');
    await db.update(onlinePayments).set({ createdAt: ago(20), updatedAt: ago(19) }).where(eq(onlinePayments.paymentId, unpaid.payment.id));
    expect(await reconcileUnknownAttempts(db)).toBe(1);
    expect(await reconcileUnknownAttempts(db)).toBe(0);

    // A gateway request refused (no page, no authority): nothing to ask about, now or later.
    await db.insert(onlinePayments).values({ paymentId: unpaid.payment.id, gateway: 'sandbox', amount: 100_000, state: 'failed', createdAt: ago(20), updatedAt: ago(20) });
    expect(await reconcileUnknownAttempts(db)).toBe(0);

    // Paid at the gateway, the tab closed, then the payment cancelled: the page is not ended with it, and its money is found.
    const vanished = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 200_000 }), 201);
    await payAtSandbox(vanished, 'vanish');
    expect(await ok(await call(user, 'POST', `/payments/${vanished.payment.id}/cancel`))).toMatchObject({ state: 'cancelled' });
    expect((await attemptOf(vanished.payment.id)).state).toBe('redirected');
    await db.update(onlinePayments).set({ updatedAt: ago(31) }).where(eq(onlinePayments.paymentId, vanished.payment.id));
    await reconcileUnknownAttempts(db);
    expect(await balance(user)).toBe(900_000);
    expect(await ok(await call(user, 'GET', `/payments/${vanished.payment.id}`))).toMatchObject({ state: 'cancelled' });
    expect(await ok(await call(user, 'GET', '/wallettransactions'))).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ type: 'refund', amount: 200_000, description: expect.stringContaining('برای پرداختی لغوشده') })]) });
    expect(await ledgerDifferences(db)).toEqual([]);
  });

  it('callbacks from one address past its bound are sent to the wallet without asking the gateway', async () => {
    const user = await loginAs(app, newPhone());
    const started = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 100_000 }), 201);
    const callback = (await payAtSandbox(started))!;
    const db = await getDb();
    const spam = `/api/v1/onlinepayments/callback/sandbox?Authority=${(await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, started.payment.id)))[0].authority}&Status=NOK`;
    const script = clientAddressHeaders('203.0.113.9');
    for (let i = 0; i < 60; i++) await app.request(spam, { headers: script });
    // The payer's own callback, from another address, is verified: paid once.
    expect((await app.request(callback)).headers.get('location')).toBe(`/profile/wallet/payment/${started.payment.id}`);
    expect(await balance(user)).toBe(100_000);
    const past = await app.request(spam, { headers: script });
    expect(past.headers.get('location')).toBe('/profile/wallet');
  });

  it("only an owner user charges, and only a consumer it owns; the money reaches the consumer's wallet", async () => {
    const owner = await loginAs(app, newPhone(), { roles: ['owner'] });
    const plain = await loginAs(app, newPhone());
    const consumer = await loginAs(app, newPhone());
    const other = await loginAs(app, newPhone());
    const db = await getDb();
    await db.insert(buyers).values({ userId: consumer.userId, ownerUserId: owner.userId }).onConflictDoUpdate({ target: buyers.userId, set: { ownerUserId: owner.userId } });
    await expectProblem(await call(plain, 'POST', '/wallettransactions/charge-by-user', { userId: consumer.userId, amount: 100_000 }), 403);
    await expectProblem(await call(owner, 'POST', '/wallettransactions/charge-by-user', { userId: other.userId, amount: 100_000 }), 404);
    const started = await ok<ChargeStarted>(await call(owner, 'POST', '/wallettransactions/charge-by-user', { userId: consumer.userId, amount: 250_000 }), 201);
    expect((await app.request((await payAtSandbox(started))!)).status).toBe(302);
    expect(await balance(consumer)).toBe(250_000);
    expect(await balance(owner)).toBe(0);
    expect(await ok(await call(consumer, 'GET', '/wallettransactions'))).toMatchObject({ items: [{ type: 'charge_by_owner', amount: 250_000, description: 'شارژ کیف پول توسط کاربر مالک' }] });
    // The owner sees its consumers, what their wallets hold and its last paid charge of each (a
    // charge started and not paid is not one); nobody else does.
    await ok(await call(owner, 'POST', '/wallettransactions/charge-by-user', { userId: consumer.userId, amount: 90_000 }), 201);
    expect(await ok(await call(owner, 'GET', '/buyers/owned'))).toEqual([
      {
        userId: consumer.userId,
        phone: expect.stringMatching(/^\+98/),
        firstName: null,
        lastName: null,
        balance: 250_000,
        lastCharge: { amount: 250_000, paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      },
    ]);
    await expectProblem(await call(plain, 'GET', '/buyers/owned'), 403);
    await expectProblem(await call(null, 'GET', '/buyers/owned'), 401);
  });

  it('the ledger by page, type, day and words, newest first or oldest first; the balance history starts from the balance before it', async () => {
    const user = await loginAs(app, newPhone());
    const db = await getDb();
    await charged(user, 1_000_000);
    await charged(user, 2_000_000);
    const fee = await db.transaction((tx) => createPayment(tx, { userId: user.userId, purpose: 'trade_fee', amount: 500_000 }));
    await walletPay(db, user.userId, fee.id);
    type Page = { items: { type: string; amount: number; balanceAfter: number; description: string }[]; totalCount: number; pageNumber: number; pageSize: number };
    const all = await ok<Page>(await call(user, 'GET', '/wallettransactions'));
    expect(all.items.map((e) => e.amount)).toEqual([-500_000, 2_000_000, 1_000_000]);
    expect(all).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 10 });
    const second = await ok<Page>(await call(user, 'GET', '/wallettransactions?paging.pageNumber=2&paging.pageSize=2&sorting.direction=asc'));
    expect(second).toMatchObject({ totalCount: 3, items: [{ amount: -500_000, balanceAfter: 2_500_000 }] });
    expect((await ok<Page>(await call(user, 'GET', '/wallettransactions?filter.type=payment'))).items).toMatchObject([{ type: 'payment' }]);
    expect((await ok<Page>(await call(user, 'GET', '/wallettransactions?filter.type=charge,refund'))).totalCount).toBe(2);
    expect((await ok<Page>(await call(user, 'GET', `/wallettransactions?filter.text=${encodeURIComponent('انتشار')}`))).items).toMatchObject([{ amount: -500_000 }]);
    const today = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await ok<Page>(await call(user, 'GET', `/wallettransactions?filter.from=${today}&filter.to=${today}`))).totalCount).toBe(3);
    expect((await ok<Page>(await call(user, 'GET', '/wallettransactions?filter.to=2020-01-01'))).totalCount).toBe(0);
    await expectProblem(await call(user, 'GET', '/wallettransactions?filter.type=gift'), 400);
    await expectProblem(await call(user, 'GET', '/wallettransactions?paging.pageSize=1000'), 400);
    // Someone else's ledger is not reachable by any filter.
    expect((await ok<Page>(await call(await loginAs(app, newPhone()), 'GET', '/wallettransactions'))).totalCount).toBe(0);

    // A movement older than the chart's period: the period begins with the balance it left.
    await db.update(walletTransactions).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(walletTransactions.amount, 1_000_000));
    const points = await ok<{ at: string; balance: number }[]>(await call(user, 'GET', '/wallettransactions/balance-history?days=30'));
    expect(points.map((p) => p.balance)).toEqual([1_000_000, 3_000_000, 2_500_000, 2_500_000]);
    expect(new Date(points[0].at).getTime()).toBeLessThan(new Date(points[1].at).getTime());
    expect((await ok<{ balance: number }[]>(await call(user, 'GET', '/wallettransactions/balance-history?days=90'))).map((p) => p.balance)).toEqual([0, 1_000_000, 3_000_000, 2_500_000, 2_500_000]);
    await expectProblem(await call(user, 'GET', '/wallettransactions/balance-history?days=0'), 400);
    await expectProblem(await call(null, 'GET', '/wallettransactions/balance-history'), 401);
  });

  it('through Zarinpal (a local fake): verified with our amount, "already verified" on a replay counts once, a failed verification leaves the payment to retry', async () => {
    const fake = await startFakeGateway();
    try {
      useGatewaysForTests({ zarinpal: createZarinpalGateway({ merchantId: 'm-1', baseUrl: fake.url, timeoutMs: 500 }) });
      const user = await loginAs(app, newPhone());
      fake.on('/pg/v4/payment/request.json', { json: { data: { code: 100, authority: 'A00000000000000000000000000000000001' }, errors: [] } });
      const started = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 3_000_000, gateway: 'zarinpal' }), 201);
      expect(started.attempt.redirectUrl).toBe(`${fake.url}/pg/StartPay/A00000000000000000000000000000000001`);
      const callback = '/api/v1/onlinepayments/callback/zarinpal?Authority=A00000000000000000000000000000000001&Status=OK';
      fake.on('/pg/v4/payment/verify.json', { json: { data: { code: 100, ref_id: 777 }, errors: [] } });
      expect((await app.request(callback)).status).toBe(302);
      fake.on('/pg/v4/payment/verify.json', { json: { data: { code: 101, ref_id: 777 }, errors: [] } });
      expect((await app.request(callback)).status).toBe(302);
      expect(await balance(user)).toBe(3_000_000);
      expect(fake.seen.filter((s) => s.path.endsWith('verify.json')).map((s) => s.body.amount)).toEqual([3_000_000]);

      fake.on('/pg/v4/payment/request.json', { json: { data: { code: 100, authority: 'A00000000000000000000000000000000002' }, errors: [] } });
      const second = await ok<ChargeStarted>(await call(user, 'POST', '/wallettransactions/charge', { amount: 1_000_000, gateway: 'zarinpal' }), 201);
      fake.on('/pg/v4/payment/verify.json', { status: 400, json: { data: [], errors: { code: -51, message: 'not paid' } } });
      expect((await app.request('/api/v1/onlinepayments/callback/zarinpal?Authority=A00000000000000000000000000000000002&Status=OK')).status).toBe(302);
      expect(await ok(await call(user, 'GET', `/payments/${second.payment.id}`))).toMatchObject({ state: 'pending' });
      expect(await ok(await call(user, 'GET', `/onlinepayments/by-paymentid?paymentId=${second.payment.id}`))).toMatchObject([{ state: 'failed' }]);
      expect(await balance(user)).toBe(3_000_000);
    } finally {
      await fake.close();
    }
  });

  it('a paid plan bought from the wallet raises the month\'s free quota at once; the free plan is not for sale', async () => {
    const user = await loginAs(app, newPhone());
    const plans = await ok<{ id: number; code: string; price: number; freePerMonth: number }[]>(await call(null, 'GET', '/membershipplans'));
    const base = plans.find((p) => p.code === 'base')!;
    const silver = plans.find((p) => p.code === 'silver')!;
    expect(await ok(await call(user, 'POST', '/membershipplans'))).toMatchObject({ plan: { code: 'base' } });
    await expectProblem(await call(user, 'POST', `/membershipplans/${base.id}/buy`), 409);
    await expectProblem(await call(user, 'POST', '/membershipplans/999999/buy'), 404);
    const payment = await ok<{ id: number; amount: number; purpose: string }>(await call(user, 'POST', `/membershipplans/${silver.id}/buy`), 201);
    expect(payment).toMatchObject({ purpose: 'membership', amount: silver.price });
    await charged(user, silver.price);
    expect(await ok(await call(user, 'POST', '/payments/wallet-pay', { paymentId: payment.id }))).toMatchObject({ state: 'paid' });
    const now = await ok<{ plan: { code: string }; freeLeft: number; endsAt: string }>(await call(user, 'POST', '/membershipplans'));
    expect(now).toMatchObject({ plan: { code: 'silver' }, freeLeft: silver.freePerMonth });
    expect(new Date(now.endsAt).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(await ok(await call(user, 'GET', '/membershipplans/mine'))).toEqual(now);
    await expectProblem(await call(null, 'GET', '/membershipplans/mine'), 401);
    expect(await balance(user)).toBe(0);
  });

  it('a plan bought while a dearer one runs starts when that one ends: a paid period is never cut short', async () => {
    const user = await loginAs(app, newPhone());
    const plans = await ok<{ id: number; code: string; price: number; freePerMonth: number; periodDays: number }[]>(await call(null, 'GET', '/membershipplans'));
    const silver = plans.find((p) => p.code === 'silver')!;
    const gold = plans.find((p) => p.code === 'gold')!;
    const buy = async (plan: typeof gold) => {
      const payment = await ok<{ id: number }>(await call(user, 'POST', `/membershipplans/${plan.id}/buy`), 201);
      await charged(user, plan.price);
      expect(await ok(await call(user, 'POST', '/payments/wallet-pay', { paymentId: payment.id }))).toMatchObject({ state: 'paid' });
    };
    await buy(gold);
    const withGold = await ok<{ plan: { code: string }; endsAt: string; paidUntil: string }>(await call(user, 'GET', '/membershipplans/mine'));
    expect(withGold.paidUntil).toBe(withGold.endsAt);
    await buy(silver);
    const after = await ok<{ plan: { code: string }; freeLeft: number; endsAt: string; paidUntil: string }>(await call(user, 'GET', '/membershipplans/mine'));
    expect(after).toMatchObject({ plan: { code: 'gold' }, freeLeft: gold.freePerMonth, endsAt: withGold.endsAt });
    expect(new Date(after.paidUntil).getTime() - new Date(withGold.endsAt).getTime()).toBe(silver.periodDays * 86_400_000);
    // Silver takes over on the day gold ends.
    const db = await getDb();
    const [{ code }] = await db
      .select({ code: membershipPlans.code })
      .from(userMemberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, userMemberships.planId))
      .where(and(eq(userMemberships.userId, user.userId), eq(userMemberships.startsAt, new Date(withGold.endsAt))));
    expect(code).toBe('silver');
    expect(await balance(user)).toBe(0);
  });

  it('two plans paid at the same moment, one through the gateway and one from the wallet, queue one after the other: their periods never overlap', async () => {
    const user = await loginAs(app, newPhone());
    const plans = await ok<{ id: number; code: string; price: number; periodDays: number }[]>(await call(null, 'GET', '/membershipplans'));
    const silver = plans.find((p) => p.code === 'silver')!;
    // A second «buy» while the first waits is the first; once that one is on its way at the gateway, a second period.
    const online = await ok<{ id: number }>(await call(user, 'POST', `/membershipplans/${silver.id}/buy`), 201);
    expect(await ok<{ id: number }>(await call(user, 'POST', `/membershipplans/${silver.id}/buy`), 201)).toMatchObject({ id: online.id });
    const attempt = await ok<ChargeStarted['attempt']>(await call(user, 'POST', '/onlinepayments/request', { paymentId: online.id }), 201);
    const fromWallet = await ok<{ id: number }>(await call(user, 'POST', `/membershipplans/${silver.id}/buy`), 201);
    expect(fromWallet.id).not.toBe(online.id);
    await charged(user, silver.price);
    // The payer has paid at the gateway; its return and the wallet payment arrive together.
    const callback = (await payAtSandbox({ payment: { id: online.id }, attempt } as ChargeStarted))!;
    const [back, paid] = await Promise.all([app.request(callback), call(user, 'POST', '/payments/wallet-pay', { paymentId: fromWallet.id })]);
    expect([back.status, paid.status]).toEqual([302, 200]);
    const db = await getDb();
    const periods = await db
      .select({ startsAt: userMemberships.startsAt, endsAt: userMemberships.endsAt })
      .from(userMemberships)
      .where(and(eq(userMemberships.userId, user.userId), eq(userMemberships.planId, silver.id)))
      .orderBy(userMemberships.startsAt);
    expect(periods).toHaveLength(2);
    expect(periods[1].startsAt.getTime()).toBe(periods[0].endsAt!.getTime());
    const mine = await ok<{ paidUntil: string }>(await call(user, 'GET', '/membershipplans/mine'));
    expect(new Date(mine.paidUntil).getTime() - periods[0].startsAt.getTime()).toBe(2 * silver.periodDays * 86_400_000);
    expect(await balance(user)).toBe(0);
  });

  it('taps on «buy» at once make one payment for the plan, not one each', async () => {
    const user = await loginAs(app, newPhone());
    const plans = await ok<{ id: number; code: string }[]>(await call(null, 'GET', '/membershipplans'));
    const silver = plans.find((p) => p.code === 'silver')!;
    const taps = await Promise.all([1, 2, 3].map(() => call(user, 'POST', `/membershipplans/${silver.id}/buy`)));
    const ids = await Promise.all(taps.map(async (res) => (await ok<{ id: number }>(res, 201)).id));
    expect(new Set(ids).size).toBe(1);
    const db = await getDb();
    expect(await db.select({ id: payments.id }).from(payments).where(and(eq(payments.userId, user.userId), eq(payments.purpose, 'membership')))).toHaveLength(1);
    // The payer went to the gateway and came back unpaid: «buy» again is still that payment.
    await ok(await call(user, 'POST', '/onlinepayments/request', { paymentId: ids[0] }), 201);
    await db.update(onlinePayments).set({ state: 'failed' }).where(eq(onlinePayments.paymentId, ids[0]));
    expect(await ok<{ id: number }>(await call(user, 'POST', `/membershipplans/${silver.id}/buy`), 201)).toMatchObject({ id: ids[0] });
  });

  it('an admin refunds a paid fee to the payer\'s wallet once, with its reason; nobody else may, and a charge is not refunded this way', async () => {
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const user = await loginAs(app, newPhone());
    const started = await charged(user, 900_000);
    const db = await getDb();
    const fee = await db.transaction((tx) => createPayment(tx, { userId: user.userId, purpose: 'trade_fee', amount: 500_000 }));
    await walletPay(db, user.userId, fee.id);
    expect(await balance(user)).toBe(400_000);
    await expectProblem(await call(user, 'POST', `/payments/${fee.id}/refund`, { reason: 'سفارش منتشر نشد' }), 403);
    await expectProblem(await call(admin, 'POST', `/payments/${fee.id}/refund`, { reason: '' }), 400, 'reason');
    const entry = await ok(await call(admin, 'POST', `/payments/${fee.id}/refund`, { reason: 'سفارش منتشر نشد' }), 201);
    expect(entry).toMatchObject({ type: 'refund', amount: 500_000, balanceAfter: 900_000, description: expect.stringContaining('سفارش منتشر نشد') });
    await expectProblem(await call(admin, 'POST', `/payments/${fee.id}/refund`, { reason: 'دوباره' }), 409);
    await expectProblem(await call(admin, 'POST', `/payments/${started.payment.id}/refund`, { reason: 'شارژ' }), 409);
    await expectProblem(await call(admin, 'POST', '/payments/99999999/refund', { reason: 'نیست' }), 404);
    expect(await balance(user)).toBe(900_000);
    expect(await ledgerDifferences(db)).toEqual([]);
  });

  it('bad input changes nothing: amounts out of range, wrong types, unknown fields', async () => {
    const user = await loginAs(app, newPhone());
    await expectProblem(await call(user, 'POST', '/wallettransactions/charge', { amount: 5 }), 400, 'amount');
    await expectProblem(await call(user, 'POST', '/wallettransactions/charge', { amount: '1000000' }), 400, 'amount');
    await expectProblem(await call(user, 'POST', '/wallettransactions/charge', { amount: 1_000_000.5 }), 400, 'amount');
    await expectProblem(await call(user, 'POST', '/wallettransactions/charge', { amount: 1_000_000, extra: 1 }), 400);
    await expectProblem(await call(user, 'POST', '/wallettransactions/charge', { amount: 1_000_000, gateway: 'zarinpal' }), 400, 'gateway');
    expect(await ok(await call(user, 'GET', '/payments/for-retry-pay'))).toEqual([]);
  });
});
