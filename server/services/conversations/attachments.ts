import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { conversationAttachments, conversationMessages, conversations, suppliers } from '../../db/schema';
import type { StorageAdapter, StoredObject } from '../../adapters/storage';
import { notFound, ProblemError } from '../../http/problem';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from '../../../api/contract/conversations';
import { checkUpload } from '../files/checked-upload';
import { assertUnderCap } from '../limits/user-caps';
import { uploadedWithinTheDay } from '../files/pending-uploads';

/**
 * Files sent in conversations. Uploaded on their own (so a page can show progress and a message
 * stays small), kept as the uploader's until a message of theirs names them (for a day:
 * files/pending-uploads.ts), then served to the participants of that message's thread only;
 * checked as every upload is (files/checked-upload.ts).
 */

type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const ATTACHMENT_NOT_FOUND = 'فایلی با این شناسه در گفت‌وگوهای شما نیست';

export const attachmentUrl = (id: number) => `/api/v1/conversations/attachments/${id}`;

/** Checks and stores an upload; it waits, unattached, for the uploader's next message. */
export async function saveAttachment(db: Db, storage: StorageAdapter, userId: number, file: { name: string; bytes: Uint8Array }): Promise<Attachment> {
  const { type, extension, fileName } = await checkUpload(file, { types: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES });
  const storageKey = `conversations/${userId}/${crypto.randomUUID()}.${extension}`;
  return db.transaction(async (tx) => {
    await assertUnderCap(tx, 'pendingAttachments', userId, {
      table: conversationAttachments,
      owner: conversationAttachments.uploaderUserId,
      where: and(eq(conversationAttachments.uploaderUserId, userId), isNull(conversationAttachments.messageId), uploadedWithinTheDay(conversationAttachments.createdAt)),
    });
    // Stored before the row is committed: a row never names a file that is not there.
    await storage.put(storageKey, file.bytes, type);
    const [row] = await tx
      .insert(conversationAttachments)
      .values({ uploaderUserId: userId, storageKey, fileName, contentType: type, size: file.bytes.byteLength })
      .returning();
    return { id: row.id, fileName: row.fileName, contentType: type, size: row.size, url: attachmentUrl(row.id) };
  });
}

/** Inside the message's transaction: the named uploads become the message's, or nothing is written. */
export async function attachToMessage(tx: Tx, userId: number, messageId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const attached = await tx
    .update(conversationAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(conversationAttachments.id, ids),
        eq(conversationAttachments.uploaderUserId, userId),
        isNull(conversationAttachments.messageId),
        uploadedWithinTheDay(conversationAttachments.createdAt),
      ),
    )
    .returning({ id: conversationAttachments.id });
  if (attached.length !== ids.length) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: [{ field: 'attachmentIds', message: 'یکی از پیوست‌ها پیدا نشد یا پیش‌تر فرستاده شده است؛ دوباره پیوست کنید', code: 'custom' }],
    });
  }
}

/** The files of these messages, by message id. */
export async function attachmentsOf(db: Db, messageIds: number[]): Promise<Map<number, Attachment[]>> {
  const byMessage = new Map<number, Attachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(conversationAttachments)
    .where(inArray(conversationAttachments.messageId, messageIds))
    .orderBy(conversationAttachments.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push({ id: row.id, fileName: row.fileName, contentType: row.contentType as AttachmentType, size: row.size, url: attachmentUrl(row.id) });
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

/**
 * A file for the caller: theirs while unsent, else only if they take part in the thread its
 * message belongs to. Anyone else gets the same 404 as for a file that does not exist.
 */
export async function loadAttachment(
  db: Db,
  storage: StorageAdapter,
  userId: number,
  id: number,
): Promise<{ file: StoredObject; fileName: string; contentType: AttachmentType }> {
  const [row] = await db
    .select({ attachment: conversationAttachments, buyer: conversations.buyerUserId, owner: suppliers.ownerUserId })
    .from(conversationAttachments)
    .leftJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
    .leftJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(suppliers, eq(suppliers.id, conversations.supplierId))
    .where(eq(conversationAttachments.id, id));
  const allowed =
    row &&
    (row.attachment.messageId === null ? row.attachment.uploaderUserId === userId : row.buyer === userId || row.owner === userId);
  if (!allowed) throw notFound(ATTACHMENT_NOT_FOUND);
  const file = await storage.get(row.attachment.storageKey);
  if (!file) throw notFound(ATTACHMENT_NOT_FOUND);
  return { file, fileName: row.attachment.fileName, contentType: row.attachment.contentType as AttachmentType };
}
