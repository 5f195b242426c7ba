import { isApiError } from '@/api/errors';
import {
  useNotificationsStore,
  type NotificationInput,
  type NotificationStatus,
} from '@/stores/notifications';

type ShortcutOptions = Omit<NotificationInput, 'message' | 'status'>;
type Shortcut = (message: string, options?: ShortcutOptions) => string;

const push = (input: NotificationInput) => useNotificationsStore.getState().push(input);

const shortcut =
  (status: NotificationStatus): Shortcut =>
  (message, options) =>
    push({ ...options, status, message });

const GENERIC_ERROR = 'در ارائه خدمات مشکلی پیش آمد؛ لطفاً دوباره تلاش کنید';

/**
 * Callable from anywhere (event handlers, mutation callbacks, outside React); the
 * `<NotificationHost />` mounted once in the root providers draws what is pushed here.
 */
export const notify = {
  toast: (input: NotificationInput) => push({ preset: 'toast', ...input }),
  snackbar: (input: NotificationInput) => push({ preset: 'snackbar', ...input }),
  info: shortcut('info'),
  success: shortcut('success'),
  warning: shortcut('warning'),
  error: shortcut('error'),
  question: shortcut('question'),
  /**
   * Shows a failed call the way the API explained it. Aborted calls (the user navigated away)
   * show nothing and give `undefined`.
   */
  apiError(error: unknown, options?: ShortcutOptions): string | undefined {
    if (isApiError(error)) {
      if (error.aborted) return undefined;
      return push({
        preset: 'progress-toast',
        ...options,
        status: 'error',
        title: error.title,
        message: error.detail,
      });
    }
    return push({ preset: 'progress-toast', ...options, status: 'error', message: GENERIC_ERROR });
  },
  dismiss: (id: string) => useNotificationsStore.getState().dismiss(id),
  clear: () => useNotificationsStore.getState().clear(),
};
