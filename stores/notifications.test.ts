import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_VISIBLE_TOASTS,
  NOTIFICATION_COLORS,
  NOTIFICATION_PRESETS,
  buildNotification,
  useNotificationsStore,
} from './notifications';

beforeEach(() => useNotificationsStore.getState().clear());

describe('notification presets', () => {
  it('match the seed: toast 2500 ms, a 4000 ms top-end preset with progress and pause, snackbar 5000 ms', () => {
    expect(NOTIFICATION_PRESETS.toast).toMatchObject({ variant: 'toast', timeout: 2500 });
    expect(NOTIFICATION_PRESETS['progress-toast']).toEqual({
      variant: 'toast',
      timeout: 4000,
      position: 'top-end',
      progress: true,
      pauseOnHover: true,
    });
    expect(NOTIFICATION_PRESETS.snackbar).toMatchObject({
      variant: 'snackbar',
      timeout: 5000,
      pauseOnHover: true,
    });
  });

  it('map statuses to the seed colours', () => {
    expect(NOTIFICATION_COLORS).toMatchObject({
      info: '#2196F3',
      success: '#4CAF50',
      error: '#FF5252',
      question: '#FFC107',
    });
    expect(NOTIFICATION_COLORS.warning).toBe('#FF9800');
  });
});

describe('buildNotification', () => {
  it('fills a bare message from the toast preset as info', () => {
    expect(buildNotification({ message: 'سلام' })).toMatchObject({
      status: 'info',
      message: 'سلام',
      timeout: 2500,
      variant: 'toast',
    });
  });

  it('lets explicit fields win over the preset but ignores undefined ones', () => {
    const n = buildNotification({
      message: 'x',
      preset: 'snackbar',
      timeout: 900,
      title: undefined,
    });
    expect(n).toMatchObject({ variant: 'snackbar', timeout: 900, position: 'bottom-center' });
    expect('title' in n).toBe(false);
  });

  it('keeps a long message on screen long enough to read it, a short one for the preset\'s time', () => {
    const long = 'پرداخت قبلی این مورد هنوز ممکن است انجام شود؛ چند دقیقهٔ دیگر دوباره نگاه کنید یا از کیف پول بپردازید.';
    expect(buildNotification({ message: 'ذخیره شد' }).timeout).toBe(2500);
    expect(buildNotification({ message: long }).timeout).toBe(1500 + 70 * long.length);
    expect(buildNotification({ message: long }).timeout).toBeGreaterThan(8000);
    expect(buildNotification({ title: 'خطا', message: 'کوتاه', preset: 'snackbar' }).timeout).toBe(5000);
    expect(buildNotification({ message: long, timeout: 1000 }).timeout).toBe(1000);
  });

  it('clamps a negative timeout to "until closed"', () => {
    expect(buildNotification({ message: 'x', timeout: -5 }).timeout).toBe(0);
  });

  it('gives every notification its own id', () => {
    expect(buildNotification({ message: 'a' }).id).not.toBe(buildNotification({ message: 'a' }).id);
  });
});

describe('notifications store', () => {
  it('pushes and dismisses by id', () => {
    const { push, dismiss } = useNotificationsStore.getState();
    const a = push({ message: 'یک' });
    push({ message: 'دو' });
    dismiss(a);
    expect(useNotificationsStore.getState().items.map((n) => n.message)).toEqual(['دو']);
  });

  it('shows the same message once, moving it to the end with a new id', () => {
    const { push } = useNotificationsStore.getState();
    const first = push({ status: 'error', message: 'خطا' });
    push({ message: 'دیگر' });
    const second = push({ status: 'error', message: 'خطا' });
    const items = useNotificationsStore.getState().items;
    expect(items.map((n) => n.id)).toEqual([expect.any(String), second]);
    expect(second).not.toBe(first);
  });

  it('keeps at most the newest toasts, leaving snackbars queued', () => {
    const { push } = useNotificationsStore.getState();
    push({ message: 'snack', preset: 'snackbar' });
    for (let i = 0; i < MAX_VISIBLE_TOASTS + 2; i++) push({ message: `t${i}` });
    const items = useNotificationsStore.getState().items;
    expect(items.filter((n) => n.variant === 'toast')).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(items.at(-1)?.message).toBe(`t${MAX_VISIBLE_TOASTS + 1}`);
    expect(items.some((n) => n.variant === 'snackbar')).toBe(true);
  });
});
