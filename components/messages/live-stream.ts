'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import { CONVERSATION_EVENTS_PATH } from '@/api/conversations';
import type { MessageEvent as LiveMessage, UnreadEvent } from '@/api/contract/conversations';

/**
 * One stream of conversation events per tab (`GET /conversations/events`), opened while a
 * signed-in component uses it: the header's badge on every page, the messages screen. The browser
 * reconnects by itself after a drop and sends the last event id, from which the server resends
 * what was missed; a message may then come twice, so each is handed on once by its id.
 */

type LiveState = {
  /** All unread messages of the user; null until the stream has said. */
  totalUnread: number | null;
  /** Whether the stream is open (false while it reconnects). */
  connected: boolean;
};

export const useLiveConversations = create<LiveState>(() => ({ totalUnread: null, connected: false }));

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

function firstTime(id: number): boolean {
  if (handed.has(id)) return false;
  handed.add(id);
  if (handed.size > HANDED_KEPT) handed.delete(handed.values().next().value!);
  return true;
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource(CONVERSATION_EVENTS_PATH);
  source = stream;
  stream.addEventListener('ready', () => useLiveConversations.setState({ connected: true }));
  stream.addEventListener('message', (event) => {
    const data = JSON.parse(event.data) as LiveMessage;
    useLiveConversations.setState({ totalUnread: data.totalUnread });
    if (!firstTime(data.message.id)) return;
    for (const listener of messageListeners) listener(data);
  });
  stream.addEventListener('unread', (event) => {
    const data = JSON.parse(event.data) as UnreadEvent;
    useLiveConversations.setState({ totalUnread: data.totalUnread });
    for (const listener of unreadListeners) listener(data);
  });
  stream.onerror = () => {
    useLiveConversations.setState({ connected: false });
    if (stream.readyState !== EventSource.CLOSED) return;
    // Refused rather than dropped: the browser gives up, so we try again later ourselves.
    source = null;
    clearTimeout(reopen);
    reopen = setTimeout(() => users > 0 && open(), REOPEN_MS);
  };
}

function close(): void {
  clearTimeout(reopen);
  source?.close();
  source = null;
  useLiveConversations.setState({ connected: false, totalUnread: null });
}

/** Keeps the tab's stream open while the calling component is mounted and `enabled` (signed in). */
export function useConversationStream(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    open();
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, [enabled]);
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
