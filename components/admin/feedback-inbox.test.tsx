import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const message = (id: number, subject: string) => ({ id, name: 'علی رضایی', contact: '09121234567', subject, body: `متن ${subject}`, readAt: null as string | null, createdAt: '2026-11-20T10:00:00.000Z' });
/** The server's inbox: the unread list leaves out what was read. */
const inbox = [message(1, 'پرسش درباره ارسال'), message(2, 'مشکل پرداخت')];
const fetchFeedbacks = vi.fn(async ({ unread }: { unread?: boolean }) => {
  const items = inbox.filter((m) => !unread || !m.readAt).map((m) => ({ ...m }));
  return { items, totalCount: items.length, pageNumber: 1, pageSize: 10 };
});
const markFeedbackRead = vi.fn(async (id: number) => {
  const read = inbox.find((m) => m.id === id)!;
  read.readAt = '2026-11-21T08:00:00.000Z';
  return { ...read };
});
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  fetchFeedbacks: (query: { unread?: boolean }) => fetchFeedbacks(query),
  markFeedbackRead: (id: number) => markFeedbackRead(id),
}));

const { FeedbackInbox } = await import('./feedback-inbox');

describe('FeedbackInbox', () => {
  it('a message opened from the unread ones stays open to be read, marked read, until the admin moves on', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackInbox />
      </QueryClientProvider>,
    );
    await screen.findByText('پرسش درباره ارسال');
    fireEvent.click(screen.getByRole('switch', { name: 'فقط خوانده‌نشده‌ها' }));
    const summary = await screen.findByText('مشکل پرداخت');
    const details = summary.closest('details')!;
    await act(async () => {
      const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
      details.open = true;
      await toggled;
    });
    const readsBefore = fetchFeedbacks.mock.calls.length;
    await waitFor(() => expect(markFeedbackRead).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.getAllByText('تازه')).toHaveLength(1));
    // Not read again while shown: read again, the unread list would have lost it.
    expect(fetchFeedbacks.mock.calls.length).toBe(readsBefore);
    expect(screen.getByText('متن مشکل پرداخت')).toBeVisible();
    expect(details.open).toBe(true);

    // Shown again after the admin moves on (all messages, then the unread ones): read again, without it.
    fireEvent.click(screen.getByRole('switch', { name: 'فقط خوانده‌نشده‌ها' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'فقط خوانده‌نشده‌ها', checked: false }));
    await waitFor(() => expect(screen.queryByText('مشکل پرداخت')).toBeNull());
  });
});
