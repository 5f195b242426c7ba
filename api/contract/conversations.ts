import { z } from './zod';
import { idValue } from './paging';
import { SEARCH_TEXT_MAX } from './limits';

/**
 * Conversations between a buyer and a supplier about an object. A supplier's users answer for
 * it; each participant has their own read state and may delete a thread for themselves only.
 */

export const MESSAGE_MAX_LENGTH = 4_000;
/** Files one message may carry, and the size of each. */
export const MESSAGE_MAX_ATTACHMENTS = 5;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, judged from its bytes (never from its name or the type it claims). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** Messages a thread answers at once; older ones come page by page (`before`). */
export const THREAD_PAGE_SIZE = 50;

export const CONVERSATION_SIDES = ['buyer', 'supplier'] as const;
export const ConversationSideSchema = z.enum(CONVERSATION_SIDES).openapi('ConversationSide');
export type ConversationSide = z.infer<typeof ConversationSideSchema>;

/** What a thread may be about: a supplier product, a base product, or the supplier itself. */
export const CONVERSATION_SUBJECT_KINDS = ['supplier_product', 'base_product', 'supplier'] as const;
export const ConversationSubjectKindSchema = z.enum(CONVERSATION_SUBJECT_KINDS).openapi('ConversationSubjectKind');

const id = () => z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const isoTime = () => z.iso.datetime({ offset: true });

export const AttachmentSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.enum(ATTACHMENT_TYPES),
    size: z.number().int(),
    /** Where the file is served, to the thread's participants only. */
    url: z.string(),
  })
  .openapi('ConversationAttachment');
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MessageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    senderSide: ConversationSideSchema,
    /** Whether the caller wrote it (as the buyer, or as one of the supplier's users). */
    mine: z.boolean(),
    body: z.string(),
    /** Set on a notice about a direct order (a transition taken by the sender's side). */
    tradeRequestId: z.number().int().nullable(),
    createdAt: isoTime(),
    attachments: z.array(AttachmentSchema),
  })
  .openapi('ConversationMessage');
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z
  .object({
    id: z.number().int(),
    /** The caller's side in this thread. */
    mySide: ConversationSideSchema,
    supplier: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    /** The buyer as the supplier sees them: a name, never a phone number. */
    buyer: z.object({ name: z.string() }),
    subject: z.object({
      pageKind: ConversationSubjectKindSchema,
      objectId: z.number().int(),
      title: z.string(),
      /** The object's current slug and picture; null when it no longer exists or is hidden. */
      slug: z.string().nullable(),
      image: z.string().nullable(),
    }),
    lastMessage: z
      .object({
        id: z.number().int(),
        senderSide: ConversationSideSchema,
        excerpt: z.string(),
        attachments: z.number().int(),
        /** An order's notice (written on its actor's side, not by their hand), or null. */
        tradeRequestId: z.number().int().nullable(),
        createdAt: isoTime(),
      })
      .nullable(),
    unreadCount: z.number().int(),
    createdAt: isoTime(),
    lastMessageAt: isoTime(),
  })
  .openapi('ConversationSummary');
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListSchema = z
  .object({ items: z.array(ConversationSummarySchema), unreadCount: z.number().int() })
  .openapi('ConversationList');
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ThreadSchema = z
  .object({
    conversation: ConversationSummarySchema,
    /** Oldest first. */
    messages: z.array(MessageSchema),
    /** Whether older messages remain (ask with `before` = the first message's id). */
    hasMore: z.boolean(),
  })
  .openapi('ConversationThread');
export type Thread = z.infer<typeof ThreadSchema>;

export const FlatThreadSchema = z
  .object({ conversation: ConversationSummarySchema.nullable(), messages: z.array(MessageSchema), hasMore: z.boolean() })
  .openapi('ConversationFlatThread');
export type FlatThread = z.infer<typeof FlatThreadSchema>;

const messageFields = {
  body: z.string().trim().max(MESSAGE_MAX_LENGTH).default(''),
  attachmentIds: z.array(id()).max(MESSAGE_MAX_ATTACHMENTS).default([]),
};

/** Start (or continue) the caller's thread with a supplier about an object, or write in a thread. */
export const MessageInputSchema = z
  .union([
    z.object({ conversationId: id(), ...messageFields }).strict(),
    z.object({ supplierId: id(), pageKind: ConversationSubjectKindSchema, objectId: id(), ...messageFields }).strict(),
  ])
  .openapi('ConversationMessageInput');
export type MessageInput = z.infer<typeof MessageInputSchema>;

export const SentMessageSchema = z
  .object({ conversation: ConversationSummarySchema, message: MessageSchema })
  .openapi('ConversationSentMessage');
export type SentMessage = z.infer<typeof SentMessageSchema>;

export const MarkReadInputSchema = z
  .object({ readUpTo: id().describe('The newest message the caller has seen') })
  .openapi('ConversationMarkRead');

export const ReadStateSchema = z
  .object({ conversationId: z.number().int(), unreadCount: z.number().int(), totalUnread: z.number().int() })
  .openapi('ConversationReadState');
export type ReadState = z.infer<typeof ReadStateSchema>;

export const UnreadThreadsSchema = z
  .object({ unreadCount: z.number().int(), items: z.array(ConversationSummarySchema) })
  .openapi('ConversationUnread');
export type UnreadThreads = z.infer<typeof UnreadThreadsSchema>;

/** All the caller's unread messages, alone: what a page's header shows before its scripts run. */
export const UnreadCountSchema = z.object({ totalUnread: z.number().int() }).openapi('ConversationUnreadCount');
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** Where the count is asked for, by the header's early script too. */
export const UNREAD_COUNT_PATH = '/api/v1/conversations/unread-count';

export const ConversationListQuerySchema = z.object({
  supplierId: idValue()
    .optional()
    .openapi({ param: { name: 'supplierId', in: 'query' }, description: 'Only the threads of this storefront of mine, answered as it' }),
  'filter.text': z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'filter.text', in: 'query' } }),
});

export const ThreadQuerySchema = z.object({
  before: idValue()
    .optional()
    .openapi({ param: { name: 'before', in: 'query' }, description: 'Messages older than this id' }),
});

export const FlatThreadQuerySchema = z.object({
  supplierId: idValue().openapi({ param: { name: 'supplierId', in: 'query', required: true } }),
  pageKind: ConversationSubjectKindSchema.openapi({ param: { name: 'pageKind', in: 'query', required: true } }),
  objectId: idValue().openapi({ param: { name: 'objectId', in: 'query', required: true } }),
});

export const AttachmentUploadSchema = z
  .object({ file: z.any().openapi({ type: 'string', format: 'binary' }) })
  .openapi('ConversationAttachmentUpload');

/** The events of `GET /conversations/events` (server-sent events). */
export const CONVERSATION_EVENTS = {
  /** A message in one of the caller's threads (theirs included, from another tab); `id:` is the message id. */
  message: 'message',
  /** The caller's unread counts changed (a message arrived, or they read a thread elsewhere). */
  unread: 'unread',
} as const;

export const MessageEventSchema = z
  .object({ message: MessageSchema, conversation: ConversationSummarySchema, totalUnread: z.number().int() })
  .openapi('ConversationMessageEvent');
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const UnreadEventSchema = z
  .object({ totalUnread: z.number().int(), conversationId: z.number().int().nullable(), unreadCount: z.number().int().nullable() })
  .openapi('ConversationUnreadEvent');
export type UnreadEvent = z.infer<typeof UnreadEventSchema>;
