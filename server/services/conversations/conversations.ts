import { and, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  conversationMessages,
  conversationReads,
  conversations,
  supplierProducts,
  suppliers,
  users,
  type Conversation,
  type ConversationMessage,
} from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import { publishUserEvent } from '../../events/user-events';
import {
  THREAD_PAGE_SIZE,
  type ConversationList,
  type ConversationSide,
  type ConversationSummary,
  type FlatThread,
  type Message,
  type MessageInput,
  type ReadState,
  type SentMessage,
  type Thread,
  type UnreadThreads,
} from '../../../api/contract/conversations';
import { containsNormalized, containsText } from '../list-query';
import { describeAll } from '../catalog/describe-objects';
import { assertUnderCap } from '../limits/user-caps';
import { sanitizePlainText } from '../rich-text/sanitize-rich-text';
import { requireOwnedSupplier } from '../supplier-desk/owned-suppliers';
import { attachToMessage, attachmentsOf } from './attachments';
import { offerIsLive } from '../catalog/cards';

/**
 * Threads between a buyer and a supplier. Who takes part: the buyer who began it, and the users
 * of the supplier (its owner). Anyone else gets the same 404 as for a thread that does not exist.
 * Each participant reads and deletes for themselves (conversation_reads); every message is
 * announced to both sides (server/events/user-events.ts) once it is committed.
 */

export const CONVERSATION_NOT_FOUND = 'گفت‌وگویی با این شناسه در پیام‌های شما نیست';
const LIST_LIMIT = 200;
const UNREAD_LIST_LIMIT = 20;
const EXCERPT_LENGTH = 140;


const ownedSupplierIds = (db: Db | Tx, userId: number) =>
  db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.ownerUserId, userId));

/** The caller's side in each row of a query over conversations. */
const sideFor = (userId: number) =>
  sql<ConversationSide>`case when ${conversations.buyerUserId} = ${userId} then 'buyer' else 'supplier' end`;

/** Messages at or below this id are read (or hidden) for the caller; needs the reads row joined. */
const seenUpTo = sql`greatest(coalesce(${conversationReads.lastReadMessageId}, 0), coalesce(${conversationReads.hiddenUpToMessageId}, 0))`;

const unreadIn = (userId: number) =>
  sql<number>`(select count(*)::int from ${conversationMessages} m
    where m.conversation_id = ${conversations.id} and m.id > ${seenUpTo} and m.sender_side <> ${sideFor(userId)})`;

function participantWhere(db: Db | Tx, userId: number): SQL {
  return or(eq(conversations.buyerUserId, userId), inArray(conversations.supplierId, ownedSupplierIds(db, userId)))!;
}

/** Threads the caller has not deleted (a message after the deletion shows the thread again). */
const notHidden = sql`${conversations.lastMessageId} > coalesce(${conversationReads.hiddenUpToMessageId}, 0)`;

const buyerName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim() || 'خریدار بازارگاه';

function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** The caller's summaries of the threads `where` selects, newest activity first. */
async function summaries(db: Db, userId: number, where: SQL | undefined, limit: number): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      conversation: conversations,
      mySide: sideFor(userId),
      supplierName: suppliers.name,
      supplierLogo: suppliers.logo,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      lastId: conversationMessages.id,
      lastSide: conversationMessages.senderSide,
      lastBody: conversationMessages.body,
      lastAt: conversationMessages.createdAt,
      lastOrder: conversationMessages.tradeRequestId,
      lastAttachments: sql<number>`(select count(*)::int from conversation_attachments a where a.message_id = ${conversations.lastMessageId})`,
      unread: unreadIn(userId),
    })
    .from(conversations)
    .innerJoin(suppliers, eq(suppliers.id, conversations.supplierId))
    .innerJoin(users, eq(users.id, conversations.buyerUserId))
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)))
    .leftJoin(conversationMessages, eq(conversationMessages.id, conversations.lastMessageId))
    .where(and(participantWhere(db, userId), notHidden, where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  const found = await describeAll(
    db,
    rows.map((r) => ({ pageKind: r.conversation.pageKind, objectId: r.conversation.objectId })),
  );
  return rows.map((r) => {
    const c = r.conversation;
    const now = found.get(`${c.pageKind}:${c.objectId}`);
    return {
      id: c.id,
      mySide: r.mySide,
      supplier: { id: c.supplierId, name: r.supplierName, logo: r.supplierLogo },
      buyer: { name: buyerName(r.buyerFirstName, r.buyerLastName) },
      subject: {
        pageKind: c.pageKind as ConversationSummary['subject']['pageKind'],
        objectId: c.objectId,
        title: now?.title ?? c.subject,
        slug: now?.slug ?? null,
        image: now?.image ?? null,
      },
      lastMessage:
        r.lastId === null
          ? null
          : {
              id: r.lastId,
              senderSide: r.lastSide!,
              excerpt: excerpt(r.lastBody!),
              attachments: r.lastAttachments,
              tradeRequestId: r.lastOrder,
              createdAt: r.lastAt!.toISOString(),
            },
      unreadCount: r.unread,
      createdAt: c.createdAt.toISOString(),
      lastMessageAt: c.lastMessageAt.toISOString(),
    };
  });
}

async function summaryOf(db: Db, userId: number, conversationId: number): Promise<ConversationSummary> {
  const [summary] = await summaries(db, userId, eq(conversations.id, conversationId), 1);
  if (!summary) throw notFound(CONVERSATION_NOT_FOUND);
  return summary;
}

/** All unread messages of the caller, on every side they take part in. */
export async function totalUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)))
    .where(and(participantWhere(db, userId), gt(conversationMessages.id, seenUpTo), sql`${conversationMessages.senderSide} <> ${sideFor(userId)}`));
  return row.n;
}

/** The thread and the caller's side in it; 404 for anyone who does not take part. */
export async function requireParticipant(db: Db | Tx, userId: number, conversationId: number): Promise<{ conversation: Conversation; side: ConversationSide }> {
  const [row] = await db
    .select({ conversation: conversations, side: sideFor(userId) })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), participantWhere(db, userId)));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return { conversation: row.conversation, side: row.side };
}

/** The people a thread's events go to: its buyer and the supplier's users. */
async function participantsOf(db: Db, conversation: Conversation): Promise<number[]> {
  const [supplier] = await db.select({ owner: suppliers.ownerUserId }).from(suppliers).where(eq(suppliers.id, conversation.supplierId));
  return [...new Set([conversation.buyerUserId, ...(supplier?.owner ? [supplier.owner] : [])])];
}

async function asMessages(db: Db, rows: ConversationMessage[], mySide: (conversationId: number) => ConversationSide): Promise<Message[]> {
  const files = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    conversationId: r.conversationId,
    senderSide: r.senderSide,
    mine: r.senderSide === mySide(r.conversationId),
    body: r.body,
    tradeRequestId: r.tradeRequestId,
    createdAt: r.createdAt.toISOString(),
    attachments: files.get(r.id) ?? [],
  }));
}

async function hiddenUpTo(db: Db, userId: number, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ hidden: conversationReads.hiddenUpToMessageId })
    .from(conversationReads)
    .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, userId)));
  return row?.hidden ?? 0;
}

/** The caller's conversations: all of them, or those of one of their storefronts (answered as it). */
export async function listConversations(db: Db, userId: number, query: { supplierId?: number; text?: string }): Promise<ConversationList> {
  const conditions: SQL[] = [];
  if (query.supplierId !== undefined) {
    await requireOwnedSupplier(db, userId, query.supplierId);
    conditions.push(eq(conversations.supplierId, query.supplierId));
  }
  const bySupplier = containsNormalized(suppliers.searchName, query.text);
  if (bySupplier) conditions.push(or(containsText(conversations.subject, query.text), bySupplier)!);
  const [items, unreadCount] = await Promise.all([summaries(db, userId, and(...conditions), LIST_LIMIT), totalUnread(db, userId)]);
  return { items, unreadCount };
}

/** The caller's threads with unread messages, and the total the header shows. */
export async function unreadThreads(db: Db, userId: number): Promise<UnreadThreads> {
  const [items, unreadCount] = await Promise.all([
    summaries(db, userId, sql`${unreadIn(userId)} > 0`, UNREAD_LIST_LIMIT),
    totalUnread(db, userId),
  ]);
  return { items, unreadCount };
}

/** One thread, its newest messages (or those before `before`), oldest first. */
export async function getThread(db: Db, userId: number, conversationId: number, before?: number): Promise<Thread> {
  const { side } = await requireParticipant(db, userId, conversationId);
  const hidden = await hiddenUpTo(db, userId, conversationId);
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        gt(conversationMessages.id, hidden),
        before === undefined ? undefined : lt(conversationMessages.id, before),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(THREAD_PAGE_SIZE + 1);
  const hasMore = rows.length > THREAD_PAGE_SIZE;
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  // A thread deleted for me and not written in since answers as gone.
  const conversation = await summaryOf(db, userId, conversationId);
  return { conversation, messages: await asMessages(db, page, () => side), hasMore };
}

/** The caller's own thread (as a buyer) with a supplier about an object, if they have one. */
export async function flatThread(db: Db, userId: number, about: { supplierId: number; pageKind: string; objectId: number }): Promise<FlatThread> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerUserId, userId),
        eq(conversations.supplierId, about.supplierId),
        eq(conversations.pageKind, about.pageKind as Conversation['pageKind']),
        eq(conversations.objectId, about.objectId),
      ),
    );
  if (!row) return { conversation: null, messages: [], hasMore: false };
  try {
    return await getThread(db, userId, row.id);
  } catch (error) {
    // Deleted for me: as if there were none yet; writing again brings it back.
    if (error instanceof ProblemError && error.init.status === 404) return { conversation: null, messages: [], hasMore: false };
    throw error;
  }
}

const invalid = (field: string, message: string) =>
  new ProblemError({
    status: 400,
    code: 'validation_failed',
    detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
    errors: [{ field, message, code: 'custom' }],
  });

/** The supplier and what the new thread is about, checked: both exist and belong together. */
async function subjectOf(db: Db, userId: number, input: Extract<MessageInput, { supplierId: number }>): Promise<{ subject: string }> {
  const [supplier] = await db
    .select({ id: suppliers.id, name: suppliers.name, owner: suppliers.ownerUserId })
    .from(suppliers)
    .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.isActive, true)));
  if (!supplier) throw notFound('تأمین‌کننده‌ای با این شناسه وجود ندارد');
  if (supplier.owner === userId) throw invalid('supplierId', 'به ویترین خودتان نمی‌توانید پیام بدهید');
  if (input.pageKind === 'supplier') {
    if (input.objectId !== supplier.id) throw invalid('objectId', 'شناسهٔ موضوع با تأمین‌کننده یکی نیست');
    return { subject: supplier.name };
  }
  if (input.pageKind === 'supplier_product') {
    const [product] = await db
      .select({ name: supplierProducts.name })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.id, input.objectId), eq(supplierProducts.supplierId, supplier.id), offerIsLive()));
    if (!product) throw notFound('این کالا در فهرست این تأمین‌کننده نیست');
    return { subject: product.name };
  }
  const found = await describeAll(db, [{ pageKind: input.pageKind, objectId: input.objectId }]);
  const object = found.get(`${input.pageKind}:${input.objectId}`);
  if (!object) throw notFound('موردی که دربارهٔ آن پیام می‌دهید وجود ندارد');
  return { subject: object.title };
}

/** The thread to write in: the one named, or the caller's thread about the object, begun if need be. */
async function threadFor(tx: Tx, userId: number, input: MessageInput, subject: string | null): Promise<{ id: number; side: ConversationSide }> {
  if ('conversationId' in input) {
    const { conversation, side } = await requireParticipant(tx, userId, input.conversationId);
    return { id: conversation.id, side };
  }
  const about = { buyerUserId: userId, supplierId: input.supplierId, pageKind: input.pageKind, objectId: input.objectId };
  const [existing] = await threadAbout(tx, about);
  if (existing) return { id: existing.id, side: 'buyer' };
  await assertUnderCap(tx, 'conversations', userId, { table: conversations, owner: conversations.buyerUserId });
  // The user's row is locked by the cap check, so a second first message of the same thread waits
  // here and then finds the thread the first one made.
  const [made] = await tx
    .insert(conversations)
    .values({ ...about, subject: subject! })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (made) return { id: made.id, side: 'buyer' };
  const [raced] = await threadAbout(tx, about);
  return { id: raced.id, side: 'buyer' };
}

/** The buyer's thread with a supplier about one object (at most one: a unique index). */
const threadAbout = (tx: Tx, about: { buyerUserId: number; supplierId: number; pageKind: Conversation['pageKind']; objectId: number }) =>
  tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerUserId, about.buyerUserId),
        eq(conversations.supplierId, about.supplierId),
        eq(conversations.pageKind, about.pageKind),
        eq(conversations.objectId, about.objectId),
      ),
    );

/**
 * A message in a thread, the thread's last activity moved to it; read by its writer up to it when
 * written in the thread. An order's notice is written from the order's page, where the thread's
 * other messages were never seen: it leaves them unread (one's own messages are never unread).
 */
async function insertMessage(
  tx: Tx,
  values: { conversationId: number; senderUserId: number; senderSide: ConversationSide; body: string; tradeRequestId: number | null },
  { writtenInThread }: { writtenInThread: boolean },
): Promise<ConversationMessage> {
  const [row] = await tx.insert(conversationMessages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessageId: row.id, lastMessageAt: row.createdAt })
    .where(and(eq(conversations.id, values.conversationId), lt(conversations.lastMessageId, row.id)));
  if (!writtenInThread) return row;
  // What I wrote in the thread, I wrote having read it.
  await tx
    .insert(conversationReads)
    .values({ conversationId: values.conversationId, userId: values.senderUserId, lastReadMessageId: row.id })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${row.id})` },
    });
  return row;
}

/**
 * A notice about a direct order in the thread between its buyer and supplier about the order's
 * product (or the supplier), begun if need be, written for the side that acted; both sides hear it
 * on their streams like any message.
 */
export async function appendTradeNotice(
  db: Db,
  notice: {
    buyerUserId: number;
    supplierId: number;
    about: { pageKind: 'supplier_product' | 'supplier'; objectId: number; subject: string };
    /** The order's thread where it has one (its earlier notices'); else the thread `about` is begun or continued. */
    conversationId?: number;
    senderUserId: number;
    senderSide: ConversationSide;
    body: string;
    tradeRequestId: number;
  },
): Promise<void> {
  const message = await db.transaction(async (tx) => {
    if (notice.conversationId) {
      return insertMessage(tx, { conversationId: notice.conversationId, senderUserId: notice.senderUserId, senderSide: notice.senderSide, body: notice.body, tradeRequestId: notice.tradeRequestId }, { writtenInThread: false });
    }
    await tx
      .insert(conversations)
      .values({ buyerUserId: notice.buyerUserId, supplierId: notice.supplierId, pageKind: notice.about.pageKind, objectId: notice.about.objectId, subject: notice.about.subject })
      .onConflictDoNothing();
    const [thread] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.buyerUserId, notice.buyerUserId),
          eq(conversations.supplierId, notice.supplierId),
          eq(conversations.pageKind, notice.about.pageKind),
          eq(conversations.objectId, notice.about.objectId),
        ),
      );
    return insertMessage(tx, { conversationId: thread.id, senderUserId: notice.senderUserId, senderSide: notice.senderSide, body: notice.body, tradeRequestId: notice.tradeRequestId }, { writtenInThread: false });
  });
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, message.conversationId));
  publishUserEvent({ kind: 'message', conversationId: conversation.id, messageId: message.id, userIds: await participantsOf(db, conversation) });
}

/** Writes a message: in a named thread, or in the caller's thread with a supplier about an object. */
export async function sendMessage(db: Db, userId: number, input: MessageInput): Promise<SentMessage> {
  const body = sanitizePlainText(input.body);
  const attachmentIds = [...new Set(input.attachmentIds)];
  if (!body && attachmentIds.length === 0) throw invalid('body', 'متن پیام را بنویسید یا فایلی پیوست کنید');
  const subject = 'conversationId' in input ? null : (await subjectOf(db, userId, input)).subject;

  const { message, side } = await db.transaction(async (tx) => {
    const thread = await threadFor(tx, userId, input, subject);
    const row = await insertMessage(tx, { conversationId: thread.id, senderUserId: userId, senderSide: thread.side, body, tradeRequestId: null }, { writtenInThread: true });
    await attachToMessage(tx, userId, row.id, attachmentIds);
    return { message: row, side: thread.side };
  });

  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, message.conversationId));
  publishUserEvent({ kind: 'message', conversationId: conversation.id, messageId: message.id, userIds: await participantsOf(db, conversation) });
  const [shown] = await asMessages(db, [message], () => side);
  return { conversation: await summaryOf(db, userId, conversation.id), message: shown };
}

async function readState(db: Db, userId: number, conversationId: number): Promise<ReadState> {
  const [row] = await db
    .select({ unread: unreadIn(userId) })
    .from(conversations)
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)))
    .where(eq(conversations.id, conversationId));
  return { conversationId, unreadCount: row?.unread ?? 0, totalUnread: await totalUnread(db, userId) };
}

/** Marks the thread read up to a message (never back: a later mark from another tab stands). */
export async function markRead(db: Db, userId: number, conversationId: number, readUpTo: number): Promise<ReadState> {
  const { conversation } = await requireParticipant(db, userId, conversationId);
  const upTo = Math.min(readUpTo, conversation.lastMessageId);
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${upTo})` },
    });
  publishUserEvent({ kind: 'read', conversationId, userIds: [userId] });
  return readState(db, userId, conversationId);
}

/** Deletes the thread for the caller only: the other side keeps it; a later message shows it again. */
export async function hideThread(db: Db, userId: number, conversationId: number): Promise<void> {
  const { conversation } = await requireParticipant(db, userId, conversationId);
  if (conversation.lastMessageId <= (await hiddenUpTo(db, userId, conversationId))) throw notFound(CONVERSATION_NOT_FOUND);
  const upTo = conversation.lastMessageId;
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: upTo, hiddenUpToMessageId: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${upTo})`,
        hiddenUpToMessageId: sql`greatest(${conversationReads.hiddenUpToMessageId}, ${upTo})`,
      },
    });
  publishUserEvent({ kind: 'read', conversationId, userIds: [userId] });
}

/**
 * Messages of the caller's threads as the events stream sends them: those named, or (catching up
 * after a reconnect) those after `afterId`. Ids are handed out before commit, so a message with a
 * smaller id can become visible just after a larger one: catching up also resends the few seconds
 * before `afterId`'s message, and the page keeps each message once by its id.
 */
export async function messagesForStream(
  db: Db,
  userId: number,
  which: { ids: number[] } | { afterId: number },
): Promise<{ message: Message; conversation: ConversationSummary }[]> {
  const selector =
    'ids' in which
      ? inArray(conversationMessages.id, which.ids)
      : or(
          gt(conversationMessages.id, which.afterId),
          sql`${conversationMessages.createdAt} >= (select created_at - interval '5 seconds' from conversation_messages where id = ${which.afterId})`,
        );
  const rows = await db
    .select({ message: conversationMessages, side: sideFor(userId) })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)))
    .where(and(participantWhere(db, userId), selector, gt(conversationMessages.id, sql`coalesce(${conversationReads.hiddenUpToMessageId}, 0)`)))
    .orderBy(conversationMessages.id)
    .limit(200);
  if (rows.length === 0) return [];
  const sides = new Map(rows.map((r) => [r.message.conversationId, r.side]));
  const messages = await asMessages(
    db,
    rows.map((r) => r.message),
    (id) => sides.get(id)!,
  );
  const threads = await summaries(db, userId, inArray(conversations.id, [...sides.keys()]), sides.size);
  const byId = new Map(threads.map((t) => [t.id, t]));
  return messages.filter((m) => byId.has(m.conversationId)).map((message) => ({ message, conversation: byId.get(message.conversationId)! }));
}

/** The unread figures an open page shows, for the events stream. */
export async function unreadFor(db: Db, userId: number, conversationId: number | null) {
  if (conversationId === null) return { totalUnread: await totalUnread(db, userId), conversationId: null, unreadCount: null };
  const state = await readState(db, userId, conversationId);
  return { totalUnread: state.totalUnread, conversationId, unreadCount: state.unreadCount };
}
