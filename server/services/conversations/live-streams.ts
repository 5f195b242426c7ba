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
};

const open = new Map<number, Set<LiveStream>>();
let listening: (() => void) | undefined;

async function sendMessages(userId: number, targets: LiveStream[], which: { ids: number[] } | { afterId: number }): Promise<void> {
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

async function sendUnread(userId: number, targets: LiveStream[], conversationId: number | null): Promise<void> {
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
