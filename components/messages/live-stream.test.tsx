import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** EventSource as the browser has it, driven by the test. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

/** Web Locks as browsers have them, shared by the "tabs" (module instances) of a test: per name, one holder, the rest wait in order. */
function lockManager() {
  const locks = new Map<string, { queue: { grant: () => void }[]; held: boolean }>();
  return {
    request(name: string, options: { signal?: AbortSignal }, work: () => Promise<void>) {
      const lock = locks.get(name) ?? { queue: [], held: false };
      locks.set(name, lock);
      const next = () => {
        if (lock.held) return;
        const waiter = lock.queue.shift();
        if (!waiter) return;
        lock.held = true;
        waiter.grant();
      };
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          grant: () =>
            void work().finally(() => {
              lock.held = false;
              resolve();
              next();
            }),
        };
        options.signal?.addEventListener('abort', () => {
          const at = lock.queue.indexOf(waiter);
          if (at >= 0) {
            lock.queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        lock.queue.push(waiter);
        next();
      });
    },
  };
}

/** A tab where `userId` is signed in: the modules loaded afresh, with state of their own. */
async function openTab(userId = '41') {
  vi.resetModules();
  (await import('@/stores/shared')).useSharedStore.setState({ UserId: userId, isLoggedIn: true });
  return import('./live-stream');
}

const message = (id: number, totalUnread: number) => ({ conversationId: 7, totalUnread, message: { id, body: 'سلام' } });

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the conversation stream, shared by the tabs of a browser', () => {
  it('one tab holds the stream and hands its events to the others; when it closes, the next one takes over', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const first = await openTab();
    const second = await openTab();
    const held = renderHook(() => first.useConversationStream(true));
    const waiting = renderHook(() => second.useConversationStream(true));
    expect(FakeEventSource.made).toHaveLength(1);

    const heard: number[] = [];
    second.onLiveMessage((event) => heard.push(event.message.id));
    const stream = FakeEventSource.made[0];
    expect(stream.url).toBe('/api/v1/conversations/events');
    stream.emit('ready', { userId: '41' });
    stream.emit('message', message(101, 3));
    await waitFor(() => expect(heard).toEqual([101]));
    expect(second.useLiveConversations.getState()).toEqual({ totalUnread: 3, connected: true });
    expect(first.useLiveConversations.getState()).toEqual({ totalUnread: 3, connected: true });
    // The same message again (a reconnect resends it): handed on once.
    stream.emit('message', message(101, 3));
    stream.emit('unread', { conversationId: 7, unreadCount: 0, totalUnread: 1 });
    await waitFor(() => expect(second.useLiveConversations.getState().totalUnread).toBe(1));
    expect(heard).toEqual([101]);

    // A tab that comes later asks, and is told the state at once.
    const third = await openTab();
    const late = renderHook(() => third.useConversationStream(true));
    await waitFor(() => expect(third.useLiveConversations.getState()).toEqual({ totalUnread: 1, connected: true }));
    expect(FakeEventSource.made).toHaveLength(1);

    held.unmount();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(2));
    // The next tab resumes from the last message its tabs heard of, so none sent meanwhile is lost.
    expect(FakeEventSource.made[1].url).toBe('/api/v1/conversations/events?after=101');
    FakeEventSource.made[1].emit('ready', { userId: '41' });
    FakeEventSource.made[1].emit('message', message(102, 2));
    await waitFor(() => expect(third.useLiveConversations.getState().totalUnread).toBe(2));
    expect(heard).toEqual([101, 102]);
    waiting.unmount();
    late.unmount();
  });

  it('a tab that stops needing the stream while waiting for it gives up its place', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const first = await openTab();
    const second = await openTab();
    const held = renderHook(() => first.useConversationStream(true));
    renderHook(() => second.useConversationStream(true)).unmount();
    held.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('without Web Locks each tab opens its own', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const first = await openTab();
    const second = await openTab();
    renderHook(() => first.useConversationStream(true)).unmount();
    renderHook(() => second.useConversationStream(true));
    renderHook(() => first.useConversationStream(true));
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('tabs of different users share nothing, and a stream whose cookie is another user\'s is closed unheard', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const mine = await openTab('41');
    const theirs = await openTab('77');
    renderHook(() => mine.useConversationStream(true));
    renderHook(() => theirs.useConversationStream(true));
    // Each user's own lock: two streams.
    expect(FakeEventSource.made).toHaveLength(2);
    const heard: number[] = [];
    theirs.onLiveMessage((event) => heard.push(event.message.id));
    // The first tab still shows user 41, but the browser's cookie is now user 77's.
    FakeEventSource.made[0].emit('ready', { userId: '77' });
    FakeEventSource.made[0].emit('message', message(300, 1));
    expect(FakeEventSource.made[0].readyState).toBe(FakeEventSource.CLOSED);
    expect(mine.useLiveConversations.getState()).toEqual({ totalUnread: null, connected: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('a tab that gives up its wait just as the lock is granted does not open a stream', async () => {
    let granted!: () => Promise<void>;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        // Granted, but the callback runs a task later (the specification allows it).
        request: (_name: string, _options: unknown, work: () => Promise<void>) =>
          new Promise<void>((resolve) => {
            granted = () => work().then(resolve);
          }),
      },
    });
    const tab = await openTab();
    renderHook(() => tab.useConversationStream(true)).unmount();
    await granted();
    expect(FakeEventSource.made).toHaveLength(0);
  });
});
