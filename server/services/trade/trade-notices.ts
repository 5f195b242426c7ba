import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers, unitsOfMeasurement, users, type TradeRequest } from '../../db/schema';
import { logger } from '../../logger';
import { getSmsSender } from '../../adapters/sms';
import type { OrderNotice } from '../../adapters/sms/types';
import type { TradeSide } from '../../../api/contract/trade';
import { formatJalaliDate } from '../../../lib/persian/dates';
import { formatNumber, toPersianDigits } from '../../../lib/persian';
import { formatToman } from '../../../lib/persian/money';
import { appendTradeNotice } from '../conversations/conversations';
import type { TransitionAction } from './trade-states';
import { orderThreadAbout, orderThreadIds } from './order-thread';

/**
 * Tells the other side of a direct order what just happened: a notice in the buyer's thread with
 * the supplier (on both sides' streams at once) and, where it waits on the one told, an SMS: the
 * storefront's owner when an order reaches it, the buyer when the supplier answers it. Runs after
 * the transition committed; a failure here is logged, never undoes it. Until an order is
 * published the supplier does not know of it, so nothing is said.
 */

/** Who is told by SMS of an action, and as what. */
const SMS_NOTICES: Partial<Record<TransitionAction, { to: 'buyer' | 'supplier'; outcome: OrderNotice['outcome'] }>> = {
  confirm_and_publish: { to: 'supplier', outcome: 'received' },
  counter: { to: 'buyer', outcome: 'countered' },
  accept: { to: 'buyer', outcome: 'accepted' },
  reject: { to: 'buyer', outcome: 'rejected' },
};

const day = (iso: string | null) => (iso ? formatJalaliDate(`${iso}T12:00:00+03:30`) : null);

async function unitOf(db: Db, row: TradeRequest) {
  if (!row.unitId) return undefined;
  const [unit] = await db.select({ name: unitsOfMeasurement.name }).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, row.unitId));
  return unit;
}

async function noticeText(db: Db, row: TradeRequest, action: TransitionAction, note: string | null): Promise<string | null> {
  const n = toPersianDigits(row.id);
  switch (action) {
    case 'confirm_and_publish': {
      const unit = await unitOf(db, row);
      const quantity = row.quantity !== null ? `${formatNumber(row.quantity, { decimals: true })} ${unit?.name ?? ''}`.trim() : '';
      return [`سفارش مستقیم شمارهٔ ${n}: ${toPersianDigits(row.title)}`, quantity && `مقدار ${quantity}`, row.wantedDate && `تحویل تا ${day(row.wantedDate)}`]
        .filter(Boolean)
        .join('، ');
    }
    case 'accept':
      return `سفارش شمارهٔ ${n} پذیرفته شد.`;
    case 'reject':
      return `سفارش شمارهٔ ${n} رد شد${note ? `: ${note}` : '.'}`;
    case 'counter': {
      // Terms apart, the supplier's own words after them: «… تومان قیمت روز کارخانه» ran together.
      const unit = await unitOf(db, row);
      const terms = [
        row.counterUnitPrice !== null ? `قیمت ${unit ? `هر ${unit.name}` : 'واحد'} ${formatToman(row.counterUnitPrice)}` : null,
        row.counterDeliveryDate ? `تحویل ${day(row.counterDeliveryDate)}` : null,
      ].filter(Boolean);
      return `پیشنهاد تازه برای سفارش شمارهٔ ${n}: ${terms.join('، ')}${note ? `. ${note}` : ''}`;
    }
    case 'accept_counter':
      return `خریدار پیشنهاد تازه برای سفارش شمارهٔ ${n} را پذیرفت.`;
    case 'decline_counter':
      return `خریدار پیشنهاد تازه برای سفارش شمارهٔ ${n} را نپذیرفت${note ? `: ${note}` : '.'}`;
    case 'complete':
      return `سفارش شمارهٔ ${n} انجام‌شده اعلام شد.`;
    case 'cancel':
      return `خریدار سفارش شمارهٔ ${n} را لغو کرد${note ? `: ${note}` : '.'}`;
    default:
      return null;
  }
}

export async function announceTransition(
  db: Db,
  event: { row: TradeRequest; action: TransitionAction; actorUserId: number; actorSide: TradeSide; note: string | null },
): Promise<void> {
  const { row, action } = event;
  if (!row.publishedAt) return;
  try {
    const body = await noticeText(db, row, action, event.note);
    if (body) {
      const [supplier] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplierId));
      await appendTradeNotice(db, {
        buyerUserId: row.buyerUserId,
        supplierId: row.supplierId,
        about: { ...orderThreadAbout(row), subject: row.supplierProductId ? row.title : (supplier?.name ?? row.title) },
        // Its earlier notices' thread, where the product it named was deleted since.
        conversationId: (await orderThreadIds(db, [row])).get(row.id),
        senderUserId: event.actorUserId,
        senderSide: event.actorSide,
        body,
        tradeRequestId: row.id,
      });
    }
  } catch (error) {
    logger.error({ err: error, tradeRequestId: row.id, action }, 'direct order: the other side could not be told in their conversation');
  }
  const sms = SMS_NOTICES[action];
  if (sms) {
    try {
      const [told] =
        sms.to === 'buyer'
          ? await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.buyerUserId))
          : await db.select({ phone: users.phone }).from(suppliers).innerJoin(users, eq(users.id, suppliers.ownerUserId)).where(eq(suppliers.id, row.supplierId));
      // Not waited for: a provider slow to answer (up to its timeout) must not hold the click that
      // published or answered the order, nor the return from the gateway.
      if (told) {
        getSmsSender()
          .sendOrderNotice(told.phone, { orderId: row.id, outcome: sms.outcome })
          .catch((error: unknown) => logger.warn({ err: error, tradeRequestId: row.id, action, to: sms.to }, 'direct order: the other side could not be told by SMS'));
      }
    } catch (error) {
      logger.warn({ err: error, tradeRequestId: row.id, action, to: sms.to }, 'direct order: the other side could not be told by SMS');
    }
  }
}
