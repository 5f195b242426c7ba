import crypto from 'node:crypto';
import { and, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { suppliers, tradeDocumentTypes, tradeFiles, tradeRequests } from '../../db/schema';
import type { StorageAdapter, StoredObject } from '../../adapters/storage';
import { notFound, ProblemError } from '../../http/problem';
import { TRADE_FILE_MAX_BYTES, TRADE_FILE_TYPES, TRADE_MAX_FILES, type TradeFile } from '../../../api/contract/trade';
import { checkUpload } from '../files/checked-upload';
import { assertUnderCap } from '../limits/user-caps';
import { uploadedWithinTheDay } from '../files/pending-uploads';
import { toPersianDigits } from '../../../lib/persian/digits';

/**
 * A direct order's documents (`POST /files`): checked as every upload is, kept as the uploader's
 * until a draft of theirs names them (for a day: files/pending-uploads.ts), then served only to
 * those who may see that order.
 */

type FileType = (typeof TRADE_FILE_TYPES)[number];

export const TRADE_FILE_NOT_FOUND = 'فایلی با این شناسه در سفارش‌های شما نیست';
export const tradeFileUrl = (id: number) => `/api/v1/files/${id}`;

export async function saveTradeFile(
  db: Db,
  storage: StorageAdapter,
  userId: number,
  file: { name: string; bytes: Uint8Array; documentTypeId: number | null },
): Promise<TradeFile> {
  const { type, extension, fileName } = await checkUpload(file, { types: TRADE_FILE_TYPES, maxBytes: TRADE_FILE_MAX_BYTES });
  let documentType: { id: number; name: string } | null = null;
  if (file.documentTypeId !== null) {
    [documentType] = await db.select({ id: tradeDocumentTypes.id, name: tradeDocumentTypes.name }).from(tradeDocumentTypes).where(eq(tradeDocumentTypes.id, file.documentTypeId));
    if (!documentType) {
      throw new ProblemError({
        status: 400,
        code: 'validation_failed',
        detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
        errors: [{ field: 'documentTypeId', message: 'این نوع سند وجود ندارد', code: 'custom' }],
      });
    }
  }
  const storageKey = `trade/${userId}/${crypto.randomUUID()}.${extension}`;
  return db.transaction(async (tx) => {
    await assertUnderCap(tx, 'pendingTradeFiles', userId, {
      table: tradeFiles,
      owner: tradeFiles.uploaderUserId,
      where: and(eq(tradeFiles.uploaderUserId, userId), isNull(tradeFiles.tradeRequestId), uploadedWithinTheDay(tradeFiles.createdAt)),
    });
    await storage.put(storageKey, file.bytes, type);
    const [row] = await tx
      .insert(tradeFiles)
      .values({ uploaderUserId: userId, storageKey, fileName, contentType: type, size: file.bytes.byteLength, documentTypeId: documentType?.id ?? null })
      .returning();
    return { id: row.id, fileName, contentType: type, size: row.size, documentType, url: tradeFileUrl(row.id) };
  });
}

/**
 * Inside a draft's edit: `ids` is the order's whole list. Files of the order not named are taken
 * off it (unsent again: the hourly job deletes them a day after their upload), then the named ones
 * attached. Without this a file taken off in the form stayed on the order, and one more upload
 * then passed the order's cap.
 */
export async function setTradeFiles(tx: Tx, userId: number, tradeRequestId: number, ids: number[]): Promise<void> {
  await tx
    .update(tradeFiles)
    .set({ tradeRequestId: null })
    .where(and(eq(tradeFiles.tradeRequestId, tradeRequestId), ids.length ? notInArray(tradeFiles.id, ids) : undefined));
  await attachTradeFiles(tx, userId, tradeRequestId, ids);
}

/** Inside the draft's transaction: the named uploads become the order's (already its own: kept). */
export async function attachTradeFiles(tx: Tx, userId: number, tradeRequestId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const attached = await tx
    .update(tradeFiles)
    .set({ tradeRequestId })
    .where(and(inArray(tradeFiles.id, wanted), eq(tradeFiles.uploaderUserId, userId), isNull(tradeFiles.tradeRequestId), uploadedWithinTheDay(tradeFiles.createdAt)))
    .returning({ id: tradeFiles.id });
  const already = await tx
    .select({ id: tradeFiles.id })
    .from(tradeFiles)
    .where(and(inArray(tradeFiles.id, wanted), eq(tradeFiles.tradeRequestId, tradeRequestId)));
  const [{ n }] = await tx.select({ n: count() }).from(tradeFiles).where(eq(tradeFiles.tradeRequestId, tradeRequestId));
  if (n > TRADE_MAX_FILES) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: [{ field: 'fileIds', message: `هر سفارش بیش از ${toPersianDigits(TRADE_MAX_FILES)} فایل نمی‌تواند داشته باشد؛ یکی از فایل‌های قبلی را بردارید`, code: 'custom' }],
    });
  }
  if (new Set([...attached, ...already].map((f) => f.id)).size !== wanted.length) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: [{ field: 'fileIds', message: 'یکی از فایل‌ها پیدا نشد یا از آنِ سفارش دیگری است؛ دوباره بارگذاری کنید', code: 'custom' }],
    });
  }
}

/** The files of these orders, by order. */
export async function tradeFilesOf(db: Db, tradeRequestIds: number[]): Promise<Map<number, TradeFile[]>> {
  const byOrder = new Map<number, TradeFile[]>();
  if (tradeRequestIds.length === 0) return byOrder;
  const rows = await db
    .select({ file: tradeFiles, typeName: tradeDocumentTypes.name })
    .from(tradeFiles)
    .leftJoin(tradeDocumentTypes, eq(tradeDocumentTypes.id, tradeFiles.documentTypeId))
    .where(inArray(tradeFiles.tradeRequestId, tradeRequestIds))
    .orderBy(tradeFiles.id);
  for (const { file, typeName } of rows) {
    const list = byOrder.get(file.tradeRequestId!) ?? [];
    list.push({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType as FileType,
      size: file.size,
      documentType: file.documentTypeId && typeName ? { id: file.documentTypeId, name: typeName } : null,
      url: tradeFileUrl(file.id),
    });
    byOrder.set(file.tradeRequestId!, list);
  }
  return byOrder;
}

/** A file for the caller: theirs while unattached; else the order's buyer, or its supplier's users once published. */
export async function loadTradeFile(db: Db, storage: StorageAdapter, userId: number, id: number): Promise<{ file: StoredObject; fileName: string; contentType: string }> {
  const [row] = await db
    .select({ file: tradeFiles, buyer: tradeRequests.buyerUserId, publishedAt: tradeRequests.publishedAt, owner: suppliers.ownerUserId })
    .from(tradeFiles)
    .leftJoin(tradeRequests, eq(tradeRequests.id, tradeFiles.tradeRequestId))
    .leftJoin(suppliers, eq(suppliers.id, tradeRequests.supplierId))
    .where(eq(tradeFiles.id, id));
  const allowed =
    row &&
    (row.file.tradeRequestId === null ? row.file.uploaderUserId === userId : row.buyer === userId || (row.publishedAt !== null && row.owner === userId));
  if (!allowed) throw notFound(TRADE_FILE_NOT_FOUND);
  const file = await storage.get(row.file.storageKey);
  if (!file) throw notFound(TRADE_FILE_NOT_FOUND);
  return { file, fileName: row.file.fileName, contentType: row.file.contentType };
}

export async function listDocumentTypes(db: Db, text?: string) {
  const rows = await db.select({ id: tradeDocumentTypes.id, code: tradeDocumentTypes.code, name: tradeDocumentTypes.name }).from(tradeDocumentTypes).orderBy(tradeDocumentTypes.sortOrder);
  return text ? rows.filter((r) => r.name.includes(text)) : rows;
}
