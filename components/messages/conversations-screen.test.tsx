import { useSyncExternalStore } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, Message } from '@/api/contract/conversations';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const fetchConversations = vi.fn();
const fetchThread = vi.fn();
const fetchThreadAbout = vi.fn();
const sendMessage = vi.fn();
const deleteThreadForMe = vi.fn();
vi.mock('@/api/conversations', () => ({
  conversationsKey: ['conversations'],
  fetchConversations: (...args: unknown[]) => fetchConversations(...args),
  fetchThread: (...args: unknown[]) => fetchThread(...args),
  fetchThreadAbout: (...args: unknown[]) => fetchThreadAbout(...args),
  sendMessage: (...args: unknown[]) => sendMessage(...args),
  deleteThreadForMe: (...args: unknown[]) => deleteThreadForMe(...args),
  markThreadRead: vi.fn(() => new Promise(() => {})),
  uploadAttachment: vi.fn(),
}));
vi.mock('./live-stream', () => ({ useConversationStream: () => {}, onLiveMessage: () => () => {}, onUnreadChange: () => () => {} }));

// The screen moves between the list and a thread with `history.pushState`, as Next's own hooks follow it.
const moved = new EventTarget();
const subscribe = (listener: () => void) => {
  moved.addEventListener('moved', listener);
  return () => moved.removeEventListener('moved', listener);
};
vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/messages',
  useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
}));

const { ConversationsScreen } = await import('./conversations-screen');

const conversation = (id: number, over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  mySide: 'buyer',
  supplier: { id: 40 + id, name: `بازرگانی ${id}`, logo: null },
  buyer: { name: 'مریم احمدی' },
  subject: { pageKind: 'supplier_product', objectId: 100 + id, title: `میلگرد ${id}`, slug: null, image: null },
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const message = (id: number, conversationId: number): Message => ({
  id,
  conversationId,
  senderSide: 'buyer',
  mine: true,
  body: 'قیمت ۲۰ تن؟',
  tradeRequestId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  attachments: [],
});

const original = { push: window.history.pushState, replace: window.history.replaceState };
beforeEach(() => {
  for (const mock of [fetchConversations, fetchThread, fetchThreadAbout, sendMessage, deleteThreadForMe]) mock.mockReset();
  sessionStorage.clear();
  window.history.pushState = function (...args) {
    original.push.apply(this, args);
    moved.dispatchEvent(new Event('moved'));
  };
  window.history.replaceState = function (...args) {
    original.replace.apply(this, args);
    moved.dispatchEvent(new Event('moved'));
  };
});
afterEach(() => {
  window.history.pushState = original.push;
  window.history.replaceState = original.replace;
  original.replace.call(window.history, null, '', '/');
});

function show(newThread?: Parameters<typeof ConversationsScreen>[0]['newThread']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ConversationsScreen newThread={newThread} />
    </QueryClientProvider>,
  );
}

describe('ConversationsScreen keeps the keyboard’s place', () => {
  it('a new thread begun from a page puts the cursor in its message box, and after its first message in the thread’s', async () => {
    original.replace.call(window.history, null, '', '/profile/messages?to=41&about=supplier_product:101');
    fetchConversations.mockResolvedValue({ items: [], unreadCount: 0 });
    fetchThreadAbout.mockResolvedValue({ conversation: null, messages: [], hasMore: false });
    sendMessage.mockResolvedValue({ conversation: conversation(1), message: message(9, 1) });
    show({ supplierId: 41, pageKind: 'supplier_product', objectId: 101, supplierName: 'بازرگانی ۱', subjectTitle: 'میلگرد ۱' });
    const box = await screen.findByLabelText('متن پیام');
    // Begun from a page, the thread is there to be written: the cursor is already in its box.
    await waitFor(() => expect(box).toHaveFocus());
    fireEvent.change(box, { target: { value: 'قیمت ۲۰ تن؟' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    const thread = await screen.findByRole('region', { name: /گفت‌وگو با بازرگانی ۱/ });
    await waitFor(() => expect(document.activeElement).toBe(within(thread).getByLabelText('متن پیام')));
    expect(document.activeElement).not.toBe(box);
  });

  it('back to the list focuses the thread just left; deleting a thread focuses the one now first', async () => {
    original.replace.call(window.history, null, '', '/profile/messages?c=2');
    fetchConversations.mockResolvedValue({ items: [conversation(1), conversation(2), conversation(3)], unreadCount: 0 });
    fetchThread.mockImplementation((id: number) => Promise.resolve({ conversation: conversation(id), messages: [message(id * 10, id)], hasMore: false }));
    deleteThreadForMe.mockResolvedValue(undefined);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'بازگشت به فهرست گفت‌وگوها' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-conversation', '2'));

    fireEvent.click(screen.getByRole('link', { name: /بازرگانی ۱/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'حذف گفت‌وگو' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف گفت‌وگو' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-conversation', '2'));
    expect(screen.queryByRole('link', { name: /بازرگانی ۱/ })).toBeNull();
  });

  it('tells a screen reader who wrote each message: the other side by name, an order\'s notice as the order\'s', async () => {
    original.replace.call(window.history, null, '', '/profile/messages?c=4');
    fetchConversations.mockResolvedValue({ items: [conversation(4)], unreadCount: 0 });
    fetchThread.mockResolvedValue({
      conversation: conversation(4),
      messages: [
        { ...message(41, 4), mine: false, senderSide: 'supplier', body: 'موجود است' },
        { ...message(42, 4), body: 'خریدار پیشنهاد تازه برای سفارش شمارهٔ ۷ را پذیرفت.', tradeRequestId: 7 },
        message(43, 4),
      ],
      hasMore: false,
    });
    show();
    const said = await screen.findAllByText(/نوشتید:|نوشت:|اعلان سفارش:/);
    expect(said.map((el) => el.textContent)).toEqual(['بازرگانی ۴ نوشت:', 'اعلان سفارش:', 'شما نوشتید:']);
  });
});

describe('the list of threads', () => {
  it('marks a thread\'s last line «شما:» when the user wrote it, and not when it is an order\'s notice', async () => {
    const last = (id: number, tradeRequestId: number | null) => ({ id, senderSide: 'buyer' as const, excerpt: `متن ${id}`, attachments: 0, tradeRequestId, createdAt: '2026-11-20T10:00:00.000Z' });
    fetchConversations.mockResolvedValue({ items: [conversation(5, { lastMessage: last(51, null) }), conversation(6, { lastMessage: last(61, 9) })], unreadCount: 0 });
    show();
    expect(await screen.findByText('شما: متن ۵۱')).toBeInTheDocument();
    expect(screen.getByText('متن ۶۱')).toBeInTheDocument();
  });
});
