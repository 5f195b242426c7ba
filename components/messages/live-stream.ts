'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import { CONVERSATION_EVENTS_PATH } from '@/api/conversations';
import { useSharedStore } from '@/stores/shared';
import type { MessageEvent as LiveMessage, UnreadEvent } from '@/api/contract/conversations';

/**
 * One stream of conversation events (`GET /conversations/events`) per browser, not per tab, opened
 * while a signed-in component uses it: the header's badge on every page, the messages screen. Over
 * HTTP/1.1 a browser allows six connections to a host, so a stream per tab left a seventh tab of
 * the site waiting (ADR 12). The tab holding a Web Lock opens the stream and hands every event to
 * the others over a BroadcastChannel; when it closes, the next tab waiting for the lock takes over.
 * Without those two APIs each tab opens its own, as before. The lock and the channel are the
 * user's own: tabs still showing someone who logged out elsewhere never share with the new user,
 * and a stream whose cookie turns out to be another user's (the server names it) is closed unheard.
 * The browser reconnects by itself after a drop and sends the last event id; a tab taking over
 * names the last message its tabs saw (`?after=`). The server resends what was missed from there;
 * a message may then come twice, so each is handed on once by its id.
 */

type LiveState = {
  /** All unread messages of the user; null until the stream has said. */
  totalUnread: number | null;
  /** Whether the stream is open (false while it reconnects). */
  connected: boolean;
};

export const useLiveConversations = create<LiveState>(() => ({ totalUnread: null, connected: false }));

/** What the tab holding the stream tells the others; `ask` is a tab that just came, asking for the state. */
type Relayed =
  | { kind: 'message'; data: LiveMessage }
  | { kind: 'unread'; data: UnreadEvent }
  | { kind: 'state'; state: LiveState }
  | { kind: 'ask' };

export const STREAM_LOCK = 'bazargah:conversation-stream';
export const STREAM_CHANNEL = 'bazargah:conversation-events';

type Listener<T> = (event: T) => void;
const messageListeners = new Set<Listener<LiveMessage>>();
const unreadListeners = new Set<Listener<UnreadEvent>>();
const handed = new Set<number>();
const HANDED_KEPT = 500;
/** After the server refused the stream (a 401, a restart), how long before trying again. */
const REOPEN_MS = 15_000;

let source: EventSource | null = null;
let users = 0;
let reopen: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
/** Ends this tab's hold of the lock (it holds the stream), or its wait for it. */
let letGo: (() => void) | null = null;
/** The user whose stream this tab keeps (their id, as in the token's `sub`). */
let owner: string | null = null;
/** The newest message this tab heard of, from its stream or another tab's. */
let lastSeen = 0;

function firstTime(id: number): boolean {
  if (handed.has(id)) return false;
  handed.add(id);
  if (handed.size > HANDED_KEPT) handed.delete(handed.values().next().value!);
  return true;
}

/** An event, from this tab's stream or relayed by the tab that holds it. */
function receive(event: Relayed): void {
  switch (event.kind) {
    case 'message':
      lastSeen = Math.max(lastSeen, event.data.message.id);
      useLiveConversations.setState({ totalUnread: event.data.totalUnread });
      if (!firstTime(event.data.message.id)) return;
      for (const listener of messageListeners) listener(event.data);
      return;
    case 'unread':
      useLiveConversations.setState({ totalUnread: event.data.totalUnread });
      for (const listener of unreadListeners) listener(event.data);
      return;
    case 'state':
      useLiveConversations.setState(event.state);
      return;
    case 'ask':
      if (source) channel?.postMessage({ kind: 'state', state: useLiveConversations.getState() } satisfies Relayed);
  }
}

/** Handles an event of this tab's own stream and hands it to the other tabs. */
function fromStream(event: Relayed): void {
  receive(event);
  channel?.postMessage(event);
}

const shareState = () => fromStream({ kind: 'state', state: useLiveConversations.getState() });

function openSource(): void {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource(lastSeen ? `${CONVERSATION_EVENTS_PATH}?after=${lastSeen}` : CONVERSATION_EVENTS_PATH);
  source = stream;
  stream.addEventListener('ready', (event) => {
    if ((JSON.parse(event.data || '{}') as { userId?: string }).userId !== owner) {
      // The cookie is someone else's now (they logged in in another tab): this page's user is gone.
      stream.close();
      source = null;
      return;
    }
    useLiveConversations.setState({ connected: true });
    shareState();
  });
  // Only while it is this tab's stream: nothing of a stream closed for another user's cookie.
  stream.addEventListener('message', (event) => source === stream && fromStream({ kind: 'message', data: JSON.parse(event.data) as LiveMessage }));
  stream.addEventListener('unread', (event) => source === stream && fromStream({ kind: 'unread', data: JSON.parse(event.data) as UnreadEvent }));
  stream.onerror = () => {
    useLiveConversations.setState({ connected: false });
    shareState();
    if (stream.readyState !== EventSource.CLOSED) return;
    // Refused rather than dropped: the browser gives up, so we try again later ourselves.
    source = null;
    clearTimeout(reopen);
    reopen = setTimeout(() => users > 0 && openSource(), REOPEN_MS);
  };
}

function open(userId: string): void {
  if (source || letGo) return;
  if (owner !== userId) {
    lastSeen = 0;
    handed.clear();
  }
  owner = userId;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') {
    openSource();
    return;
  }
  channel = new BroadcastChannel(`${STREAM_CHANNEL}:${userId}`);
  channel.onmessage = (event: MessageEvent<Relayed>) => receive(event.data);
  const waiting = new AbortController();
  let release: (() => void) | undefined;
  letGo = () => (release ? release() : waiting.abort());
  locks
    .request(`${STREAM_LOCK}:${userId}`, { signal: waiting.signal }, () => {
      // Given up just as it was granted (the browser may still grant a wait being aborted).
      if (waiting.signal.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        release = resolve;
        openSource();
      });
    })
    .catch(() => undefined); // the wait was given up: this tab stopped needing the stream
  channel.postMessage({ kind: 'ask' } satisfies Relayed);
}

function close(): void {
  clearTimeout(reopen);
  source?.close();
  source = null;
  letGo?.();
  letGo = null;
  channel?.close();
  channel = null;
  useLiveConversations.setState({ connected: false, totalUnread: null });
}

/** Keeps the stream (this tab's, or the one another tab holds) while the calling component is mounted and `enabled` (signed in). */
export function useConversationStream(enabled: boolean): void {
  const userId = useSharedStore((s) => (enabled ? s.UserId : null));
  useEffect(() => {
    if (!userId) return;
    users += 1;
    open(userId);
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, [userId]);
}

/** Calls `listener` with each new message of the user's threads, once; returns the unsubscribe. */
export function onLiveMessage(listener: Listener<LiveMessage>): () => void {
  messageListeners.add(listener);
  return () => void messageListeners.delete(listener);
}

/** Calls `listener` whenever the unread counts change (a thread read in another tab, say). */
export function onUnreadChange(listener: Listener<UnreadEvent>): () => void {
  unreadListeners.add(listener);
  return () => void unreadListeners.delete(listener);
}

/** What this tab learnt itself (it read a thread): shown at once, the stream confirms it. */
export const setTotalUnread = (totalUnread: number) => useLiveConversations.setState({ totalUnread });
