import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  deliveryAddresses,
  payments,
  supplierProducts,
  suppliers,
  tradeRequestEvents,
  tradeRequests,
  unitsOfMeasurement,
  users,
  type TradeRequest as Row,
} from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import type { Page } from '../../../api/contract/paging';
import {
  TRADE_TITLE_MIN,
  type DirectOrderInput,
  type DirectOrderUpdate,
  type MembershipAndPrice,
  type TradeEvent,
  type TradeListQuery,
  type TradeRequest,
  type TradeSide,
  type TradeTransitionInput,
} from '../../../api/contract/trade';
import { tehranDayStart, tehranToday } from '../../../lib/persian/dates';
import { formatToman } from '../../../lib/persian/money';
import { containsNormalized, containsText, pageWindow } from '../list-query';
import { sanitizePlainText } from '../rich-text/sanitize-rich-text';
import { keptPlainText } from '../rich-text/kept-plain-text';
import { cleanShownText } from '../../../api/contract/shown-name';
import { deliveryAddressText } from './delivery-address-text';
import { requireOwnedSupplier } from '../supplier-desk/owned-suppliers';
import { FieldErrors } from '../supplier-desk/field-errors';
import { assertUnderCap } from '../limits/user-caps';
import { currentMembership } from './membership';
import { attachTradeFiles, setTradeFiles, tradeFilesOf } from './trade-files';
import { ACTION_NAMES, actionsFor, STATE_NAMES, TRANSITIONS, type TransitionAction } from './trade-states';
import { announceTransition } from './trade-notices';
import { orderThreadIds } from './order-thread';
import { offerIsLive } from '../catalog/cards';

/**
 * Direct orders. The buyer writes a draft, asks for confirmation (which fixes what publishing
 * costs under their plan), publishes it; the supplier then sees it and accepts, rejects or
 * counter-offers. Every transition locks the order's row, checks the state machine
 * (trade-states.ts) and writes the order and its event in one transaction: of two racing
 * transitions one wins and the other is refused with the state the first left behind.
 * A supplier sees an order only once published; anyone else gets a 404.
 */


export const TRADE_REQUEST_NOT_FOUND = 'سفارشی با این شناسه در سفارش‌های شما نیست';

/** The caller's side in an order, or null when they may not see it. */
async function sideOf(db: Db | Tx, userId: number, row: Row): Promise<TradeSide | null> {
  if (row.buyerUserId === userId) return 'buyer';
  if (!row.publishedAt) return null;
  const [owned] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, row.supplierId), eq(suppliers.ownerUserId, userId)));
  return owned ? 'supplier' : null;
}

const priceThatStands = (r: Row) => r.agreedUnitPrice ?? r.counterUnitPrice ?? r.listedUnitPrice;

/** Orders as the API shows them to one caller, with what they may do next. */
async function present(db: Db, rows: { row: Row; side: TradeSide }[]): Promise<TradeRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.row.id);
  const details = await db
    .select({
      id: tradeRequests.id,
      supplierName: suppliers.name,
      supplierSlug: suppliers.slug,
      productName: supplierProducts.name,
      productSlug: supplierProducts.slug,
      productImage: sql<string | null>`${supplierProducts.images}[1]`,
      unitName: unitsOfMeasurement.name,
      buyerFirst: users.firstName,
      buyerLast: users.lastName,
    })
    .from(tradeRequests)
    .innerJoin(suppliers, eq(suppliers.id, tradeRequests.supplierId))
    .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
    .leftJoin(supplierProducts, eq(supplierProducts.id, tradeRequests.supplierProductId))
    .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, tradeRequests.unitId))
    .where(inArray(tradeRequests.id, ids));
  const byId = new Map(details.map((d) => [d.id, d]));
  const files = await tradeFilesOf(db, ids);
  const threads = await orderThreadIds(db, rows.map((r) => r.row));
  const fees = await db
    .select({ id: payments.id, state: payments.state, tradeRequestId: payments.tradeRequestId })
    .from(payments)
    .where(and(inArray(payments.tradeRequestId, ids), eq(payments.purpose, 'trade_fee')))
    .orderBy(desc(payments.id));
  const feeOf = new Map<number, { id: number; state: (typeof fees)[number]['state'] }>();
  for (const f of fees) if (!feeOf.has(f.tradeRequestId!)) feeOf.set(f.tradeRequestId!, { id: f.id, state: f.state });
  return rows.map(({ row: r, side }) => {
    const d = byId.get(r.id)!;
    const unitPrice = priceThatStands(r);
    return {
      id: r.id,
      state: r.state,
      mySide: side,
      title: r.title,
      buyer: { name: [d.buyerFirst, d.buyerLast].filter(Boolean).join(' ').trim() || 'خریدار بازارگاه' },
      supplier: { id: r.supplierId, name: d.supplierName, slug: d.supplierSlug },
      product: r.supplierProductId && d.productName ? { id: r.supplierProductId, name: d.productName, slug: d.productSlug!, image: d.productImage } : null,
      categoryId: r.categoryId,
      quantity: r.quantity,
      unit: r.unitId && d.unitName ? { id: r.unitId, name: d.unitName } : null,
      deliveryAddressId: r.deliveryAddressId,
      deliveryAddress: r.deliveryAddressText,
      wantedDate: r.wantedDate,
      description: r.description,
      listedUnitPrice: r.listedUnitPrice,
      counter: r.counterUnitPrice !== null || r.counterDeliveryDate !== null ? { unitPrice: r.counterUnitPrice, deliveryDate: r.counterDeliveryDate, note: r.counterNote ?? '' } : null,
      agreed: r.agreedUnitPrice !== null || r.agreedDeliveryDate !== null ? { unitPrice: r.agreedUnitPrice, deliveryDate: r.agreedDeliveryDate } : null,
      total: unitPrice !== null && r.quantity !== null ? Math.round(unitPrice * r.quantity) : null,
      publicationFee: r.publicationFee,
      usedQuota: r.usedQuota,
      feePayment: side === 'buyer' ? (feeOf.get(r.id) ?? null) : null,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      files: files.get(r.id) ?? [],
      conversationId: threads.get(r.id) ?? null,
      // Without a list price, the supplier names one (a counter-offer) rather than accepting none.
      actions: actionsFor(r.state, side).filter((action) => action !== 'accept' || r.listedUnitPrice !== null),
    };
  });
}

/** The order and the caller's side in it; 404 for anyone who may not see it. */
async function visible(db: Db | Tx, userId: number, id: number, lock = false): Promise<{ row: Row; side: TradeSide }> {
  const query = db.select().from(tradeRequests).where(eq(tradeRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  const side = row ? await sideOf(db, userId, row) : null;
  if (!row || !side) throw notFound(TRADE_REQUEST_NOT_FOUND);
  return { row, side };
}

export async function getTradeRequest(db: Db, userId: number, id: number): Promise<TradeRequest> {
  return (await present(db, [await visible(db, userId, id)]))[0];
}

/** The address as the order keeps it: receiver, phone and the postal address, in one line. */
async function addressOf(db: Db | Tx, userId: number, addressId: number, errors: FieldErrors): Promise<string | null> {
  const [a] = await db.select().from(deliveryAddresses).where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.userId, userId)));
  if (!a) {
    errors.add('deliveryAddressId', 'این نشانی در نشانی‌های شما نیست');
    return null;
  }
  return deliveryAddressText(a);
}

async function checkUnit(db: Db | Tx, unitId: number, errors: FieldErrors): Promise<void> {
  const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, unitId));
  if (!unit) errors.add('unitId', 'این واحد اندازه‌گیری وجود ندارد');
}

/** The draft fields of a create or an edit, checked; what the row gets. */
async function draftValues(db: Db | Tx, userId: number, input: DirectOrderUpdate, errors: FieldErrors) {
  const values: Partial<typeof tradeRequests.$inferInsert> = {};
  if (input.quantity !== undefined) values.quantity = input.quantity;
  if (input.unitId !== undefined) {
    if (input.unitId !== null) await checkUnit(db, input.unitId, errors);
    values.unitId = input.unitId;
  }
  if (input.deliveryAddressId !== undefined) {
    values.deliveryAddressId = input.deliveryAddressId;
    values.deliveryAddressText = input.deliveryAddressId === null ? null : await addressOf(db, userId, input.deliveryAddressId, errors);
  }
  if (input.wantedDate !== undefined) {
    if (input.wantedDate !== null && input.wantedDate < tehranToday()) errors.add('wantedDate', 'تاریخ تحویل نمی‌تواند گذشته باشد');
    values.wantedDate = input.wantedDate;
  }
  if (input.description !== undefined) values.description = sanitizePlainText(input.description);
  return values;
}

/**
 * The product's list price per one `unitId` of the order: the price is per the product's price
 * unit, and a buyer ordering «۵ تن» of a price per kilogram pays 1000 times it per unit. The list
 * names no price in a unit of another kind (a count for a price by weight), nor where the price
 * per unit is not a whole Rial (per gram of a price per tonne): rounded, it would be agreed on
 * wrong, up to 0; the supplier's counter-offer names the price instead. A price with no unit (an
 * older product) stands as it is.
 */
async function listedPriceIn(db: Db | Tx, supplierProductId: number, unitId: number | null): Promise<number | null> {
  if (unitId === null) return null;
  const priceUnit = alias(unitsOfMeasurement, 'price_unit');
  const [found] = await db
    .select({ price: supplierProducts.price, priceUnitId: supplierProducts.priceUnitId, from: { quantityId: priceUnit.quantityId, factor: priceUnit.factor }, to: { quantityId: unitsOfMeasurement.quantityId, factor: unitsOfMeasurement.factor } })
    .from(supplierProducts)
    .leftJoin(priceUnit, eq(priceUnit.id, supplierProducts.priceUnitId))
    .innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, unitId))
    .where(eq(supplierProducts.id, supplierProductId));
  if (!found || found.price === null) return null;
  if (found.priceUnitId === null || found.priceUnitId === unitId) return found.price;
  if (!found.from || found.from.quantityId !== found.to.quantityId) return null;
  const perUnit = (found.price * found.to.factor) / found.from.factor;
  const whole = Math.round(perUnit);
  // Factors are floating point (1 g = 0.001 kg): a whole result may come out a hair off.
  return whole >= 1 && Math.abs(perUnit - whole) < 1e-6 * Math.max(1, whole) ? whole : null;
}

/** An order's total (unit price × quantity) must stay a whole number of Rial that arithmetic keeps exact. */
function checkTotal(unitPrice: number | null, quantity: number | null | undefined, field: 'quantity' | 'unitPrice', errors: FieldErrors): void {
  if (unitPrice === null || quantity === null || quantity === undefined) return;
  if (unitPrice * quantity > Number.MAX_SAFE_INTEGER) errors.add(field, 'مبلغ کل سفارش از حد مجاز بیشتر می‌شود؛ مقدار یا قیمت کمتری بنویسید');
}

/** A new draft, about a supplier product or (free text) about what a supplier sells. */
export async function createDirectOrder(db: Db, userId: number, input: DirectOrderInput): Promise<TradeRequest> {
  const errors = new FieldErrors();
  let about: { supplierId: number; supplierProductId: number | null; categoryId: number | null; title: string; listedUnitPrice: number | null; unitId: number | null };
  if ('supplierProductId' in input) {
    const [product] = await db
      .select()
      .from(supplierProducts)
      .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
      .where(and(eq(supplierProducts.id, input.supplierProductId), offerIsLive(), eq(suppliers.isActive, true)));
    if (!product) throw notFound('این کالا در فهرست تأمین‌کنندگان نیست');
    if (product.suppliers.ownerUserId === userId) throw ownStorefront();
    const p = product.supplier_products;
    about = { supplierId: p.supplierId, supplierProductId: p.id, categoryId: p.categoryId, title: p.name, listedUnitPrice: null, unitId: p.priceUnitId };
  } else {
    const [supplier] = await db.select().from(suppliers).where(and(eq(suppliers.id, input.supplierId), eq(suppliers.isActive, true)));
    if (!supplier) throw notFound('تأمین‌کننده‌ای با این شناسه وجود ندارد');
    if (supplier.ownerUserId === userId) throw ownStorefront();
    if (input.categoryId) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, input.categoryId), eq(categories.isActive, true)));
      if (!category) errors.add('categoryId', 'دستهٔ انتخاب‌شده پیدا نشد');
    }
    const title = keptPlainText(cleanShownText(input.title), 'title', TRADE_TITLE_MIN, errors);
    about = { supplierId: supplier.id, supplierProductId: null, categoryId: input.categoryId ?? null, title, listedUnitPrice: null, unitId: null };
  }
  const row = await db.transaction(async (tx) => {
    await assertUnderCap(tx, 'tradeRequests', userId, { table: tradeRequests, owner: tradeRequests.buyerUserId });
    const values = await draftValues(tx, userId, input, errors);
    const unitId = values.unitId !== undefined ? values.unitId : about.unitId;
    const listedUnitPrice = about.supplierProductId === null ? null : await listedPriceIn(tx, about.supplierProductId, unitId);
    checkTotal(listedUnitPrice, input.quantity, 'quantity', errors);
    errors.throwIfAny();
    const [made] = await tx
      .insert(tradeRequests)
      .values({ buyerUserId: userId, ...about, ...values, unitId, listedUnitPrice })
      .returning();
    await attachTradeFiles(tx, userId, made.id, input.fileIds ?? []);
    await tx.insert(tradeRequestEvents).values({ tradeRequestId: made.id, action: 'create', fromState: null, toState: 'draft', actorUserId: userId, actorSide: 'buyer' });
    return made;
  });
  return (await present(db, [{ row, side: 'buyer' }]))[0];
}

const ownStorefront = () =>
  new ProblemError({
    status: 400,
    code: 'validation_failed',
    detail: 'از ویترین خودتان نمی‌توانید سفارش بدهید',
    errors: [{ field: 'supplierId', message: 'از ویترین خودتان نمی‌توانید سفارش بدهید', code: 'custom' }],
  });

/** Edits a draft (only a draft: once confirmation is requested, the order is fixed). */
export async function updateDirectOrder(db: Db, userId: number, id: number, input: DirectOrderUpdate): Promise<TradeRequest> {
  const row = await db.transaction(async (tx) => {
    const { row: current, side } = await visible(tx, userId, id, true);
    if (side !== 'buyer') throw notFound(TRADE_REQUEST_NOT_FOUND);
    if (current.state !== 'draft') throw illegal(current.state, 'ویرایش');
    const errors = new FieldErrors();
    const values = await draftValues(tx, userId, input, errors);
    if (input.title !== undefined && current.supplierProductId !== null) errors.add('title', 'سفارش یک کالا نام همان کالا را دارد');
    const title = input.title !== undefined && current.supplierProductId === null ? { title: keptPlainText(cleanShownText(input.title), 'title', TRADE_TITLE_MIN, errors) } : {};
    // Another unit, another list price per unit.
    const listed =
      values.unitId !== undefined && current.supplierProductId !== null ? { listedUnitPrice: await listedPriceIn(tx, current.supplierProductId, values.unitId) } : {};
    checkTotal(listed.listedUnitPrice !== undefined ? listed.listedUnitPrice : current.listedUnitPrice, values.quantity ?? current.quantity, 'quantity', errors);
    errors.throwIfAny();
    const [updated] = await tx
      .update(tradeRequests)
      .set({ ...values, ...title, ...listed, updatedAt: sql`now()` })
      .where(eq(tradeRequests.id, id))
      .returning();
    if (input.fileIds) await setTradeFiles(tx, userId, id, input.fileIds);
    return updated;
  });
  return (await present(db, [{ row, side: 'buyer' }]))[0];
}

function illegal(state: Row['state'], what: string): ProblemError {
  return new ProblemError({
    status: 409,
    code: 'illegal_transition',
    detail: `این سفارش در وضعیت «${STATE_NAMES[state]}» است و ${what} در این وضعیت ممکن نیست`,
    currentState: state,
  });
}

/** What a draft lacks before confirmation can be requested, as field errors. */
function checkComplete(row: Row): void {
  const errors = new FieldErrors();
  if (row.quantity === null || row.quantity <= 0) errors.add('quantity', 'مقدار سفارش را بنویسید');
  if (row.unitId === null) errors.add('unitId', 'واحد مقدار را انتخاب کنید');
  if (row.deliveryAddressId === null || !row.deliveryAddressText) errors.add('deliveryAddressId', 'نشانی تحویل را انتخاب کنید');
  if (row.wantedDate === null) errors.add('wantedDate', 'تاریخ تحویل را انتخاب کنید');
  else if (row.wantedDate < tehranToday()) errors.add('wantedDate', 'تاریخ تحویل گذشته است؛ تاریخ تازه‌ای انتخاب کنید');
  errors.throwIfAny();
}

/** What publishing costs the buyer now; inside a transition, with the buyer's row locked. */
async function publicationPrice(db: Db | Tx, buyerUserId: number, row: Pick<Row, 'id' | 'feePaidAt'>): Promise<MembershipAndPrice> {
  const membership = await currentMembership(db, buyerUserId);
  // A fee already paid publishes it: the free quota, even if it came back since, is not spent too.
  if (row.feePaidAt) {
    const [paid] = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.tradeRequestId, row.id), eq(payments.purpose, 'trade_fee'), eq(payments.state, 'paid')));
    return { membership, fee: paid?.amount ?? membership.plan.feePerPublication, canPublish: true, reason: null };
  }
  if (membership.freeLeft > 0) return { membership, fee: 0, canPublish: true, reason: null };
  const fee = membership.plan.feePerPublication;
  return {
    membership,
    fee,
    canPublish: false,
    reason: `سهمیهٔ رایگان این ماه در طرح «${membership.plan.name}» تمام شده و انتشار این سفارش ${formatToman(fee)} هزینه دارد؛ آن را از کیف پول یا درگاه بپردازید تا سفارش منتشر شود.`,
  };
}

export async function membershipAndPrice(db: Db, userId: number, id: number): Promise<MembershipAndPrice> {
  const { row, side } = await visible(db, userId, id);
  if (side !== 'buyer') throw notFound(TRADE_REQUEST_NOT_FOUND);
  return publicationPrice(db, userId, row);
}

const NO_PRICE_TO_ACCEPT = (state: Row['state']) =>
  new ProblemError({
    status: 409,
    code: 'price_needed',
    detail: 'این سفارش در فهرست قیمتی ندارد؛ با «پیشنهاد قیمت یا زمان تازه» قیمت واحد را بنویسید تا خریدار بپذیرد',
    currentState: state,
  });

const invalid = (field: string, message: string) =>
  new ProblemError({ status: 400, code: 'validation_failed', detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند', errors: [{ field, message, code: 'custom' }] });

/** The order's publication fee as a payment to pay: the one it has (pending or paid), else a new one. */
async function ensureFeePayment(tx: Tx, row: Row, fee: number): Promise<number> {
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.tradeRequestId, row.id), eq(payments.purpose, 'trade_fee'), inArray(payments.state, ['pending', 'paid'])));
  if (existing) return existing.id;
  const [made] = await tx.insert(payments).values({ userId: row.buyerUserId, purpose: 'trade_fee', amount: fee, tradeRequestId: row.id }).returning({ id: payments.id });
  return made.id;
}

/**
 * Cancels the order's fee payment while it waits. One being paid at this moment is not waited for
 * (its payment holds its row and then waits for the order's, which this transaction holds): the
 * caller is asked to try again, and then finds the fee paid.
 */
async function cancelPendingFee(tx: Tx, tradeRequestId: number, state: Row['state']): Promise<void> {
  const waiting = and(eq(payments.tradeRequestId, tradeRequestId), eq(payments.purpose, 'trade_fee'), eq(payments.state, 'pending'));
  const [{ n }] = await tx.select({ n: count() }).from(payments).where(waiting);
  if (n === 0) return;
  const free = await tx.select({ id: payments.id }).from(payments).where(waiting).for('update', { skipLocked: true });
  if (free.length < n) {
    throw new ProblemError({ status: 409, code: 'publication_fee_being_paid', detail: 'هزینهٔ انتشار این سفارش هم‌اکنون در حال پرداخت است؛ چند لحظه بعد دوباره تلاش کنید', currentState: state });
  }
  await tx.update(payments).set({ state: 'cancelled', updatedAt: sql`now()` }).where(inArray(payments.id, free.map((p) => p.id)));
}

/** Applies one transition of the state machine for the caller, or refuses it and changes nothing. */
export async function transition(db: Db, userId: number, id: number, action: TransitionAction, input: TradeTransitionInput = {}): Promise<TradeRequest> {
  try {
    return await applyTransition(db, userId, id, action, input);
  } catch (error) {
    // Refused for its fee (the quota ran out after confirmation was asked): the fee is left to pay.
    if (error instanceof ProblemError && error.init.code === 'publication_fee_unpaid') {
      await db.transaction(async (tx) => {
        const { row } = await visible(tx, userId, id, true);
        if (row.state === 'awaiting_confirmation') await ensureFeePayment(tx, row, (await publicationPrice(tx, row.buyerUserId, row)).fee);
      });
    }
    throw error;
  }
}

async function applyTransition(db: Db, userId: number, id: number, action: TransitionAction, input: TradeTransitionInput): Promise<TradeRequest> {
  const rule = TRANSITIONS[action];
  const note = input.note ? sanitizePlainText(input.note) || null : null;
  const result = await db.transaction(async (tx) => {
    const { row, side } = await visible(tx, userId, id, true);
    if (!rule.by.includes(side)) {
      throw new ProblemError({ status: 403, code: 'not_your_move', detail: `«${ACTION_NAMES[action]}» با طرف دیگر این سفارش است` });
    }
    if (!rule.from.includes(row.state)) throw illegal(row.state, `«${ACTION_NAMES[action]}»`);
    const set: Partial<typeof tradeRequests.$inferInsert> = { state: rule.to };
    const data: Record<string, unknown> = {};
    switch (action) {
      case 'request_confirmation': {
        checkComplete(row);
        // The buyer's row, locked: two orders asking at once are priced one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.buyerUserId)).for('update');
        const price = await publicationPrice(tx, row.buyerUserId, row);
        set.publicationFee = price.fee;
        data.fee = price.fee;
        // Past the free quota: the fee becomes a payment, which publishes the order once paid.
        if (!price.canPublish) data.paymentId = await ensureFeePayment(tx, row, price.fee);
        break;
      }
      case 'cancel':
        // A fee not yet paid is not owed for an order that will not be published.
        await cancelPendingFee(tx, row.id, row.state);
        break;
      case 'confirm_and_publish': {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.buyerUserId)).for('update');
        const price = await publicationPrice(tx, row.buyerUserId, row);
        if (!price.canPublish) throw new ProblemError({ status: 409, code: 'publication_fee_unpaid', detail: price.reason!, currentState: row.state });
        // Published on the free quota: a fee asked for earlier is no longer owed.
        if (price.fee === 0) await cancelPendingFee(tx, row.id, row.state);
        set.usedQuota = price.fee === 0;
        set.publicationFee = price.fee;
        set.publishedAt = new Date();
        data.fee = price.fee;
        break;
      }
      case 'reject':
      case 'decline_counter':
        if (action === 'reject' && !note) throw invalid('note', 'دلیل رد سفارش را برای خریدار بنویسید');
        break;
      case 'counter': {
        if ((input.unitPrice ?? null) === null && (input.deliveryDate ?? null) === null) {
          throw invalid('unitPrice', 'قیمت واحد یا تاریخ تحویل تازه را بنویسید');
        }
        if (input.deliveryDate && input.deliveryDate < tehranToday()) throw invalid('deliveryDate', 'تاریخ تحویل نمی‌تواند گذشته باشد');
        const counterErrors = new FieldErrors();
        checkTotal(input.unitPrice ?? null, row.quantity, 'unitPrice', counterErrors);
        counterErrors.throwIfAny();
        set.counterUnitPrice = input.unitPrice ?? null;
        set.counterDeliveryDate = input.deliveryDate ?? null;
        set.counterNote = note;
        Object.assign(data, { unitPrice: set.counterUnitPrice, deliveryDate: set.counterDeliveryDate });
        break;
      }
      case 'accept':
        // An order in a unit the list has no price for is agreed only on a price the supplier names.
        if (row.listedUnitPrice === null) throw NO_PRICE_TO_ACCEPT(row.state);
        set.agreedUnitPrice = row.listedUnitPrice;
        set.agreedDeliveryDate = row.wantedDate;
        break;
      case 'accept_counter':
        set.agreedUnitPrice = row.counterUnitPrice ?? row.listedUnitPrice;
        set.agreedDeliveryDate = row.counterDeliveryDate ?? row.wantedDate;
        Object.assign(data, { unitPrice: set.agreedUnitPrice, deliveryDate: set.agreedDeliveryDate });
        break;
      default:
        break;
    }
    const [updated] = await tx
      .update(tradeRequests)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(tradeRequests.id, id))
      .returning();
    await tx.insert(tradeRequestEvents).values({
      tradeRequestId: id,
      action,
      fromState: row.state,
      toState: rule.to,
      actorUserId: userId,
      actorSide: side,
      note,
      data: Object.keys(data).length ? data : null,
    });
    return { row: updated, side, from: row.state };
  });
  // Committed: the other side hears of it (and the buyer's own drafts need no one told).
  await announceTransition(db, { row: result.row, action, actorUserId: userId, actorSide: result.side, note });
  return (await present(db, [{ row: result.row, side: result.side }]))[0];
}

export async function tradeEvents(db: Db, userId: number, id: number): Promise<TradeEvent[]> {
  const { row, side } = await visible(db, userId, id);
  const rows = await db
    .select({ event: tradeRequestEvents, first: users.firstName, last: users.lastName, supplierName: suppliers.name })
    .from(tradeRequestEvents)
    .leftJoin(users, eq(users.id, tradeRequestEvents.actorUserId))
    .innerJoin(tradeRequests, eq(tradeRequests.id, tradeRequestEvents.tradeRequestId))
    .innerJoin(suppliers, eq(suppliers.id, tradeRequests.supplierId))
    .where(eq(tradeRequestEvents.tradeRequestId, row.id))
    .orderBy(asc(tradeRequestEvents.id));
  // A supplier sees the order's story from its publication on; the buyer's drafting is theirs.
  return rows
    .filter((r) => side === 'buyer' || (r.event.toState !== 'draft' && r.event.toState !== 'awaiting_confirmation'))
    .map(({ event: e, first, last, supplierName }) => ({
      id: e.id,
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      actorSide: e.actorSide,
      actorName: e.actorSide === 'supplier' ? supplierName : [first, last].filter(Boolean).join(' ').trim() || 'خریدار بازارگاه',
      note: e.note,
      data: e.data,
      createdAt: e.createdAt.toISOString(),
    }));
}

/**
 * The orders whose other side goes by `text`, as the list shows it: the supplier's name to the
 * buyer, the buyer's name to the supplier. Looked up for each order the list's other conditions
 * keep (by key), not among every supplier or user.
 */
function counterpartNamed(db: Db, side: TradeSide, text: string): SQL {
  if (side === 'buyer') {
    return exists(db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, tradeRequests.supplierId), containsNormalized(suppliers.searchName, text))));
  }
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return exists(db.select({ id: users.id }).from(users).where(and(eq(users.id, tradeRequests.buyerUserId), containsText(fullName, text))));
}

const SORT_COLUMNS = { updated: tradeRequests.updatedAt, created: tradeRequests.createdAt, wanted: tradeRequests.wantedDate } as const;

async function listWhere(db: Db, where: SQL[], query: TradeListQuery, side: TradeSide): Promise<Page<TradeRequest>> {
  if (query['filter.state']) where.push(inArray(tradeRequests.state, query['filter.state']));
  if (query['filter.from']) where.push(gte(tradeRequests.createdAt, tehranDayStart(query['filter.from'])));
  if (query['filter.to']) where.push(lt(tradeRequests.createdAt, tehranDayStart(query['filter.to'], 1)));
  const text = containsText(tradeRequests.title, query['filter.text']);
  if (text) where.push(or(text, sql`${tradeRequests.id}::text = ${query['filter.text']}`, counterpartNamed(db, side, query['filter.text']!))!);
  const column = SORT_COLUMNS[query['sorting.field']];
  const paging = { pageNumber: query['paging.pageNumber'], pageSize: query['paging.pageSize'] };
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(tradeRequests)
      .where(and(...where))
      .orderBy(query['sorting.direction'] === 'asc' ? asc(column) : desc(column), desc(tradeRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(tradeRequests).where(and(...where)),
  ]);
  return { items: await present(db, rows.map((row) => ({ row, side }))), totalCount: Number(total), ...paging };
}

/** The caller's own orders (as the buyer), filtered, sorted and paged. */
export function myTradeRequests(db: Db, userId: number, query: TradeListQuery): Promise<Page<TradeRequest>> {
  return listWhere(db, [eq(tradeRequests.buyerUserId, userId)], query, 'buyer');
}

/** The published orders addressed to one of the caller's storefronts. */
export async function supplierTradeRequests(db: Db, userId: number, supplierId: number, query: TradeListQuery): Promise<Page<TradeRequest>> {
  await requireOwnedSupplier(db, userId, supplierId);
  return listWhere(db, [eq(tradeRequests.supplierId, supplierId), isNotNull(tradeRequests.publishedAt)], query, 'supplier');
}
