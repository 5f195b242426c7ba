import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PageKind } from '../../../api/contract/catalog-enums';
import type { ConversationSide } from '../../../api/contract/conversations';
import { users } from './users';
import { suppliers } from './suppliers';

/**
 * A thread between a buyer and a supplier about one object (a supplier product, a base product,
 * or the supplier itself): one per buyer, supplier and object, continued whenever either writes.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** What the thread is about; the supplier itself (`supplier`, its id) for a general question. */
    pageKind: text('page_kind').$type<PageKind>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** The object's name when the thread began, shown if the object is later removed. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_buyer_supplier_object_key').on(t.buyerUserId, t.supplierId, t.pageKind, t.objectId),
    index('conversations_buyer_activity_idx').on(t.buyerUserId, t.lastMessageAt),
    index('conversations_supplier_activity_idx').on(t.supplierId, t.lastMessageAt),
  ],
);

/** One message; the text is plain (every tag stripped on the way in). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side').$type<ConversationSide>().notNull(),
    body: text('body').notNull(),
    /** Set on a notice about a direct order (a transition), written for its actor. */
    tradeRequestId: bigint('trade_request_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    // An order's notices, to find its thread (services/trade/order-thread.ts).
    index('conversation_messages_trade_request_idx')
      .on(t.tradeRequestId, t.id)
      .where(sql`${t.tradeRequestId} IS NOT NULL`),
  ],
);

/**
 * A file sent with a message. Uploaded first (no message yet, only its uploader may attach it),
 * then attached by the message that names it; served only to the thread's participants.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uploaderUserId: bigint('uploader_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_attachments_message_idx').on(t.messageId),
    index('conversation_attachments_uploader_idx').on(t.uploaderUserId, t.messageId),
    // The hourly expiry of unsent attachments (services/files/pending-uploads.ts) reads only these.
    index('conversation_attachments_unsent_idx').on(t.createdAt).where(sql`${t.messageId} IS NULL`),
  ],
);

/** Each participant's own view of a thread: what they have read, and what they deleted for themselves. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Messages up to this id are hidden for this user (deleted for me); a later message shows the thread again. */
    hiddenUpToMessageId: bigint('hidden_up_to_message_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export type Conversation = typeof conversations.$inferSelect;
export type ConversationMessage = typeof conversationMessages.$inferSelect;
export type ConversationAttachment = typeof conversationAttachments.$inferSelect;
