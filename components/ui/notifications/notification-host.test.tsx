import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { useNotificationsStore } from '@/stores/notifications';
import { NotificationHost } from './notification-host';
import { notify } from './notify';
import { textColorOn } from './notification-card';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const card = (text: string) => screen.getByText(text).closest('[data-status]') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  useNotificationsStore.getState().clear();
  renderWithProviders(<NotificationHost />);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationHost', () => {
  it('closes a toast after its default 2500 ms', () => {
    act(() => void notify.success('ذخیره شد'));
    advance(2499);
    expect(screen.getByText('ذخیره شد')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('ذخیره شد')).not.toBeInTheDocument();
  });

  it('a plain toast keeps counting while hovered', () => {
    act(() => void notify.info('اطلاع'));
    fireEvent.mouseEnter(card('اطلاع'));
    advance(2500);
    expect(screen.queryByText('اطلاع')).not.toBeInTheDocument();
  });

  it('the progress preset lasts 4000 ms at top-end, shows progress and pauses on hover', () => {
    act(() => void notify.toast({ preset: 'progress-toast', status: 'warning', message: 'هشدار' }));
    const region = screen.getByText('هشدار').closest('[data-position]');
    expect(region).toHaveAttribute('data-position', 'top-end');
    const bar = within(card('هشدار')).getByRole('progressbar');
    advance(1000);
    expect(bar).toHaveAttribute('aria-valuenow', '75');

    fireEvent.mouseEnter(card('هشدار'));
    advance(10_000);
    expect(screen.getByText('هشدار')).toBeInTheDocument();

    fireEvent.mouseLeave(card('هشدار'));
    advance(2999);
    expect(screen.getByText('هشدار')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('هشدار')).not.toBeInTheDocument();
  });

  it('a snackbar lasts 5000 ms, pauses while hovered and resumes with the time it had left', () => {
    act(() => void notify.snackbar({ message: 'پیام' }));
    advance(4000);
    fireEvent.mouseEnter(card('پیام'));
    advance(60_000);
    expect(screen.getByText('پیام')).toBeInTheDocument();
    fireEvent.mouseLeave(card('پیام'));
    advance(999);
    expect(screen.getByText('پیام')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('پیام')).not.toBeInTheDocument();
  });

  it('shows snackbars one at a time, in order', () => {
    act(() => {
      notify.snackbar({ message: 'اول' });
      notify.snackbar({ message: 'دوم' });
    });
    expect(screen.queryByText('دوم')).not.toBeInTheDocument();
    advance(5000);
    expect(screen.queryByText('اول')).not.toBeInTheDocument();
    expect(screen.getByText('دوم')).toBeInTheDocument();
  });

  it('keeps a notification with timeout 0 until it is closed with its Persian close button', () => {
    act(() => void notify.error('ماندگار', { title: 'عنوان', timeout: 0 }));
    advance(60_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('عنوان');
    expect(alert).toHaveTextContent('خطا:');
    fireEvent.click(within(alert).getByRole('button', { name: 'بستن اعلان' }));
    expect(screen.queryByText('ماندگار')).not.toBeInTheDocument();
  });

  it('uses role=status for calm news and role=alert for problems', () => {
    act(() => {
      notify.success('خوب');
      notify.question('پرسش');
      notify.warning('بد');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('بد');
  });

  it('closes on Escape and holds while focused from the keyboard', () => {
    act(() => void notify.info('کیبورد'));
    const button = within(card('کیبورد')).getByRole('button', { name: 'بستن اعلان' });
    act(() => button.focus());
    advance(10_000);
    expect(screen.getByText('کیبورد')).toBeInTheDocument();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByText('کیبورد')).not.toBeInTheDocument();
  });

  it('paints each status in its seed colour with readable text', () => {
    act(() => void notify.error('قرمز', { timeout: 0 }));
    const alert = screen.getByRole('alert');
    expect(getComputedStyle(alert).backgroundColor).toBe('rgb(255, 82, 82)');
    expect(textColorOn('#FF5252')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('notify.apiError shows the API text and stays silent for aborted calls', () => {
    const request = { method: 'GET', url: '/api/v1/x' };
    const aborted = new ApiError({
      request,
      cause: Object.assign(new Error('x'), { name: 'AbortError' }),
    });
    act(() => void notify.apiError(aborted));
    expect(useNotificationsStore.getState().items).toHaveLength(0);

    act(
      () => void notify.apiError(new ApiError({ request, cause: new TypeError('fetch failed') })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');
  });
});
