import { isApiError } from '@/api/errors';
import { toPersianDigits } from '@/lib/persian/digits';

export type LoginProblem = {
  /** Persian sentence for the whole form. */
  message: string;
  /** Persian messages by field (`phone`, `code`). */
  fields: Record<string, string>;
  code?: string;
  /** When the API said how long to wait (429), the moment the wait ends. */
  retryAt: number | null;
};

const GENERIC = 'در ارائه خدمات مشکلی پیش آمد؛ لطفاً دوباره تلاش کنید';

/** What a failed login call means for the form: the API's Persian text, its fields and its wait. */
export function loginProblem(error: unknown, now = Date.now()): LoginProblem {
  if (!isApiError(error)) return { message: GENERIC, fields: {}, retryAt: null };
  const wait = error.data?.retryAfterSeconds;
  return {
    message: error.detail || error.title,
    fields: error.fieldErrors,
    code: error.code,
    retryAt: error.status === 429 && typeof wait === 'number' && wait > 0 ? now + wait * 1000 : null,
  };
}

/** `۱:۰۵` — minutes and seconds in Persian digits. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${toPersianDigits(Math.floor(s / 60))}:${toPersianDigits(String(s % 60).padStart(2, '0'))}`;
}
