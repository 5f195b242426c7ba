import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletAccounts, walletTransactions } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { WalletEntry, WalletEntryType } from '../../../api/contract/wallet';
import { formatToman } from '../../../lib/persian/money';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
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

/** A wallet's movements, newest first, by keyset (`before` an id): no OFFSET walks however long the ledger. */
export async function walletEntries(db: Db, userId: number, page: { before?: number; limit: number }): Promise<WalletEntry[]> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), page.before ? lt(walletTransactions.id, page.before) : undefined))
    .orderBy(desc(walletTransactions.id))
    .limit(page.limit);
  return rows.map(presentEntry);
}

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
