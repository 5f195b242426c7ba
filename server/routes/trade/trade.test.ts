import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { PRICE_MAX_MESSAGE, PRICE_MAX_RIAL, QUANTITY_MAX, QUANTITY_MAX_MESSAGE } from '../../../api/contract/supplier-desk';
import { getDb } from '../../db/client';
import { conversationMessages, payments, supplierProducts, suppliers, tradeRequestEvents, tradeRequests, unitsOfMeasurement, users } from '../../db/schema';
import { createLocalStorage, useStorageForTests } from '../../adapters/storage';
import { useSmsSenderForTests, type OrderNotice } from '../../adapters/sms';
import { tehranToday } from '../../../lib/persian/dates';
import { appendEntry, balanceOf } from '../../services/wallet/ledger';
import { usePdfPrinterForTests } from '../../services/trade/order-report-pdf';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../../services/rate-limit';
import { TRADE_ACTION_PATHS, type TradeRequest, type TradeRequestState } from '../../../api/contract/trade';
import { TRANSITIONS, type TransitionAction } from '../../services/trade/trade-states';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const inDays = (n: number) => {
  const d = new Date(`${tehranToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describeEachDatabase('/traderequests', (ctx) => {
  const app = createApp();
  const notices: { phone: string; notice: OrderNotice }[] = [];
  let seller: LoggedIn;
  let otherSeller: LoggedIn;
  let stranger: LoggedIn;
  let store: { id: number };
  let product: { id: number; name: string; price: number | null; priceUnitId: number | null };

  beforeAll(async () => {
    useStorageForTests(createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'trade-storage-'))));
    useSmsSenderForTests({ name: 'dev', sendOtp: async () => undefined, sendOrderNotice: async (phone, notice) => void notices.push({ phone, notice }) });
    seller = await loginAs(app, newPhone(), { roles: ['supplier'] });
    otherSeller = await loginAs(app, newPhone(), { roles: ['supplier'] });
    stranger = await loginAs(app, newPhone());
    const db = await getDb();
    const free = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.isActive, true), isNull(suppliers.ownerUserId)))
      .orderBy(desc(suppliers.id))
      .limit(2);
    store = free[0];
    await db.update(suppliers).set({ ownerUserId: seller.userId }).where(eq(suppliers.id, free[0].id));
    await db.update(suppliers).set({ ownerUserId: otherSeller.userId }).where(eq(suppliers.id, free[1].id));
    [product] = await db
      .select({ id: supplierProducts.id, name: supplierProducts.name, price: supplierProducts.price, priceUnitId: supplierProducts.priceUnitId })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.supplierId, store.id), eq(supplierProducts.isActive, true), isNotNull(supplierProducts.price)))
      .limit(1);
  });
  afterAll(() => {
    useStorageForTests(undefined);
    useSmsSenderForTests(undefined);
  });

  const call = (who: LoggedIn | null, method: string, route: string, body?: unknown) =>
    app.request(`/api/v1${route}`, {
      method,
      headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T = TradeRequest>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return res.json() as Promise<T>;
  };
  const addressOf = async (who: LoggedIn) =>
    (
      await ok<{ id: number }>(
        await call(who, 'POST', '/deliveryaddresses', {
          title: 'انبار',
          province: 'اصفهان',
          city: 'اصفهان',
          addressLine: 'شهرک صنعتی محمودآباد، خیابان ۱۲',
          receiverName: 'مریم خریدار',
          receiverPhone: '09121234567',
        }),
        201,
      )
    ).id;
  /** A buyer's complete draft of the product, ready for confirmation. */
  const draft = async (who: LoggedIn, extra: Record<string, unknown> = {}) =>
    ok(
      await call(who, 'POST', '/traderequests/direct-order', {
        supplierProductId: product.id,
        quantity: 20,
        deliveryAddressId: await addressOf(who),
        wantedDate: inDays(10),
        description: 'تحویل در دو نوبت <script>alert(1)</script>',
        ...extra,
      }),
      201,
    );
  const act = (who: LoggedIn, id: number, action: string, body?: unknown) => call(who, 'POST', `/traderequests/${id}/${action}`, body);
  const publish = async (who: LoggedIn, id: number) => {
    await ok(await act(who, id, 'request-confirmation'));
    return ok(await act(who, id, 'confirm-and-publish'));
  };

  it("the list price is per the order's unit: «۵ تن» of a price per kilogram costs 1000 times it a unit; in a unit of another kind the list names no price", async () => {
    const db = await getDb();
    const [priceUnit] = await db.select().from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, product.priceUnitId!));
    const units = await db.select().from(unitsOfMeasurement);
    const bigger = units.find((u) => u.quantityId === priceUnit.quantityId && u.factor > priceUnit.factor)!;
    const otherKind = units.find((u) => u.quantityId !== priceUnit.quantityId)!;
    const perBigger = Math.round((product.price! * bigger.factor) / priceUnit.factor);
    const buyer = await loginAs(app, newPhone());

    const order = await draft(buyer, { unitId: bigger.id, quantity: 5 });
    expect(order).toMatchObject({ unit: { id: bigger.id }, listedUnitPrice: perBigger, total: perBigger * 5 });
    // An order saved before, with the price per the product's unit, is put right by migration 0029.
    await db.update(tradeRequests).set({ listedUnitPrice: product.price }).where(eq(tradeRequests.id, order.id));
    const migration = fs.readFileSync(path.join(process.cwd(), 'server/db/migrations/0029_list_prices_per_order_unit.sql'), 'utf8');
    await db.execute(sql.raw(migration.split('--> statement-breakpoint')[0]));
    expect((await db.select({ price: tradeRequests.listedUnitPrice }).from(tradeRequests).where(eq(tradeRequests.id, order.id)))[0].price).toBe(perBigger);
    const counted = await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { unitId: otherKind.id }));
    expect(counted).toMatchObject({ unit: { id: otherKind.id }, listedUnitPrice: null, total: null });
    const back = await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { unitId: priceUnit.id, quantity: 7 }));
    expect(back).toMatchObject({ listedUnitPrice: product.price, total: product.price! * 7 });

    // Per a unit so small the price is not a whole Rial, the list names none rather than a rounded one.
    const smaller = units.find((u) => u.quantityId === priceUnit.quantityId && (product.price! * u.factor) / priceUnit.factor % 1 !== 0);
    if (smaller) {
      expect(await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { unitId: smaller.id }))).toMatchObject({ listedUnitPrice: null, total: null });
    }

    // Published without a list price, it cannot be accepted as it is: the supplier names a price.
    await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { unitId: otherKind.id }));
    await publish(buyer, order.id);
    const seen = await ok(await call(seller, 'GET', `/traderequests/${order.id}`));
    expect(seen.actions).toEqual(['reject', 'counter']);
    expect(await expectProblem(await act(seller, order.id, 'accept'), 409)).toMatchObject({ code: 'price_needed' });
    // A counter-offer above any price the site lists is a slip, refused as a list price is.
    const tooLarge = await expectProblem(await act(seller, order.id, 'counter', { unitPrice: PRICE_MAX_RIAL + 10 }), 400, 'unitPrice');
    expect(tooLarge.errors!.find((e) => e.field === 'unitPrice')!.message).toBe(PRICE_MAX_MESSAGE);
    await ok(await act(seller, order.id, 'counter', { unitPrice: 1_500_000 }));
    expect(await ok(await act(buyer, order.id, 'accept-counter'))).toMatchObject({ state: 'accepted', agreed: { unitPrice: 1_500_000 }, total: 1_500_000 * 7 });
  });

  it('a draft is published within the quota; the supplier counter-offers; the buyer accepts; every step is an event and a notice in their thread', async () => {
    const buyer = await loginAs(app, newPhone());
    const order = await draft(buyer);
    expect(order).toMatchObject({
      state: 'draft',
      mySide: 'buyer',
      title: product.name,
      listedUnitPrice: product.price,
      unit: { id: product.priceUnitId },
      quantity: 20,
      description: 'تحویل در دو نوبت',
      actions: ['request_confirmation', 'cancel'],
      // No thread yet: the supplier hears of an order when it is published.
      conversationId: null,
    });
    expect(order.deliveryAddress).toContain('محمودآباد');
    expect(order.total).toBe(product.price! * 20);

    const edited = await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { quantity: 25 }));
    expect(edited.quantity).toBe(25);
    // Not yet the supplier's to see.
    await expectProblem(await call(seller, 'GET', `/traderequests/${order.id}`), 404);

    const price = await ok<{ fee: number; canPublish: boolean; membership: { plan: { code: string }; freeLeft: number } }>(
      await call(buyer, 'GET', `/traderequests/${order.id}/membership-and-price`),
    );
    expect(price).toMatchObject({ fee: 0, canPublish: true, membership: { plan: { code: 'base' }, freeLeft: 3 } });
    const published = await publish(buyer, order.id);
    expect(published).toMatchObject({ state: 'published', usedQuota: true, publicationFee: 0, actions: ['cancel'] });
    await expectProblem(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { quantity: 30 }), 409);

    const incoming = await ok<{ items: TradeRequest[] }>(await call(seller, 'GET', `/traderequests/by-supplier?supplierId=${store.id}&filter.state=published`));
    expect(incoming.items.map((o) => o.id)).toContain(order.id);
    expect(incoming.items.find((o) => o.id === order.id)).toMatchObject({ mySide: 'supplier', actions: ['accept', 'reject', 'counter'] });

    const countered = await ok(await act(seller, order.id, 'counter', { unitPrice: 1_234_000, deliveryDate: inDays(14), note: 'برای ۲۵ عدد این قیمت' }));
    expect(countered).toMatchObject({ state: 'countered', counter: { unitPrice: 1_234_000, deliveryDate: inDays(14), note: 'برای ۲۵ عدد این قیمت' } });
    const accepted = await ok(await act(buyer, order.id, 'accept-counter'));
    expect(accepted).toMatchObject({ state: 'accepted', agreed: { unitPrice: 1_234_000, deliveryDate: inDays(14) }, total: 1_234_000 * 25 });
    const done = await ok(await act(seller, order.id, 'complete'));
    expect(done.state).toBe('completed');

    const events = await ok<{ action: string; toState: string; actorSide: string }[]>(await call(buyer, 'GET', `/traderequestevents?tradeRequestId=${order.id}`));
    expect(events.map((e) => [e.action, e.toState, e.actorSide])).toEqual([
      ['create', 'draft', 'buyer'],
      ['request_confirmation', 'awaiting_confirmation', 'buyer'],
      ['confirm_and_publish', 'published', 'buyer'],
      ['counter', 'countered', 'supplier'],
      ['accept_counter', 'accepted', 'buyer'],
      ['complete', 'completed', 'supplier'],
    ]);
    // The supplier's story starts at the publication.
    const theirs = await ok<{ action: string }[]>(await call(seller, 'GET', `/traderequestevents?tradeRequestId=${order.id}`));
    expect(theirs.map((e) => e.action)).toEqual(['confirm_and_publish', 'counter', 'accept_counter', 'complete']);

    const notes = await (await getDb()).select().from(conversationMessages).where(eq(conversationMessages.tradeRequestId, order.id));
    expect(notes.map((m) => m.senderSide)).toEqual(['buyer', 'supplier', 'buyer', 'supplier']);
    // Each side's order leads to that thread, and to no other.
    expect(new Set(notes.map((m) => m.conversationId)).size).toBe(1);
    for (const side of [buyer, seller]) expect((await ok(await call(side, 'GET', `/traderequests/${order.id}`))).conversationId).toBe(notes[0].conversationId);
    // The thread's last line is the order's notice, and the list says so (no «شما:» before it).
    const threads = await ok<{ items: { id: number; lastMessage: { tradeRequestId: number | null } | null }[] }>(await call(buyer, 'GET', '/conversations'));
    expect(threads.items.find((c) => c.id === notes[0].conversationId)?.lastMessage?.tradeRequestId).toBe(order.id);
    // The counter-offer's terms say per what unit, and the supplier's note stands apart from them.
    expect(notes[1].body).toMatch(/^پیشنهاد تازه برای سفارش شمارهٔ [۰-۹]+: قیمت هر .+ ۱۲۳٬۴۰۰ تومان، تحویل .+\. برای ۲۵ عدد این قیمت$/);
    // By SMS: the storefront's owner when the order reached it, the buyer when it was answered;
    // what the one told did themselves (accepting the counter-offer, completing) is not sent.
    expect(notices.filter((n) => n.notice.orderId === order.id)).toEqual([
      { phone: seller.phone, notice: { orderId: order.id, outcome: 'received' } },
      { phone: buyer.phone, notice: { orderId: order.id, outcome: 'countered' } },
    ]);
    expect(notes[1].body).toContain('۱۲۳٬۴۰۰ تومان');
  });

  it("an order's thread is its product's, beside a general one with the supplier, and stays that one when the product is deleted", async () => {
    const db = await getDb();
    const buyer = await loginAs(app, newPhone());
    // The buyer asked the supplier something in general first: a thread of their own.
    const general = await ok<{ conversation: { id: number } }>(
      await call(buyer, 'POST', '/conversations', { supplierId: store.id, pageKind: 'supplier', objectId: store.id, body: 'فهرست قیمت را می‌فرستید؟' }),
      201,
    );
    // A product of the store's own, deleted once ordered.
    const [row] = await db.select().from(supplierProducts).where(eq(supplierProducts.id, product.id));
    const [copy] = await db
      .insert(supplierProducts)
      .values({ ...row, id: undefined, slug: `${row.slug}-${crypto.randomInt(1e9)}`, createdAt: undefined, updatedAt: undefined })
      .returning({ id: supplierProducts.id });
    const order = await draft(buyer, { supplierProductId: copy.id });
    const published = await publish(buyer, order.id);
    const [first] = await db.select().from(conversationMessages).where(eq(conversationMessages.tradeRequestId, order.id));
    expect(published.conversationId).toBe(first.conversationId);
    expect(published.conversationId).not.toBe(general.conversation.id);

    await db.delete(supplierProducts).where(eq(supplierProducts.id, copy.id));
    const orphan = await ok(await call(buyer, 'GET', `/traderequests/${order.id}`));
    expect(orphan.product).toBeNull();
    expect(orphan.conversationId).toBe(first.conversationId);
    // Later notices go on in the same thread, not in the general one.
    await ok(await act(seller, order.id, 'counter', { unitPrice: 1_000_000 }));
    const notes = await db.select().from(conversationMessages).where(eq(conversationMessages.tradeRequestId, order.id));
    expect(notes.map((m) => m.conversationId)).toEqual([first.conversationId, first.conversationId]);
  });

  it("an order's notice leaves the thread's unread messages unread for the side that acted from the order's page", async () => {
    const buyer = await loginAs(app, newPhone());
    const asked = await ok<{ conversation: { id: number } }>(
      await call(buyer, 'POST', '/conversations', { supplierId: store.id, pageKind: 'supplier_product', objectId: product.id, body: 'تحویل در اصفهان هم دارید؟' }),
      201,
    );
    const unreadOfSeller = async () =>
      (await ok<{ items: { id: number; unreadCount: number }[] }>(await call(seller, 'GET', '/conversations'))).items.find((c) => c.id === asked.conversation.id)?.unreadCount;
    const order = await draft(buyer);
    const published = await publish(buyer, order.id);
    expect(published.conversationId).toBe(asked.conversation.id);
    // The question and the order's publication, both the buyer's.
    expect(await unreadOfSeller()).toBe(2);
    await ok(await act(seller, order.id, 'counter', { unitPrice: 1_200_000 }));
    expect(await unreadOfSeller()).toBe(2);
    // Answering in the thread is reading it.
    await ok(await call(seller, 'POST', '/conversations', { conversationId: asked.conversation.id, body: 'بله، با هزینهٔ حمل' }), 201);
    expect(await unreadOfSeller()).toBe(0);
  });

  it('refuses illegal transitions with 409 and the current state, the other side’s moves with 403, and changes nothing', async () => {
    const buyer = await loginAs(app, newPhone());
    const order = await draft(buyer);
    const refused = await act(buyer, order.id, 'confirm-and-publish');
    expect(await refused.clone().json()).toMatchObject({ code: 'illegal_transition', currentState: 'draft' });
    await expectProblem(refused, 409);
    await publish(buyer, order.id);
    await expectProblem(await act(buyer, order.id, 'accept'), 403);
    await expectProblem(await act(seller, order.id, 'cancel'), 403);
    await expectProblem(await act(seller, order.id, 'reject'), 400, 'note');
    await expectProblem(await act(seller, order.id, 'counter', { note: 'فقط یادداشت' }), 400, 'unitPrice');
    await ok(await act(seller, order.id, 'reject', { note: 'این مقدار موجود نیست' }));
    const again = await act(seller, order.id, 'accept');
    expect((await again.clone().json()).currentState).toBe('rejected');
    await expectProblem(again, 409);
    await expectProblem(await act(buyer, order.id, 'cancel'), 409);
    const rows = await (await getDb()).select({ n: count() }).from(tradeRequestEvents).where(eq(tradeRequestEvents.tradeRequestId, order.id));
    expect(rows[0].n).toBe(4);
    expect(notices).toContainEqual({ phone: buyer.phone, notice: { orderId: order.id, outcome: 'rejected' } });
  });

  it('every action from every state: the legal ones move the order and write their event, the rest are 409 naming the state, or 403 from the wrong side', async () => {
    /** The steps that bring a new order to each state. */
    const ROUTES: Record<TradeRequestState, TransitionAction[]> = {
      draft: [],
      awaiting_confirmation: ['request_confirmation'],
      published: ['request_confirmation', 'confirm_and_publish'],
      countered: ['request_confirmation', 'confirm_and_publish', 'counter'],
      accepted: ['request_confirmation', 'confirm_and_publish', 'accept'],
      rejected: ['request_confirmation', 'confirm_and_publish', 'reject'],
      completed: ['request_confirmation', 'confirm_and_publish', 'accept', 'complete'],
      cancelled: ['cancel'],
    };
    const INPUT: Partial<Record<TransitionAction, object>> = { reject: { note: 'موجود نیست' }, counter: { unitPrice: 2_000_000 } };
    const db = await getDb();
    // Each round has a buyer and a storefront owner of its own: the month's free quota and the
    // per-user write limit are for people, not for a table of 72 cases.
    let owner = seller;
    const sideUser = (side: 'buyer' | 'supplier', buyer: LoggedIn) => (side === 'buyer' ? buyer : owner);
    const events = async (id: number) => (await db.select({ n: count() }).from(tradeRequestEvents).where(eq(tradeRequestEvents.tradeRequestId, id)))[0].n;
    try {
      for (const [state, route] of Object.entries(ROUTES) as [TradeRequestState, TransitionAction[]][]) {
        for (const action of Object.keys(TRANSITIONS) as TransitionAction[]) {
          const rule = TRANSITIONS[action];
          const buyer = await loginAs(app, newPhone());
          owner = await loginAs(app, newPhone(), { roles: ['supplier'] });
          await db.update(suppliers).set({ ownerUserId: owner.userId }).where(eq(suppliers.id, store.id));
          const order = await draft(buyer);
          for (const step of route) await ok(await act(sideUser(TRANSITIONS[step].by[0], buyer), order.id, TRADE_ACTION_PATHS[step], INPUT[step]));
          // An order never published is not the supplier's to see: 404, as any order of others.
          const seenBy = (side: 'buyer' | 'supplier') => side === 'buyer' || route.includes('confirm_and_publish');
          const wrongSide = (['buyer', 'supplier'] as const).find((s) => !rule.by.includes(s));
          if (wrongSide) await expectProblem(await act(sideUser(wrongSide, buyer), order.id, TRADE_ACTION_PATHS[action], INPUT[action]), seenBy(wrongSide) ? 403 : 404);
          const res = await act(sideUser(rule.by[0], buyer), order.id, TRADE_ACTION_PATHS[action], INPUT[action]);
          if (!seenBy(rule.by[0])) {
            await expectProblem(res, 404);
            expect(await events(order.id)).toBe(route.length + 1);
          } else if (rule.from.includes(state)) {
            expect((await ok(res)).state, `${action} from ${state}`).toBe(rule.to);
            expect(await events(order.id)).toBe(route.length + 2);
          } else {
            expect(await res.clone().json(), `${action} from ${state}`).toMatchObject({ code: 'illegal_transition', currentState: state });
            await expectProblem(res, 409);
            expect(await events(order.id)).toBe(route.length + 1);
          }
        }
      }
    } finally {
      await db.update(suppliers).set({ ownerUserId: seller.userId }).where(eq(suppliers.id, store.id));
    }
  }, 120_000);

  it('an incomplete draft cannot ask for confirmation: each missing field says so in Persian', async () => {
    const buyer = await loginAs(app, newPhone());
    const order = await ok(await call(buyer, 'POST', '/traderequests/direct-order', { supplierProductId: product.id }), 201);
    await expectProblem(await act(buyer, order.id, 'request-confirmation'), 400, 'quantity', 'deliveryAddressId', 'wantedDate');
    await expectProblem(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { wantedDate: '2020-01-01' }), 400, 'wantedDate');
    await expectProblem(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { deliveryAddressId: await addressOf(stranger) }), 400, 'deliveryAddressId');
    await expectProblem(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { quantity: -1 }), 400);
    await expectProblem(await call(seller, 'POST', '/traderequests/direct-order', { supplierProductId: product.id }), 400, 'supplierId');
    await expectProblem(await call(buyer, 'POST', '/traderequests/direct-order', { supplierProductId: 999_999_999 }), 404);
  });

  it('an order from a supplier page is named by the buyer, who may rename its draft; a product order keeps its product name', async () => {
    const buyer = await loginAs(app, newPhone());
    await expectProblem(await call(buyer, 'POST', '/traderequests/direct-order', { supplierId: store.id, title: 'x' }), 400, 'title');
    await expectProblem(await call(buyer, 'POST', '/traderequests/direct-order', { supplierId: store.id, title: '\u200f\u202e\u200b\u2060' }), 400, 'title');
    const named = await ok(await call(buyer, 'POST', '/traderequests/direct-order', { supplierId: store.id, title: '\u202eورق  گالوانیزه <b>۰٫۵</b>\u200b' }), 201);
    expect(named).toMatchObject({ title: 'ورق گالوانیزه ۰٫۵', product: null, supplier: { id: store.id }, unit: null });
    const renamed = await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${named.id}`, { title: 'ورق گالوانیزه ۰٫۷' }));
    expect(renamed.title).toBe('ورق گالوانیزه ۰٫۷');
    const ofProduct = await draft(buyer);
    await expectProblem(await call(buyer, 'PUT', `/traderequests/direct-order/${ofProduct.id}`, { title: 'نام دیگر' }), 400, 'title');
    expect((await ok(await call(buyer, 'GET', `/traderequests/${ofProduct.id}`))).title).toBe(product.name);
  });

  it('bad drafts and offers are refused with a Persian 400 and change nothing: markup for a title, an unknown category, a quantity kept as 0, a total past exact arithmetic, more than ten files, an offer at no price', async () => {
    const buyer = await loginAs(app, newPhone());
    const directOrder = (body: Record<string, unknown>) => call(buyer, 'POST', '/traderequests/direct-order', body);
    await expectProblem(await directOrder({ supplierId: store.id, title: '<script>سلام</script><b></b>' }), 400, 'title');
    await expectProblem(await directOrder({ supplierId: store.id, title: '<b>x</b>' }), 400, 'title');
    await expectProblem(await directOrder({ supplierId: store.id, title: 'ورق فولادی', categoryId: 999_999 }), 400, 'categoryId');
    await expectProblem(await directOrder({ supplierProductId: product.id, quantity: 0.0004 }), 400, 'quantity');
    const tooMany = await expectProblem(await directOrder({ supplierProductId: product.id, quantity: QUANTITY_MAX + 1 }), 400, 'quantity');
    expect(tooMany.errors!.find((e) => e.field === 'quantity')!.message).toBe(QUANTITY_MAX_MESSAGE);
    const [listed] = await (await getDb()).select({ price: supplierProducts.price }).from(supplierProducts).where(eq(supplierProducts.id, product.id));
    await expectProblem(await directOrder({ supplierProductId: product.id, quantity: Math.ceil(Number.MAX_SAFE_INTEGER / listed.price! / 1000) * 1000 + 1000 }), 400, 'quantity');
    const [{ n: before }] = await (await getDb()).select({ n: count() }).from(tradeRequests).where(eq(tradeRequests.buyerUserId, buyer.userId));
    expect(before).toBe(0);

    const uploadFile = async () => {
      const form = new FormData();
      form.set('file', new File([PDF], 'برگه.pdf', { type: 'application/pdf' }));
      return ok<{ id: number }>(await app.request('/api/v1/files', { method: 'POST', headers: buyer.headers, body: form }), 201);
    };
    const files = [];
    for (let i = 0; i < 12; i++) files.push((await uploadFile()).id);
    const order = await draft(buyer, { fileIds: files.slice(0, 10) });
    const more = await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { fileIds: files.slice(0, 11) });
    await expectProblem(more, 400, 'fileIds');
    expect((await ok(await call(buyer, 'GET', `/traderequests/${order.id}`))).files).toHaveLength(10);
    // The list sent is the order's whole list: one taken off in the form makes room for another.
    const swapped = await ok(await call(buyer, 'PUT', `/traderequests/direct-order/${order.id}`, { fileIds: files.slice(1, 11) }));
    expect(swapped.files.map((f) => f.id)).toEqual(files.slice(1, 11));

    await publish(buyer, order.id);
    await expectProblem(await act(seller, order.id, 'counter', { unitPrice: 0 }), 400, 'unitPrice');
    await expectProblem(await act(seller, order.id, 'counter', { unitPrice: Number.MAX_SAFE_INTEGER }), 400, 'unitPrice');
    expect((await ok(await call(buyer, 'GET', `/traderequests/${order.id}`))).state).toBe('published');
  });

  it("another buyer's order, and another storefront's, are 404 for every call, and stay as they were", async () => {
    const buyer = await loginAs(app, newPhone());
    const order = await draft(buyer);
    await publish(buyer, order.id);
    for (const who of [stranger, otherSeller]) {
      await expectProblem(await call(who, 'GET', `/traderequests/${order.id}`), 404);
      await expectProblem(await call(who, 'PUT', `/traderequests/direct-order/${order.id}`, { quantity: 1 }), 404);
      await expectProblem(await act(who, order.id, 'accept'), 404);
      await expectProblem(await act(who, order.id, 'cancel'), 404);
      await expectProblem(await call(who, 'GET', `/traderequestevents?tradeRequestId=${order.id}`), 404);
      await expectProblem(await call(who, 'GET', `/traderequests/${order.id}/membership-and-price`), 404);
      await expectProblem(await call(who, 'GET', `/traderequests/${order.id}/report.pdf`), 404);
    }
    await expectProblem(await call(otherSeller, 'GET', `/traderequests/by-supplier?supplierId=${store.id}`), 404);
    expect((await ok<{ totalCount: number }>(await call(stranger, 'GET', '/traderequests'))).totalCount).toBe(0);
    const [row] = await (await getDb()).select().from(tradeRequests).where(eq(tradeRequests.id, order.id));
    expect(row.state).toBe('published');
    await expectProblem(await call(null, 'GET', '/traderequests'), 401);
    await expectProblem(await call(null, 'GET', `/traderequests/${order.id}/report.pdf`), 401);
  });

  it('a report prints one at a time for each user and at most 20 in ten minutes, so one user cannot keep everyone waiting', async () => {
    const buyer = await loginAs(app, newPhone());
    const order = await draft(buyer);
    await publish(buyer, order.id);
    const printed: string[] = [];
    let release!: () => void;
    let held = new Promise<void>((resolve) => (release = resolve));
    usePdfPrinterForTests(async (url) => {
      printed.push(url);
      await held;
      return new TextEncoder().encode('%PDF-1.4 آزمون');
    });
    useRateLimitStoreForTests(createMemoryLimitStore());
    onTestFinished(() => {
      usePdfPrinterForTests(undefined);
      useRateLimitStoreForTests(undefined);
    });
    const report = (who: LoggedIn) => call(who, 'GET', `/traderequests/${order.id}/report.pdf`);

    // Two downloads at once: one prints, the other is refused; the supplier's goes on meanwhile.
    const [first, second] = [report(buyer), report(buyer)];
    const refusedAtOnce = await Promise.race([first, second]);
    expect((await expectProblem(refusedAtOnce, 429)).code).toBe('report_being_printed');
    await expect.poll(() => printed.length).toBe(1);
    const sellers = report(seller);
    await expect.poll(() => printed.length).toBe(2);
    release();
    const printedOne = (await first) === refusedAtOnce ? await second : await first;
    for (const res of [printedOne, await sellers]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }

    held = Promise.resolve();
    for (let i = 2; i <= 20; i++) expect((await report(buyer)).status).toBe(200);
    const refused = await report(buyer);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await expectProblem(refused, 429)).code).toBe('too_many_reports');
    expect((await report(seller)).status).toBe(200);
  });

  it("the supplier's desk counts the orders waiting for its answer", async () => {
    const waiting = async () =>
      (await ok<{ id: number; waitingOrderCount: number }[]>(await call(seller, 'GET', '/supplier-desk/suppliers'))).find((s) => s.id === store.id)!.waitingOrderCount;
    const before = await waiting();
    const buyer = await loginAs(app, newPhone());
    const order = await draft(buyer);
    expect(await waiting()).toBe(before);
    await publish(buyer, order.id);
    expect(await waiting()).toBe(before + 1);
    await ok(await act(seller, order.id, 'counter', { unitPrice: 1_000_000 }));
    expect(await waiting()).toBe(before);
  });

  it('two transitions racing on one order: exactly one wins', async () => {
    const buyer = await loginAs(app, newPhone());
    const order = await draft(buyer);
    await publish(buyer, order.id);
    // Three answers from the published state at once: one stands, the others find it answered.
    const answers = await Promise.all([
      act(seller, order.id, 'accept'),
      act(seller, order.id, 'reject', { note: 'موجودی نداریم' }),
      act(seller, order.id, 'counter', { unitPrice: 1_000_000 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await (await getDb()).select({ n: count() }).from(tradeRequestEvents).where(eq(tradeRequestEvents.tradeRequestId, order.id));
    expect(rows[0].n).toBe(4);
  });

  it('a fee asked for while the quota was spent is charged once: paid, it publishes without the quota that came back; unpaid, the quota publishes and the fee is cancelled', async () => {
    const buyer = await loginAs(app, newPhone());
    const plan = await ok<{ plan: { freePerMonth: number; feePerPublication: number } }>(await call(buyer, 'POST', '/membershipplans'));
    const free = await Promise.all(Array.from({ length: plan.plan.freePerMonth }, () => draft(buyer)));
    for (const o of free) await publish(buyer, o.id);
    const [paidLater, leftUnpaid] = [await draft(buyer), await draft(buyer)];
    for (const o of [paidLater, leftUnpaid]) {
      await ok(await act(buyer, o.id, 'request-confirmation'));
      expect((await act(buyer, o.id, 'confirm-and-publish')).status).toBe(409);
    }
    const feeOf = async (id: number) => (await ok(await call(buyer, 'GET', `/traderequests/${id}`))).feePayment!;
    const [paidFee, unpaidFee] = [await feeOf(paidLater.id), await feeOf(leftUnpaid.id)];
    expect([paidFee.state, unpaidFee.state]).toEqual(['pending', 'pending']);
    // The quota comes back (as at a new month): two published orders no longer count.
    const db = await getDb();
    await db.update(tradeRequests).set({ usedQuota: false }).where(inArray(tradeRequests.id, free.slice(0, 2).map((o) => o.id)));
    const freeLeft = async () => (await ok<{ freeLeft: number }>(await call(buyer, 'GET', '/membershipplans/mine'))).freeLeft;
    expect(await freeLeft()).toBe(2);

    await db.transaction((tx) => appendEntry(tx, { userId: buyer.userId, type: 'charge', amount: plan.plan.feePerPublication, description: 'آزمون', idempotencyKey: `test:fee:${paidLater.id}` }));
    const pay = (paymentId: number) =>
      app.request('/api/v1/payments/wallet-pay', {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ paymentId }),
      });
    expect((await pay(paidFee.id)).status).toBe(200);
    expect(await ok(await call(buyer, 'GET', `/traderequests/${paidLater.id}`))).toMatchObject({ state: 'published', usedQuota: false, publicationFee: plan.plan.feePerPublication });
    expect(await freeLeft()).toBe(2);

    // The other is published on the quota; its fee is no longer owed and cannot be paid.
    expect(await ok(await act(buyer, leftUnpaid.id, 'confirm-and-publish'))).toMatchObject({ state: 'published', usedQuota: true, publicationFee: 0 });
    expect((await feeOf(leftUnpaid.id)).state).toBe('cancelled');
    await db.transaction((tx) => appendEntry(tx, { userId: buyer.userId, type: 'charge', amount: plan.plan.feePerPublication, description: 'آزمون', idempotencyKey: `test:fee:${leftUnpaid.id}` }));
    expect((await pay(unpaidFee.id)).status).toBe(409);
    expect(await balanceOf(db, buyer.userId)).toBe(plan.plan.feePerPublication);
    expect(await freeLeft()).toBe(1);
  });

  it.runIf(ctx.kind === 'postgres')('on PostgreSQL, a fee being paid at that moment is not waited for: publishing on the quota or cancelling asks to try again and changes nothing', async () => {
    const buyer = await loginAs(app, newPhone());
    const plan = await ok<{ plan: { freePerMonth: number } }>(await call(buyer, 'POST', '/membershipplans'));
    const free = await Promise.all(Array.from({ length: plan.plan.freePerMonth }, () => draft(buyer)));
    for (const o of free) await publish(buyer, o.id);
    const order = await draft(buyer);
    await ok(await act(buyer, order.id, 'request-confirmation'));
    expect((await act(buyer, order.id, 'confirm-and-publish')).status).toBe(409);
    const fee = (await ok(await call(buyer, 'GET', `/traderequests/${order.id}`))).feePayment!;
    const db = await getDb();
    await db.update(tradeRequests).set({ usedQuota: false }).where(eq(tradeRequests.id, free[0].id));

    // A payment of the fee holds its row (as wallet-pay does before it takes the order's).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const locking = new Promise<void>((resolve) => (locked = resolve));
    const paying = db.transaction(async (tx) => {
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, fee.id)).for('update');
      locked();
      await held;
    });
    await locking;
    try {
      for (const action of ['confirm-and-publish', 'cancel']) {
        const problem = await expectProblem(await act(buyer, order.id, action), 409);
        expect(problem).toMatchObject({ code: 'publication_fee_being_paid', currentState: 'awaiting_confirmation' });
      }
    } finally {
      release();
      await paying;
    }
    const after = await ok(await call(buyer, 'GET', `/traderequests/${order.id}`));
    expect(after).toMatchObject({ state: 'awaiting_confirmation', feePayment: { id: fee.id, state: 'pending' } });

    expect(await ok(await act(buyer, order.id, 'confirm-and-publish'))).toMatchObject({ state: 'published', usedQuota: true, publicationFee: 0 });
    expect((await ok(await call(buyer, 'GET', `/traderequests/${order.id}`))).feePayment!.state).toBe('cancelled');
  });

  it("past the month's free quota an order cannot be published until its fee is paid, and the API says why", async () => {
    const buyer = await loginAs(app, newPhone());
    const plan = await ok<{ plan: { code: string; freePerMonth: number; feePerPublication: number }; freeLeft: number }>(await call(buyer, 'POST', '/membershipplans'));
    expect(plan).toMatchObject({ plan: { code: 'base' }, freeLeft: plan.plan.freePerMonth });
    // Racing publications still count one by one.
    const orders = await Promise.all(Array.from({ length: plan.plan.freePerMonth + 1 }, () => draft(buyer)));
    for (const o of orders) await ok(await act(buyer, o.id, 'request-confirmation'));
    const results = await Promise.all(orders.map((o) => act(buyer, o.id, 'confirm-and-publish')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(plan.plan.freePerMonth);
    const refused = results.find((r) => r.status === 409)!;
    const problem = await refused.json();
    expect(problem).toMatchObject({ code: 'publication_fee_unpaid', currentState: 'awaiting_confirmation' });
    expect(problem.detail).toMatch(/سهمیهٔ رایگان این ماه/);
    const last = orders[results.indexOf(refused)];
    const price = await ok<{ fee: number; canPublish: boolean }>(await call(buyer, 'GET', `/traderequests/${last.id}/membership-and-price`));
    expect(price).toMatchObject({ fee: plan.plan.feePerPublication, canPublish: false });

    // The fee is a payment on the order; paid from the wallet, it publishes the order.
    const waiting = await ok(await call(buyer, 'GET', `/traderequests/${last.id}`));
    expect(waiting.feePayment).toMatchObject({ state: 'pending' });
    const db = await getDb();
    await db.transaction((tx) =>
      appendEntry(tx, { userId: buyer.userId, type: 'charge', amount: plan.plan.feePerPublication, description: 'آزمون', idempotencyKey: `test:${last.id}` }),
    );
    const payFee = () =>
      app.request('/api/v1/payments/wallet-pay', {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ paymentId: waiting.feePayment!.id }),
      });
    expect((await payFee()).status).toBe(200);
    const published = await ok(await call(buyer, 'GET', `/traderequests/${last.id}`));
    expect(published).toMatchObject({ state: 'published', publicationFee: plan.plan.feePerPublication, usedQuota: false, feePayment: { state: 'paid' } });
    expect((await payFee()).status).toBe(409);
    expect(await balanceOf(db, buyer.userId)).toBe(0);

    // A fee left unpaid is cancelled with its order.
    const another = await draft(buyer);
    await ok(await act(buyer, another.id, 'request-confirmation'));
    const unpaid = (await ok(await call(buyer, 'GET', `/traderequests/${another.id}`))).feePayment!;
    expect(unpaid.state).toBe('pending');
    await ok(await act(buyer, another.id, 'cancel'));
    expect((await ok(await call(buyer, 'GET', `/traderequests/${another.id}`))).feePayment).toMatchObject({ id: unpaid.id, state: 'cancelled' });
    const plans = await ok<{ code: string }[]>(await call(null, 'GET', '/membershipplans'));
    expect(plans.map((p) => p.code)).toEqual(['base', 'silver', 'gold']);
  });

  it('files: typed by their bytes, attached to a draft, served to the buyer and — once published — to the supplier only', async () => {
    const buyer = await loginAs(app, newPhone());
    const types = await ok<{ items: { id: number; name: string }[] }>(await call(null, 'GET', '/tradedocumenttypes?paging.pageSize=10'));
    const proforma = types.items.find((t) => t.name === 'پیش‌فاکتور')!;
    const form = new FormData();
    form.set('file', new File([PDF], 'نقشه.pdf', { type: 'application/pdf' }));
    form.set('documentTypeId', String(proforma.id));
    const file = await ok<{ id: number; url: string; documentType: { name: string } }>(
      await app.request('/api/v1/files', { method: 'POST', headers: buyer.headers, body: form }),
      201,
    );
    expect(file.documentType.name).toBe('پیش‌فاکتور');
    const fake = new FormData();
    fake.set('file', new File([new TextEncoder().encode('<html>')], 'x.pdf', { type: 'application/pdf' }));
    await expectProblem(await app.request('/api/v1/files', { method: 'POST', headers: buyer.headers, body: fake }), 415);

    await expectProblem(await call(stranger, 'POST', '/traderequests/direct-order', { supplierProductId: product.id, fileIds: [file.id] }), 400, 'fileIds');
    const order = await draft(buyer, { fileIds: [file.id] });
    expect(order.files.map((f) => f.id)).toEqual([file.id]);
    expect((await app.request(file.url, { headers: buyer.headers })).status).toBe(200);
    await expectProblem(await app.request(file.url, { headers: seller.headers }), 404);
    await publish(buyer, order.id);
    const forSeller = await app.request(file.url, { headers: seller.headers });
    expect(forSeller.status).toBe(200);
    expect(forSeller.headers.get('content-type')).toBe('application/pdf');
    await expectProblem(await app.request(file.url, { headers: stranger.headers }), 404);
    await expectProblem(await app.request(file.url, { headers: otherSeller.headers }), 404);
  });

  it('lists my orders by state and date, newest first; the supplier is told of an acceptance by SMS', async () => {
    const buyer = await loginAs(app, newPhone());
    const a = await draft(buyer);
    const b = await draft(buyer);
    await publish(buyer, b.id);
    await ok(await act(seller, b.id, 'accept'));
    expect(notices).toContainEqual({ phone: buyer.phone, notice: { orderId: b.id, outcome: 'accepted' } });
    const drafts = await ok<{ items: TradeRequest[] }>(await call(buyer, 'GET', '/traderequests?filter.state=draft'));
    expect(drafts.items.map((o) => o.id)).toEqual([a.id]);
    const today = await ok<{ items: TradeRequest[]; totalCount: number }>(await call(buyer, 'GET', `/traderequests?filter.from=${tehranToday()}&filter.to=${tehranToday()}`));
    expect(today.items.map((o) => o.id)).toEqual([b.id, a.id]);
    expect((await ok<{ totalCount: number }>(await call(buyer, 'GET', `/traderequests?filter.to=${inDays(-3)}`))).totalCount).toBe(0);
  });

  it("a list's search finds the other side by the name it shows: the supplier's for the buyer, the buyer's for the supplier", async () => {
    const buyer = await loginAs(app, newPhone());
    const db = await getDb();
    await db.update(users).set({ firstName: 'کامران', lastName: 'آهنگر' }).where(eq(users.id, buyer.userId));
    const order = await draft(buyer);
    await publish(buyer, order.id);
    const [{ name }] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, store.id));
    // A word of the name the order's title does not hold: found by the name, not the title.
    const word = name.split(' ').find((w) => w.length > 2 && !order.title.includes(w))!;
    expect(word).toBeDefined();
    const mine = async (text: string) => ok<{ items: TradeRequest[] }>(await call(buyer, 'GET', `/traderequests?filter.text=${encodeURIComponent(text)}`));
    expect((await mine(word)).items.map((o) => o.id)).toEqual([order.id]);
    expect((await mine('نامی که هیچ تأمین‌کننده‌ای ندارد')).items).toEqual([]);
    // Another storefront's name finds none of this buyer's orders, though that storefront exists.
    const [other] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.ownerUserId, otherSeller.userId));
    expect((await mine(other.name)).items).toEqual([]);
    const incoming = async (text: string) =>
      (await ok<{ items: TradeRequest[] }>(await call(seller, 'GET', `/traderequests/by-supplier?supplierId=${store.id}&filter.text=${encodeURIComponent(text)}`))).items.map((o) => o.id);
    // «اهنگر» typed finds «آهنگر» written, as every list's search does.
    expect(await incoming('کامران اهنگر')).toEqual([order.id]);
    expect(await incoming('آهنگر')).toEqual([order.id]);
    expect(await incoming('فرهاد')).not.toContain(order.id);
  });
});
