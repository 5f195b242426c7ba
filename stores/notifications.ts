import { create } from 'zustand';

/** The seed's notification entity: status, title, message, timeout. */
export type NotificationStatus = 'info' | 'success' | 'warning' | 'error' | 'question';
export type NotificationVariant = 'toast' | 'snackbar';
export type NotificationPosition =
  'top-start' | 'top-center' | 'top-end' | 'bottom-start' | 'bottom-center' | 'bottom-end';

export type Notification = {
  id: string;
  status: NotificationStatus;
  title?: string;
  message: string;
  /** Milliseconds on screen; 0 keeps it until the user closes it. */
  timeout: number;
  variant: NotificationVariant;
  position: NotificationPosition;
  progress: boolean;
  pauseOnHover: boolean;
};

export type NotificationPresetName = 'toast' | 'progress-toast' | 'snackbar';
type Preset = Omit<Notification, 'id' | 'status' | 'title' | 'message'>;

/** Seed, section 9: toast 2500 ms; a preset of 4000 ms, top-end, progress bar, pause on hover; snackbar 5000 ms. */
export const NOTIFICATION_PRESETS: Record<NotificationPresetName, Preset> = {
  toast: {
    variant: 'toast',
    timeout: 2500,
    position: 'top-end',
    progress: false,
    pauseOnHover: false,
  },
  'progress-toast': {
    variant: 'toast',
    timeout: 4000,
    position: 'top-end',
    progress: true,
    pauseOnHover: true,
  },
  snackbar: {
    variant: 'snackbar',
    timeout: 5000,
    position: 'bottom-center',
    progress: false,
    pauseOnHover: true,
  },
};

/** Seed: info blue, success green, warning orange, error red, question yellow. */
export const NOTIFICATION_COLORS: Record<NotificationStatus, string> = {
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FF9800',
  error: '#FF5252',
  question: '#FFC107',
};

export type NotificationInput = Partial<Omit<Notification, 'id' | 'message'>> & {
  message: string;
  preset?: NotificationPresetName;
};

/** More than this many toasts at once would cover the page; the oldest go first. */
export const MAX_VISIBLE_TOASTS = 4;

/**
 * What reading a notification takes: a second and a half, and 70 ms a letter (about 14 letters a
 * second, slower than a practised reader, as a toast is read while doing something else). A long
 * message under the seed's 2.5 s was gone before it was read; a preset's time is the least.
 */
export const readingTimeMs = (text: string) => 1500 + 70 * text.length;

let sequence = 0;

export function buildNotification(input: NotificationInput): Notification {
  const { preset = 'toast', ...rest } = input;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    ...NOTIFICATION_PRESETS[preset],
    status: 'info',
    ...defined,
    message: input.message,
    timeout: Math.max(0, input.timeout ?? Math.max(NOTIFICATION_PRESETS[preset].timeout, readingTimeMs(`${input.title ?? ''}${input.message}`))),
    id: `n${++sequence}`,
  };
}

const sameContent = (a: Notification, b: Notification) =>
  a.variant === b.variant &&
  a.status === b.status &&
  a.title === b.title &&
  a.message === b.message;

export type NotificationsState = {
  items: Notification[];
  push: (input: NotificationInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
};

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  items: [],
  push: (input) => {
    const next = buildNotification(input);
    set((state) => {
      // Parallel failing calls tend to report the same thing; show it once, with a fresh timer.
      const others = state.items.filter((item) => !sameContent(item, next));
      const toasts = others.filter((item) => item.variant === 'toast');
      const overflow =
        next.variant === 'toast'
          ? toasts.slice(0, Math.max(0, toasts.length - MAX_VISIBLE_TOASTS + 1))
          : [];
      return { items: [...others.filter((item) => !overflow.includes(item)), next] };
    });
    return next.id;
  },
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
  clear: () => set({ items: [] }),
}));
