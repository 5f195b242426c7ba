import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { conversationAttachments, conversationMessages, conversations, suppliers } from '../../db/schema';
import type { StorageAdapter, StoredObject } from '../../adapters/storage';
import { notFound, ProblemError } from '../../http/problem';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from '../../../api/contract/conversations';
import { toPersianDigits } from '../../../lib/persian/digits';
import { assertUnderCap } from '../limits/user-caps';

/**
 * Files sent in conversations. Uploaded on their own (so a page can show progress and a message
 * stays small), kept as the uploader's until a message of theirs names them, then served to the
 * participants of that message's thread only. The type is what the bytes say (file-type), from
 * an allow-list: pictures and PDF, never what the name or the upload claims.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

const EXTENSIONS: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export const ATTACHMENT_NOT_FOUND = 'فایلی با این شناسه در گفت‌وگوهای شما نیست';

export const attachmentUrl = (id: number) => `/api/v1/conversations/attachments/${id}`;

/** A name safe to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim()
    .slice(0, 120);
  const extension = EXTENSIONS[type];
  if (!base) return `پیوست.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

const refused = (status: number, code: string, detail: string) => new ProblemError({ status, code, detail });

/** Checks and stores an upload; it waits, unattached, for the uploader's next message. */
export async function saveAttachment(db: Db, storage: StorageAdapter, userId: number, file: { name: string; bytes: Uint8Array }): Promise<Attachment> {
  if (file.bytes.byteLength === 0) throw refused(400, 'empty_file', 'فایل فرستاده‌شده خالی است');
  if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) {
    throw refused(413, 'file_too_large', `حجم هر پیوست نباید بیش از ${toPersianDigits(ATTACHMENT_MAX_BYTES / 1024 / 1024)} مگابایت باشد`);
  }
  const sniffed = (await fileTypeFromBuffer(file.bytes))?.mime;
  if (!sniffed || !(ATTACHMENT_TYPES as readonly string[]).includes(sniffed)) {
    throw refused(415, 'unsupported_file_type', 'فقط تصویر (JPEG، PNG، WebP) یا PDF می‌توانید پیوست کنید');
  }
  const type = sniffed as AttachmentType;
  const storageKey = `conversations/${userId}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
  return db.transaction(async (tx) => {
    await assertUnderCap(tx, 'pendingAttachments', userId, {
      table: conversationAttachments,
      owner: conversationAttachments.uploaderUserId,
      where: and(eq(conversationAttachments.uploaderUserId, userId), isNull(conversationAttachments.messageId)),
    });
    // Stored before the row is committed: a row never names a file that is not there.
    await storage.put(storageKey, file.bytes, type);
    const [row] = await tx
      .insert(conversationAttachments)
      .values({ uploaderUserId: userId, storageKey, fileName: cleanFileName(file.name, type), contentType: type, size: file.bytes.byteLength })
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
    .where(and(inArray(conversationAttachments.id, ids), eq(conversationAttachments.uploaderUserId, userId), isNull(conversationAttachments.messageId)))
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
