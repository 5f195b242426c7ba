import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const notice = (id: number, text: string) => ({ id, text, linkUrl: null, linkText: null, startsAt: '2026-11-20T10:00:00.000Z', endsAt: '2099-01-01T10:00:00.000Z' });
let notices: ReturnType<typeof notice>[] = [];
const saveAnnouncement = vi.fn(async () => ({}));
const deleteAnnouncement = vi.fn(async (id: number) => void (notices = notices.filter((n) => n.id !== id)));
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  fetchAllAnnouncements: async () => notices,
  saveAnnouncement: (...args: unknown[]) => saveAnnouncement(...(args as [])),
  deleteAnnouncement: (id: number) => deleteAnnouncement(id),
}));

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

const { AnnouncementsAdmin } = await import('./announcements-admin');

const show = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AnnouncementsAdmin />
    </QueryClientProvider>,
  );

describe('AnnouncementsAdmin', () => {
  it('«ویرایش» puts the cursor in the form above, and saving or cancelling brings it back to that notice; a deletion focuses the next notice', async () => {
    notices = [notice(1, 'تعطیلی نوروز'), notice(2, 'ارسال رایگان'), notice(3, 'به‌روزرسانی سامانه')];
    show();
    // Each row's buttons are named with its notice: a list of «ویرایش»s could not be told apart.
    const editOf = (text: string) => within(screen.getByText(text).closest('li')!).getByRole('button', { name: `ویرایش اطلاعیهٔ «${text}»` });
    fireEvent.click(await waitFor(() => editOf('ارسال رایگان')));
    const text = screen.getByRole('textbox', { name: /متن اطلاعیه/ });
    expect(text).toHaveFocus();
    expect(text).toHaveValue('ارسال رایگان');
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(editOf('ارسال رایگان')).toHaveFocus();

    fireEvent.click(editOf('ارسال رایگان'));
    fireEvent.submit(text.closest('form')!);
    await waitFor(() => expect(editOf('ارسال رایگان')).toHaveFocus());
    expect(saveAnnouncement).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'ارسال رایگان' }), 2);
    // The notice bars above this page's header are drawn again with the change.
    expect(refresh).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'حذف اطلاعیهٔ «ارسال رایگان»' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(screen.queryByText('ارسال رایگان')).toBeNull());
    await waitFor(() => expect(editOf('به‌روزرسانی سامانه')).toHaveFocus());
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('shows when a notice starts and ends in the Jalali calendar with Persian digits, and sends the instants', async () => {
    notices = [];
    show();
    const starts = (await screen.findAllByRole('group', { name: /آغاز نمایش/ }))[0];
    expect(starts.textContent).toMatch(/۱۴۰[۵-۹]/);
    expect(starts.textContent).not.toMatch(/[0-9]/);
    fireEvent.change(screen.getByRole('textbox', { name: /متن اطلاعیه/ }), { target: { value: 'تعطیلی نوروز: سفارش‌ها از ۵ فروردین پاسخ داده می‌شوند' } });
    const before = Date.now();
    fireEvent.submit(screen.getByRole('textbox', { name: /متن اطلاعیه/ }).closest('form')!);
    await waitFor(() => expect(saveAnnouncement).toHaveBeenCalled());
    const [sent] = saveAnnouncement.mock.calls.at(-1) as unknown as [{ startsAt: string; endsAt: string }];
    expect(Math.abs(Date.parse(sent.startsAt) - before)).toBeLessThan(60_000);
    expect(Date.parse(sent.endsAt) - Date.parse(sent.startsAt)).toBeGreaterThan(6 * 86_400_000);
  });

  it('counts the text as it is typed against its limit, and takes no more than the limit', async () => {
    notices = [];
    show();
    const text = await screen.findByRole('textbox', { name: /متن اطلاعیه/ });
    expect(text).toHaveAttribute('maxlength', '300');
    fireEvent.change(text, { target: { value: 'ارسال رایگان' } });
    expect(text).toHaveAccessibleDescription('۱۲ از ۳۰۰ نویسه');
    // An emoji is one, as the server counts it: «😀😀» is two, too short, and the press says so.
    fireEvent.change(text, { target: { value: '😀😀' } });
    expect(text).toHaveAccessibleDescription('۲ از ۳۰۰ نویسه');
    saveAnnouncement.mockClear();
    const save = screen.getByRole('button', { name: 'ذخیره' });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAccessibleDescription('متن اطلاعیه را بنویسید؛ دست‌کم ۳ نویسه');
    expect(saveAnnouncement).not.toHaveBeenCalled();
  });
});
