import { processChannel } from './process-channel';

/**
 * Announcements for signed-in people rather than for caches: something in one of their
 * conversations happened. They carry ids only (a NOTIFY payload is small, and what each user may
 * see is decided by the node that holds their stream, from the database). The change bus carries
 * them to every node; a node that may have missed some (its bus connection came back) announces
 * `resync`, and every open stream catches up from the last message it sent.
 */
export type UserEvent =
  | { kind: 'message'; conversationId: number; messageId: number; userIds: number[] }
  | { kind: 'read'; conversationId: number; userIds: number[] }
  | { kind: 'resync' };

const channel = processChannel<UserEvent>('user-events');

export const subscribeUserEvents = channel.subscribe;
export const publishUserEvent = channel.publish;
export const deliverUserEvent = channel.deliver;
export const setUserEventForwarder = channel.setForwarder;
