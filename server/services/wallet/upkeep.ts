import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onlinePayments, payments } from '../../db/schema';
import { logger } from '../../logger';
import { ledgerDifferences } from './ledger';
import { ABANDONED_AFTER_HOURS, cancelUnopenedAttempts } from './payments';

/**
 * Expiry of abandoned payments: pending longer than a day, with no attempt that may still succeed
 * (being verified or unknown), they are cancelled, with their attempts that never reached a
 * gateway; one that did is left to reconciliation (its money, if any, goes to the wallet).
 * An unpaid order fee ends too; the order waits, and asking again makes a new one.
 */
export async function expireAbandonedPayments(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_HOURS * 3_600_000);
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({ state: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.state, 'pending'),
          lt(payments.createdAt, cutoff),
          notExists(
            tx
              .select({ id: onlinePayments.id })
              .from(onlinePayments)
              .where(and(eq(onlinePayments.paymentId, payments.id), inArray(onlinePayments.state, ['verifying', 'unknown']))),
          ),
        ),
      )
      .returning({ id: payments.id });
    if (rows.length) await cancelUnopenedAttempts(tx, rows.map((r) => r.id));
    return rows.length;
  });
  if (expired) logger.info({ expired }, 'abandoned payments cancelled');
  return expired;
}

/**
 * The daily ledger check: every wallet's balance against the sum of its movements. A difference
 * is money gone wrong — logged at error level, where alerts listen — and answered for a report.
 */
export async function checkLedger(db: Db): Promise<{ userId: number; balance: number; sum: number }[]> {
  const differences = await ledgerDifferences(db);
  if (differences.length) logger.error({ differences }, 'ledger check: wallet balances differ from their movements');
  else logger.info('ledger check: every wallet adds up');
  return differences;
}
