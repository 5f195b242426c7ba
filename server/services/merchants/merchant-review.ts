import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, users } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { Page, Paging } from '../../../api/contract/paging';
import { sanitizePlainText } from '../rich-text/sanitize-rich-text';
import { pageWindow } from '../list-query';

export type MerchantForReview = { id: number; name: string; description: string | null; phone: string | null; ownerName: string; createdAt: string };

/** Merchants nobody has confirmed or refused yet, oldest first: the admins' queue. */
export async function merchantsAwaitingReview(db: Db, paging: Paging): Promise<Page<MerchantForReview>> {
  const where = and(eq(merchants.isConfirmed, false), isNull(merchants.refusedAt));
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ m: merchants, firstName: users.firstName, lastName: users.lastName })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.ownerUserId))
      .where(where)
      .orderBy(asc(merchants.createdAt), asc(merchants.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(merchants).where(where),
  ]);
  return {
    items: rows.map(({ m, firstName, lastName }) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      phone: m.phone,
      ownerName: [firstName, lastName].filter(Boolean).join(' '),
      createdAt: m.createdAt.toISOString(),
    })),
    totalCount: total,
    ...paging,
  };
}

/** An admin confirms a merchant: it shows publicly from now on. */
export async function confirmMerchant(db: Db, id: number): Promise<void> {
  const rows = await db
    .update(merchants)
    .set({ isConfirmed: true, confirmedAt: sql`now()`, refusedAt: null, refusalReason: null, updatedAt: sql`now()` })
    .where(eq(merchants.id, id))
    .returning({ id: merchants.id });
  if (!rows.length) throw notFound('بازرگانی با این شناسه پیدا نشد');
}

/** An admin refuses a merchant, saying why; a confirmed one stops showing. */
export async function refuseMerchant(db: Db, id: number, reason: string): Promise<void> {
  const rows = await db
    .update(merchants)
    .set({ isConfirmed: false, confirmedAt: null, refusedAt: sql`now()`, refusalReason: sanitizePlainText(reason), updatedAt: sql`now()` })
    .where(eq(merchants.id, id))
    .returning({ id: merchants.id });
  if (!rows.length) throw notFound('بازرگانی با این شناسه پیدا نشد');
}
