import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { deliveryAddresses, supplierProducts, suppliers, tradeRequestEvents, tradeRequests, users } from '../schema';
import type { TradeAction, TradeRequestState, TradeSide } from '../../../api/contract/trade';
import { TRANSITIONS, type TransitionAction } from '../../services/trade/trade-states';
import { deliveryAddressText } from '../../services/trade/delivery-address-text';
import { tehranToday } from '../../../lib/persian/dates';
import { DEMO_BUYER_PHONE, DEMO_STOREFRONT_OWNERS } from './demo-users';

const DAY = 86_400_000;

/** Each demo order's life so far: the steps after its creation, and what a step says. */
type Step = { action: TransitionAction; note?: string; counter?: { priceFactor: number; lateDays: number } };
const STORIES: { quantity: number; steps: Step[]; description: string }[] = [
  { quantity: 40, steps: [], description: 'بسته‌بندی روی پالت، تحویل درب انبار' },
  { quantity: 12, steps: [{ action: 'request_confirmation' }], description: 'پرداخت نقدی پس از بازرسی کالا' },
  { quantity: 25, steps: [{ action: 'request_confirmation' }, { action: 'confirm_and_publish' }], description: 'فاکتور رسمی لازم است' },
  {
    quantity: 60,
    steps: [
      { action: 'request_confirmation' },
      { action: 'confirm_and_publish' },
      { action: 'counter', note: 'برای این مقدار، قیمت تازه و ارسال یک هفته دیرتر', counter: { priceFactor: 0.96, lateDays: 7 } },
    ],
    description: 'اگر تخفیف حجمی دارید اعلام کنید',
  },
  {
    quantity: 8,
    steps: [{ action: 'request_confirmation' }, { action: 'confirm_and_publish' }, { action: 'accept', note: 'موجود است؛ هماهنگی ارسال با واحد فروش' }],
    description: 'تحویل در ساعات اداری',
  },
  {
    quantity: 150,
    steps: [
      { action: 'request_confirmation' },
      { action: 'confirm_and_publish' },
      { action: 'reject', note: 'این مقدار تا تاریخ خواسته‌شده در انبار نداریم' },
    ],
    description: 'تحویل یکجا',
  },
  {
    quantity: 30,
    steps: [{ action: 'request_confirmation' }, { action: 'confirm_and_publish' }, { action: 'accept' }, { action: 'complete', note: 'کالا سالم رسید' }],
    description: 'ارسال با باربری',
  },
  { quantity: 5, steps: [{ action: 'request_confirmation' }, { action: 'cancel', note: 'نیازمان برطرف شد' }], description: '' },
];

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo buyer's direct orders to the demo storefronts, one in every state, each with its
 * timeline, so the order screens of a fresh demo show what they are for. Written to the tables
 * (the seed makes no notices and sends no SMS); published ones belong to past months, so the
 * buyer's free quota of this month is untouched. Nothing when the demo users or storefronts are absent.
 */
export async function seedDemoOrders(db: Db, now: Date): Promise<number> {
  const people = await db.select({ id: users.id, phone: users.phone, name: users.firstName }).from(users).where(inArray(users.phone, [DEMO_BUYER_PHONE, ...DEMO_STOREFRONT_OWNERS]));
  const buyer = people.find((p) => p.phone === DEMO_BUYER_PHONE);
  const sellerIds = people.filter((p) => p.phone !== DEMO_BUYER_PHONE).map((p) => p.id);
  if (!buyer || sellerIds.length === 0) return 0;
  const storefronts = await db
    .select({ id: suppliers.id, ownerUserId: suppliers.ownerUserId })
    .from(suppliers)
    .where(inArray(suppliers.ownerUserId, sellerIds))
    .orderBy(asc(suppliers.id));
  // One after another: the seed runs in one transaction, whose client takes one query at a time
  // (pg deprecates queuing them, and pg 9 will refuse it).
  const lists: { product: typeof supplierProducts.$inferSelect; ownerUserId: number | null }[][] = [];
  for (const s of storefronts) {
    const products = await db
      .select()
      .from(supplierProducts)
      .where(and(eq(supplierProducts.supplierId, s.id), eq(supplierProducts.isActive, true), isNotNull(supplierProducts.price), isNotNull(supplierProducts.priceUnitId)))
      .orderBy(asc(supplierProducts.id))
      .limit(STORIES.length);
    lists.push(products.map((product) => ({ product, ownerUserId: s.ownerUserId })));
  }
  // Taken from each storefront in turn, so every demo seller has orders to answer.
  const offers = Array.from({ length: STORIES.length }, (_, i) => lists.flatMap((l) => (l[i] ? [l[i]] : []))).flat();
  if (offers.length === 0) return 0;

  const [address] = await db
    .insert(deliveryAddresses)
    .values({
      userId: buyer.id,
      title: 'انبار مرکزی',
      province: 'تهران',
      city: 'تهران',
      addressLine: 'جاده مخصوص کرج، کیلومتر ۹، خیابان ۱۲ غربی، پلاک ۴۷',
      postalCode: '1387835411',
      receiverName: 'مریم خریدار',
      receiverPhone: DEMO_BUYER_PHONE,
      isDefault: true,
    })
    .returning();
  const addressText = deliveryAddressText(address);
  const today = tehranToday(now);

  let made = 0;
  for (const [i, story] of STORIES.entries()) {
    const { product, ownerUserId } = offers[i % offers.length];
    // Made 35 to 63 days ago, a step every few days: publications of past months.
    let at = new Date(now.getTime() - (35 + 4 * i) * DAY);
    const wanted = new Date(`${today}T12:00:00Z`);
    wanted.setUTCDate(wanted.getUTCDate() + 10 + 3 * i);
    const [order] = await db
      .insert(tradeRequests)
      .values({
        buyerUserId: buyer.id,
        supplierId: product.supplierId,
        supplierProductId: product.id,
        categoryId: product.categoryId,
        title: product.name,
        quantity: story.quantity,
        unitId: product.priceUnitId,
        deliveryAddressId: address.id,
        deliveryAddressText: addressText,
        wantedDate: iso(wanted),
        description: story.description,
        listedUnitPrice: product.price,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const events: (typeof tradeRequestEvents.$inferInsert)[] = [
      { tradeRequestId: order.id, action: 'create' satisfies TradeAction, fromState: null, toState: 'draft', actorUserId: buyer.id, actorSide: 'buyer', createdAt: at },
    ];
    let state: TradeRequestState = 'draft';
    const changes: Partial<typeof tradeRequests.$inferInsert> = {};
    for (const step of story.steps) {
      at = new Date(at.getTime() + (1 + (i % 3)) * DAY);
      const { to, by } = TRANSITIONS[step.action];
      const side: TradeSide = by[0];
      let data: Record<string, unknown> | null = null;
      // Within the plan's free quota: no fee to pay.
      if (step.action === 'request_confirmation') {
        data = { fee: 0 };
        Object.assign(changes, { publicationFee: 0 });
      }
      if (step.action === 'confirm_and_publish') {
        data = { fee: 0 };
        Object.assign(changes, { usedQuota: true, publishedAt: at });
      }
      if (step.counter) {
        const unitPrice = Math.round((product.price! * step.counter.priceFactor) / 10_000) * 10_000;
        const deliveryDate = new Date(wanted.getTime() + step.counter.lateDays * DAY);
        data = { unitPrice, deliveryDate: iso(deliveryDate) };
        Object.assign(changes, { counterUnitPrice: unitPrice, counterDeliveryDate: iso(deliveryDate), counterNote: step.note ?? '' });
      }
      if (step.action === 'accept') Object.assign(changes, { agreedUnitPrice: product.price, agreedDeliveryDate: order.wantedDate });
      events.push({
        tradeRequestId: order.id,
        action: step.action,
        fromState: state,
        toState: to,
        actorUserId: side === 'buyer' ? buyer.id : ownerUserId,
        actorSide: side,
        note: step.note ?? null,
        data,
        createdAt: at,
      });
      state = to;
    }
    await db.insert(tradeRequestEvents).values(events);
    await db.update(tradeRequests).set({ ...changes, state, updatedAt: at }).where(eq(tradeRequests.id, order.id));
    made++;
  }
  return made;
}
