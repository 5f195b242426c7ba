import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { PageSummary } from '@/api/contract/content';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const page = { id: 41, title: 'ظرفیت تازهٔ خط دوم', slug: 'ظرفیت-تازه', isPublished: false, updatedAt: '2026-11-30T10:00:00Z' } as PageSummary;
const deleteDeskPage = vi.fn(async () => undefined);
vi.mock('@/api/content', async (original) => ({
  ...(await original<typeof import('@/api/content')>()),
  fetchDeskPages: async () => ({ items: [page], totalCount: 1, pageNumber: 1, pageSize: 10 }),
  deleteDeskPage: (...args: unknown[]) => deleteDeskPage(...(args as [])),
}));

const { DeskPages } = await import('./desk-pages');

describe('DeskPages', () => {
  it("asks in the site's own dialog before deleting a writing, and deletes it once asked", async () => {
    const browserBox = vi.spyOn(window, 'confirm');
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeskPages supplierId={3} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = screen.getByRole('alertdialog', { name: '«ظرفیت تازهٔ خط دوم» حذف شود؟' });
    expect(dialog).toHaveAccessibleDescription('نوشته برای همیشه حذف می‌شود و از ویترین برداشته می‌شود؛ بازگرداندنی نیست.');
    expect(deleteDeskPage).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(deleteDeskPage).toHaveBeenCalledWith(3, 41));
    expect(browserBox).not.toHaveBeenCalled();
  });
});
