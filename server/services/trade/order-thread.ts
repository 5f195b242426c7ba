import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, type TradeRequest } from '../../db/schema';

type OrderKey = Pick<TradeRequest, 'id' | 'buyerUserId' | 'supplierId' | 'supplierProductId'>;

/**
 * The thread an order's first notice begins: the buyer's thread with the supplier about the
 * ordered product, or about the supplier itself for an order made from its page. Once it has
 * notices the order stays in their thread (`orderThreadIds`), even when the product is deleted
 * and the order no longer names it.
 */
export function orderThreadAbout(row: Pick<TradeRequest, 'supplierId' | 'supplierProductId'>): { pageKind: 'supplier_product' | 'supplier'; objectId: number } {
  return row.supplierProductId ? { pageKind: 'supplier_product', objectId: row.supplierProductId } : { pageKind: 'supplier', objectId: row.supplierId };
}

/**
 * Each order's thread: the one its notices are in; for an order without any (a draft), the thread
 * its first notice would begin, where the buyer already wrote in it. Orders with neither have none.
 */
export async function orderThreadIds(db: Db, rows: OrderKey[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (rows.length === 0) return found;
  const noticed = await db
    .selectDistinctOn([conversationMessages.tradeRequestId], { tradeRequestId: conversationMessages.tradeRequestId, conversationId: conversationMessages.conversationId })
    .from(conversationMessages)
    .where(and(isNotNull(conversationMessages.tradeRequestId), inArray(conversationMessages.tradeRequestId, rows.map((r) => r.id))))
    .orderBy(conversationMessages.tradeRequestId, desc(conversationMessages.id));
  for (const n of noticed) found.set(n.tradeRequestId!, n.conversationId);
  const unnoticed = rows.filter((r) => !found.has(r.id));
  if (unnoticed.length === 0) return found;
  // Exact keys only: the unique index answers each.
  const threads = await db
    .select({ id: conversations.id, buyerUserId: conversations.buyerUserId, supplierId: conversations.supplierId, pageKind: conversations.pageKind, objectId: conversations.objectId })
    .from(conversations)
    .where(
      or(
        ...unnoticed.map((r) => {
          const about = orderThreadAbout(r);
          return and(eq(conversations.buyerUserId, r.buyerUserId), eq(conversations.supplierId, r.supplierId), eq(conversations.pageKind, about.pageKind), eq(conversations.objectId, about.objectId));
        }),
      ),
    );
  for (const r of unnoticed) {
    const about = orderThreadAbout(r);
    const thread = threads.find((t) => t.buyerUserId === r.buyerUserId && t.supplierId === r.supplierId && t.pageKind === about.pageKind && t.objectId === about.objectId);
    if (thread) found.set(r.id, thread.id);
  }
  return found;
}
