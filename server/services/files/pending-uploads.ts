import { and, gt, inArray, isNull, not, notInArray, sql, type SQL } from 'drizzle-orm';
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

export async function expirePendingUploads(db: Db, storage: StorageAdapter): Promise<Record<Kind, number>> {
  const expired = { tradeFiles: 0, attachments: 0 };
  for (const kind of Object.keys(PENDING_UPLOADS) as Kind[]) {
    const failed: number[] = [];
    for (let batch = { deleted: 0, tried: BATCH }; batch.tried === BATCH; ) {
      batch = await expireBatch(db, storage, kind, failed);
      expired[kind] += batch.deleted;
    }
    if (failed.length) logger.warn({ kind, failed: failed.length }, 'unsent uploads whose stored files could not be deleted: kept for the next run');
  }
  if (expired.tradeFiles || expired.attachments) logger.info({ expired }, 'unsent uploads deleted');
  return expired;
}

/**
 * One batch, in one transaction. Saves no longer attach these rows (`uploadedWithinTheDay`, by
 * the database's clock as here); one locked by a save in flight is skipped, and one attached by a
 * save that committed first no longer matches when its lock is taken. A row goes only once its
 * stored file is gone: one whose file storage would not delete stays for the next run (deleting a
 * file already gone is not an error), and this run goes on past it.
 */
async function expireBatch(db: Db, storage: StorageAdapter, kind: Kind, failed: number[]): Promise<{ deleted: number; tried: number }> {
  const { table, parent } = PENDING_UPLOADS[kind];
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: table.id, storageKey: table.storageKey })
      .from(table)
      .where(and(isNull(parent), not(uploadedWithinTheDay(table.createdAt)), failed.length ? notInArray(table.id, failed) : undefined))
      .orderBy(table.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const gone: number[] = [];
    for (const row of stale) {
      try {
        await storage.delete(row.storageKey);
        gone.push(row.id);
      } catch (error) {
        failed.push(row.id);
        logger.warn({ err: error, kind, id: row.id }, 'stored file of an unsent upload not deleted');
      }
    }
    if (gone.length) await tx.delete(table).where(inArray(table.id, gone));
    return { deleted: gone.length, tried: stale.length };
  });
}
