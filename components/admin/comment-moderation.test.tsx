import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const comment = (id: number, author: string) => ({ id, body: `دیدگاه ${id}`, author, pageTitle: 'راهنمای خرید', pageId: 1, state: 'pending', createdAt: '2026-11-20T10:00:00.000Z' });
let waiting = [comment(1, 'مریم خ.'), comment(2, 'علی ر.'), comment(3, 'سارا ف.')];
const moderateComments = vi.fn(async (ids: number[]) => void (waiting = waiting.filter((c) => !ids.includes(c.id))));
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  // The list of the state asked for: its rows carry that state, and say so when approved.
  fetchCommentsForModeration: async (state: string) => ({ items: waiting.map((c) => ({ ...c, state, body: state === 'approved' ? `${c.body}، منتشرشده` : c.body })), totalCount: waiting.length, pageNumber: 1, pageSize: 10 }),
  moderateComments: (ids: number[]) => moderateComments(ids),
}));

const { CommentModeration } = await import('./comment-moderation');

describe('CommentModeration', () => {
  it("after a row's own decision the focus goes to the row now in its place, not the page's top", async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CommentModeration />
      </QueryClientProvider>,
    );
    const approve = await screen.findByRole('button', { name: /پذیرش دیدگاه علی ر\./ });
    approve.focus();
    fireEvent.click(approve);
    await waitFor(() => expect(screen.queryByText('دیدگاه ۲')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /پذیرش دیدگاه سارا ف\./ })).toHaveFocus());
    expect(moderateComments).toHaveBeenCalledWith([2]);
  });

  it('after a decision on the selected rows the focus goes to the first row left, not the page\'s top', async () => {
    waiting = [comment(1, 'مریم خ.'), comment(2, 'علی ر.'), comment(3, 'سارا ف.')];
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CommentModeration />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /مریم خ\./ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /سارا ف\./ }));
    const bulk = screen.getByRole('button', { name: /پذیرش برگزیده‌ها/ });
    bulk.focus();
    fireEvent.click(bulk);
    await waitFor(() => expect(screen.queryByText('دیدگاه ۱')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /پذیرش دیدگاه علی ر\./ })).toHaveFocus());
    expect(moderateComments).toHaveBeenLastCalledWith([1, 3]);
  });

  it('asks before rejecting approved comments, which takes them off their pages, and does nothing when told not to', async () => {
    waiting = [comment(1, 'مریم خ.'), comment(2, 'علی ر.')];
    moderateComments.mockClear();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CommentModeration />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'وضعیت' }));
    fireEvent.click(await screen.findByRole('option', { name: 'پذیرفته‌شده' }));
    await screen.findByText('دیدگاه ۱، منتشرشده');
    const reject = await screen.findByRole('button', { name: 'رد دیدگاه مریم خ.: «دیدگاه ۱، منتشرشده»' });
    fireEvent.click(reject);
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('این دیدگاه منتشرشده از صفحه برداشته شود؟');
    expect(ask).toHaveTextContent('خوانندگان دیگر آن را نمی‌بینند');
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(moderateComments).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /مریم خ\./ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /علی ر\./ }));
    fireEvent.click(screen.getByRole('button', { name: /رد برگزیده‌ها/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('۲ دیدگاه منتشرشده');
    fireEvent.click(screen.getByRole('button', { name: 'رد و برداشتن' }));
    await waitFor(() => expect(moderateComments).toHaveBeenCalledWith([1, 2]));
  });
});

