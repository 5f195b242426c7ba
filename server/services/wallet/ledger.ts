import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { walletAccounts, walletTransactions } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { BalancePoint, WalletEntriesQuery, WalletEntry, WalletEntryType } from '../../../api/contract/wallet';
import type { Page } from '../../../api/contract/paging';
import { containsText, pageWindow } from '../list-query';
import { tehranDayStart } from '../../../lib/persian/dates';
import { formatToman } from '../../../lib/persian/money';

type EntryRow = typeof walletTransactions.$inferSelect;

export type NewEntry = {
  userId: number;
  type: WalletEntryType;
  /** Signed Rial. */
  amount: number;
  paymentId?: number | null;
  actorUserId?: number | null;
  description: string;
  /** What makes the movement unique: the same key twice moves money once. */
  idempotencyKey: string;
  /** When it happened, for the demo seed's past months (seed-demo-wallet.ts); otherwise now. */
  at?: Date;
};

const byKey = (tx: Tx, key: string) => tx.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, key));

/**
 * Appends one movement to a wallet, inside the caller's transaction: the wallet's balance row is
 * locked, so the movements of one wallet are written one after the other, each with the balance
 * after it; a movement that would leave the balance below zero is refused (409) and writes
 * nothing; a key already used answers the movement it made, adding nothing.
 */
export async function appendEntry(tx: Tx, entry: NewEntry): Promise<{ row: EntryRow; created: boolean }> {
  const [seen] = await byKey(tx, entry.idempotencyKey);
  if (seen) return { row: seen, created: false };
  await tx.insert(walletAccounts).values({ userId: entry.userId }).onConflictDoNothing();
  const [account] = await tx.select().from(walletAccounts).where(eq(walletAccounts.userId, entry.userId)).for('update');
  // A racer holding the lock before us may have made this very movement.
  const [raced] = await byKey(tx, entry.idempotencyKey);
  if (raced) return { row: raced, created: false };
  const balanceAfter = account.balance + entry.amount;
  if (balanceAfter < 0) {
    throw new ProblemError({
      status: 409,
      code: 'insufficient_balance',
      detail: `موجودی کیف پول (${formatToman(account.balance)}) برای پرداخت ${formatToman(-entry.amount)} کافی نیست`,
    });
  }
  await tx.update(walletAccounts).set({ balance: balanceAfter, updatedAt: sql`now()` }).where(eq(walletAccounts.userId, entry.userId));
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      userId: entry.userId,
      type: entry.type,
      amount: entry.amount,
      balanceAfter,
      paymentId: entry.paymentId ?? null,
      actorUserId: entry.actorUserId ?? null,
      description: entry.description,
      idempotencyKey: entry.idempotencyKey,
      createdAt: entry.at,
    })
    .returning();
  return { row, created: true };
}

export async function balanceOf(db: Db | Tx, userId: number): Promise<number> {
  const [account] = await db.select({ balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.userId, userId));
  return account?.balance ?? 0;
}

export const presentEntry = (r: EntryRow): WalletEntry => ({
  id: r.id,
  type: r.type,
  amount: r.amount,
  balanceAfter: r.balanceAfter,
  paymentId: r.paymentId,
  description: r.description,
  createdAt: r.createdAt.toISOString(),
});

/** A wallet's movements, one page of them as the data table asks: by type, day and words in their description. */
export async function walletEntries(db: Db, userId: number, query: WalletEntriesQuery): Promise<Page<WalletEntry>> {
  const where: SQL[] = [eq(walletTransactions.userId, userId)];
  if (query['filter.type']) where.push(inArray(walletTransactions.type, query['filter.type']));
  if (query['filter.from']) where.push(gte(walletTransactions.createdAt, tehranDayStart(query['filter.from'])));
  if (query['filter.to']) where.push(lt(walletTransactions.createdAt, tehranDayStart(query['filter.to'], 1)));
  const text = containsText(walletTransactions.description, query['filter.text']);
  if (text) where.push(text);
  const paging = { pageNumber: query['paging.pageNumber'], pageSize: query['paging.pageSize'] };
  const { limit, offset } = pageWindow(paging);
  // Ids grow with time, and the (user, id) index answers either direction without sorting.
  const order = query['sorting.direction'] === 'asc' ? asc(walletTransactions.id) : desc(walletTransactions.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(walletTransactions).where(and(...where)).orderBy(order).limit(limit).offset(offset),
    db.select({ total: count() }).from(walletTransactions).where(and(...where)),
  ]);
  return { items: rows.map(presentEntry), totalCount: total, ...paging };
}

/**
 * The balance over the last `days` days: the balance the period began with, then the balance after
 * each movement in it (at most the newest thousand, which a chart can draw), and the balance now.
 */
export async function balanceHistory(db: Db, userId: number, days: number): Promise<BalancePoint[]> {
  const since = new Date(Date.now() - days * 86_400_000);
  const [before] = await db
    .select({ balance: walletTransactions.balanceAfter })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), lt(walletTransactions.createdAt, since)))
    .orderBy(desc(walletTransactions.id))
    .limit(1);
  const moves = await db
    .select({ at: walletTransactions.createdAt, balance: walletTransactions.balanceAfter })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), gte(walletTransactions.createdAt, since)))
    .orderBy(desc(walletTransactions.id))
    .limit(HISTORY_MAX_POINTS);
  moves.reverse();
  const start = moves.length === HISTORY_MAX_POINTS ? [] : [{ at: since, balance: before?.balance ?? 0 }];
  const now = { at: new Date(), balance: moves.at(-1)?.balance ?? before?.balance ?? 0 };
  return [...start, ...moves, now].map((p) => ({ at: p.at.toISOString(), balance: p.balance }));
}

const HISTORY_MAX_POINTS = 1000;

/**
 * The ledger check: every wallet's balance equals the sum of its movements, and its newest
 * movement's balance-after. The wallets that differ, with both figures.
 */
export async function ledgerDifferences(db: Db): Promise<{ userId: number; balance: number; sum: number }[]> {
  const result = await db.execute(sql`
    SELECT a.user_id AS "userId", a.balance::bigint AS balance, coalesce(s.sum, 0)::bigint AS sum
    FROM wallet_accounts a
    LEFT JOIN (SELECT user_id, sum(amount) AS sum FROM wallet_transactions GROUP BY user_id) s ON s.user_id = a.user_id
    WHERE a.balance <> coalesce(s.sum, 0)
       OR a.balance <> coalesce((SELECT t.balance_after FROM wallet_transactions t WHERE t.user_id = a.user_id ORDER BY t.id DESC LIMIT 1), 0)`);
  const rows = (result as unknown as { rows: { userId: number; balance: number; sum: number }[] }).rows;
  return rows.map((r) => ({ userId: Number(r.userId), balance: Number(r.balance), sum: Number(r.sum) }));
}
