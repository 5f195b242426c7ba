import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, type TradeRequest } from '../../db/schema';

/**
 * The thread an order's notices are written to: the buyer's thread with the supplier about the
 * ordered product, or about the supplier itself for an order made from its page.
 */
export function orderThreadAbout(row: Pick<TradeRequest, 'supplierId' | 'supplierProductId'>): { pageKind: 'supplier_product' | 'supplier'; objectId: number } {
  return row.supplierProductId ? { pageKind: 'supplier_product', objectId: row.supplierProductId } : { pageKind: 'supplier', objectId: row.supplierId };
}

const threadKey = (buyerUserId: number, supplierId: number, about: { pageKind: string; objectId: number }) =>
  `${buyerUserId}:${supplierId}:${about.pageKind}:${about.objectId}`;

/** Each order's thread, where one has begun (a draft's has not, unless the buyer wrote first). */
export async function orderThreadIds(db: Db, rows: Pick<TradeRequest, 'id' | 'buyerUserId' | 'supplierId' | 'supplierProductId'>[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (rows.length === 0) return found;
  const threads = await db
    .select({ id: conversations.id, buyerUserId: conversations.buyerUserId, supplierId: conversations.supplierId, pageKind: conversations.pageKind, objectId: conversations.objectId })
    .from(conversations)
    .where(
      and(
        inArray(conversations.buyerUserId, [...new Set(rows.map((r) => r.buyerUserId))]),
        inArray(conversations.supplierId, [...new Set(rows.map((r) => r.supplierId))]),
      ),
    );
  const byKey = new Map(threads.map((t) => [threadKey(t.buyerUserId, t.supplierId, t), t.id]));
  for (const row of rows) {
    const id = byKey.get(threadKey(row.buyerUserId, row.supplierId, orderThreadAbout(row)));
    if (id !== undefined) found.set(row.id, id);
  }
  return found;
}
