import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const saveAnnouncement = vi.fn(async () => ({}));
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  fetchAllAnnouncements: async () => [],
  saveAnnouncement: (...args: unknown[]) => saveAnnouncement(...(args as [])),
}));

const { AnnouncementsAdmin } = await import('./announcements-admin');

describe('AnnouncementsAdmin', () => {
  it('shows when a notice starts and ends in the Jalali calendar with Persian digits, and sends the instants', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AnnouncementsAdmin />
      </QueryClientProvider>,
    );
    const starts = (await screen.findAllByRole('group', { name: /آغاز نمایش/ }))[0];
    expect(starts.textContent).toMatch(/۱۴۰[۵-۹]/);
    expect(starts.textContent).not.toMatch(/[0-9]/);
    fireEvent.change(screen.getByRole('textbox', { name: /متن اطلاعیه/ }), { target: { value: 'تعطیلی نوروز: سفارش‌ها از ۵ فروردین پاسخ داده می‌شوند' } });
    const before = Date.now();
    fireEvent.submit(screen.getByRole('textbox', { name: /متن اطلاعیه/ }).closest('form')!);
    await waitFor(() => expect(saveAnnouncement).toHaveBeenCalled());
    const [sent] = saveAnnouncement.mock.calls[0] as unknown as [{ startsAt: string; endsAt: string }];
    expect(Math.abs(Date.parse(sent.startsAt) - before)).toBeLessThan(60_000);
    expect(Date.parse(sent.endsAt) - Date.parse(sent.startsAt)).toBeGreaterThan(6 * 86_400_000);
  });
});
