import { getDb } from '../../db/client';
import { logger } from '../../logger';
import { subscribeUserEvents, type UserEvent } from '../../events/user-events';
import { CONVERSATION_EVENTS, type MessageEvent, type UnreadEvent } from '../../../api/contract/conversations';
import { messagesForStream, totalUnread, unreadFor } from './conversations';

/**
 * The conversation streams open on this node (`GET /conversations/events`), by user. Held in
 * memory because a connection lives on one node; what happens on other nodes reaches them
 * through the change bus (user events), and what each user may see is read from the database.
 */
export type LiveStream = {
  userId: number;
  /** The newest message id this stream has sent: where a catch-up starts. */
  lastMessageId: number;
  send(event: keyof typeof CONVERSATION_EVENTS, data: MessageEvent | UnreadEvent, id?: number): Promise<void>;
  /** Whether the login that opened it is still open (a logout, or "log out everywhere", ends it). */
  sessionOpen(): Promise<boolean>;
  /** Ends the connection. */
  end(): void;
};

/**
 * Streams one user may hold on a node. A browser holds one for all its tabs (live-stream.ts), so
 * this is several devices; a user opening more (a script) loses the oldest, which costs each
 * event a database read per stream.
 */
export const MAX_STREAMS_PER_USER = 8;

const open = new Map<number, Set<LiveStream>>();
let listening: (() => void) | undefined;

/** The targets whose login is still open; the others are ended, unheard. */
async function stillOpen(targets: LiveStream[]): Promise<LiveStream[]> {
  const open = await Promise.all(targets.map((stream) => stream.sessionOpen().catch(() => true)));
  targets.filter((_, i) => !open[i]).forEach((stream) => stream.end());
  return targets.filter((_, i) => open[i]);
}

async function sendMessages(userId: number, candidates: LiveStream[], which: { ids: number[] } | { afterId: number }): Promise<void> {
  const targets = await stillOpen(candidates);
  if (targets.length === 0) return;
  const db = await getDb();
  const found = await messagesForStream(db, userId, which);
  if (found.length === 0) return;
  const unread = await totalUnread(db, userId);
  for (const stream of targets) {
    for (const { message, conversation } of found) {
      stream.lastMessageId = Math.max(stream.lastMessageId, message.id);
      await stream.send('message', { message, conversation, totalUnread: unread }, message.id);
    }
  }
}

async function sendUnread(userId: number, candidates: LiveStream[], conversationId: number | null): Promise<void> {
  const targets = await stillOpen(candidates);
  if (targets.length === 0) return;
  const state = await unreadFor(await getDb(), userId, conversationId);
  for (const stream of targets) await stream.send('unread', state);
}

async function handle(event: UserEvent): Promise<void> {
  if (event.kind === 'resync') {
    for (const [userId, streams] of open) {
      for (const stream of streams) await sendMessages(userId, [stream], { afterId: stream.lastMessageId });
      await sendUnread(userId, [...streams], null);
    }
    return;
  }
  for (const userId of event.userIds) {
    const streams = open.get(userId);
    if (!streams?.size) continue;
    if (event.kind === 'message') await sendMessages(userId, [...streams], { ids: [event.messageId] });
    else await sendUnread(userId, [...streams], event.conversationId);
  }
}

/** Registers an open stream; returns the function that closes it. */
export function addLiveStream(stream: LiveStream): () => void {
  listening ??= subscribeUserEvents((event) => {
    handle(event).catch((error) => logger.warn({ err: error, kind: event.kind }, 'conversation stream: an event could not be sent'));
  });
  const streams = open.get(stream.userId) ?? new Set();
  streams.add(stream);
  open.set(stream.userId, streams);
  if (streams.size > MAX_STREAMS_PER_USER) {
    // A set keeps its order of insertion: the first is the oldest.
    const oldest = streams.values().next().value!;
    streams.delete(oldest);
    oldest.end();
  }
  return () => {
    streams.delete(stream);
    if (streams.size === 0) open.delete(stream.userId);
  };
}

/** A new stream's first words: what it missed since `lastEventId` (if it is resuming), then the unread count. */
export async function startLiveStream(stream: LiveStream, lastEventId: number | null): Promise<void> {
  if (lastEventId !== null) await sendMessages(stream.userId, [stream], { afterId: lastEventId });
  await sendUnread(stream.userId, [stream], null);
}

/** How many streams this node holds (for the health page and tests). */
export const openLiveStreams = () => [...open.values()].reduce((n, s) => n + s.size, 0);
