import { and, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { conversationAttachments, tradeFiles } from '../../db/schema';
import type { StorageAdapter } from '../../adapters/storage';
import { logger } from '../../logger';

/**
 * Uploads nobody sent. A direct order's file and a message's attachment are stored when chosen and
 * become the order's or the message's when that is saved. One chosen and then left (the form
 * closed, the file taken off the list) stayed the uploader's for good: it held storage and counted
 * against their cap of unsent uploads (user-caps.ts), which then refused every upload with nothing
 * they could delete. Now an upload may be attached, and counts against the cap, for a day after it
 * was made; after that the hourly job deletes it, its row and its stored file.
 */
export const PENDING_UPLOAD_HOURS = 24;

/** An unsent upload still usable: made within the day (by the database's clock). */
export const uploadedWithinTheDay = (createdAt: PgColumn): SQL =>
  gt(createdAt, sql`now() - ${sql.raw(`interval '${PENDING_UPLOAD_HOURS} hours'`)}`);

/** Rows deleted per transaction: the stored files are deleted while their rows are locked. */
const BATCH = 100;

const PENDING_UPLOADS = {
  tradeFiles: { table: tradeFiles, parent: tradeFiles.tradeRequestId },
  attachments: { table: conversationAttachments, parent: conversationAttachments.messageId },
} as const;

type Kind = keyof typeof PENDING_UPLOADS;

export async function expirePendingUploads(db: Db, storage: StorageAdapter, now = new Date()): Promise<Record<Kind, number>> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_HOURS * 3_600_000);
  const expired = { tradeFiles: 0, attachments: 0 };
  for (const kind of Object.keys(PENDING_UPLOADS) as Kind[]) {
    for (let deleted = BATCH; deleted === BATCH; ) {
      deleted = await expireBatch(db, storage, kind, cutoff);
      expired[kind] += deleted;
    }
  }
  if (expired.tradeFiles || expired.attachments) logger.info({ expired }, 'unsent uploads deleted');
  return expired;
}

/**
 * One batch, in one transaction. Saves no longer attach these rows (`uploadedWithinTheDay`); one
 * locked by a save in flight is skipped, and one attached by a save that committed first no longer
 * matches when its lock is taken. The stored files are deleted before the rows' deletion commits:
 * if storage fails, the rows stay and the next run tries again (deleting a file already gone is not
 * an error).
 */
async function expireBatch(db: Db, storage: StorageAdapter, kind: Kind, cutoff: Date): Promise<number> {
  const { table, parent } = PENDING_UPLOADS[kind];
  return db.transaction(async (tx) => {
    const stale = tx
      .select({ id: table.id })
      .from(table)
      .where(and(isNull(parent), lt(table.createdAt, cutoff)))
      .orderBy(table.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await tx.delete(table).where(inArray(table.id, stale)).returning({ storageKey: table.storageKey });
    for (const row of rows) await storage.delete(row.storageKey);
    return rows.length;
  });
}
