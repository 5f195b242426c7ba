import type { Problem } from './contract/problem';

/** Statuses after which the same safe request may succeed; the client retries GET/HEAD once on them. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

export type ApiErrorKind = 'network' | 'http' | 'validation';
export type ApiRequestInfo = { method: string; url: string };

// The API's own titles arrive in the problem document; these cover answers that carry none
// (a proxy's 502 page, a dropped connection) so a page always has Persian text to show.
const FALLBACK_TITLES: Record<number, string> = {
  400: 'درخواست نامعتبر است',
  401: 'ابتدا وارد حساب کاربری خود شوید',
  403: 'اجازه دسترسی به این بخش را ندارید',
  404: 'موردی که خواستید پیدا نشد',
  408: 'زمان پاسخ‌گویی سرور به پایان رسید',
  409: 'درخواست با وضعیت فعلی سازگار نیست',
  413: 'حجم درخواست بیش از حد مجاز است',
  422: 'اطلاعات واردشده معتبر نیست',
  429: 'تعداد درخواست‌ها بیش از حد مجاز است',
  502: 'سرویس موقتاً در دسترس نیست',
  503: 'سرویس موقتاً در دسترس نیست',
  504: 'زمان پاسخ‌گویی سرور به پایان رسید',
};
export const FALLBACK_TITLE = 'در ارائه خدمات مشکلی پیش آمد؛ لطفاً دوباره تلاش کنید';
export const FALLBACK_DETAIL = 'لطفاً چند لحظه بعد دوباره تلاش کنید.';
export const NETWORK_TITLE = 'ارتباط با سرور برقرار نشد';
export const NETWORK_DETAIL = 'اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.';
export const TIMEOUT_TITLE = 'زمان پاسخ‌گویی سرور به پایان رسید';
export const ABORTED_TITLE = 'درخواست لغو شد';

const PROBLEM_TYPE = /^application\/problem\+json\b/i;

/** A body is taken as a problem document only when the server said so and it has the shape. */
export function readProblem(contentType: string | null, body: unknown): Problem | undefined {
  if (!contentType || !PROBLEM_TYPE.test(contentType)) return undefined;
  if (!body || typeof body !== 'object') return undefined;
  const candidate = body as Partial<Problem>;
  if (typeof candidate.title !== 'string' || typeof candidate.status !== 'number') return undefined;
  return { type: 'about:blank', ...candidate } as Problem;
}

type ApiErrorInit = {
  request: ApiRequestInfo;
  response?: Response;
  body?: unknown;
  cause?: unknown;
};

// By name: aborts arrive as DOMException, which is not an Error subclass everywhere.
const errorName = (cause: unknown) =>
  typeof cause === 'object' && cause !== null ? (cause as { name?: unknown }).name : undefined;
const isAbort = (cause: unknown) => errorName(cause) === 'AbortError';
const isTimeout = (cause: unknown) => errorName(cause) === 'TimeoutError';

/**
 * Every failure of an API call: a dropped connection (`network`), an error answer (`http`), or
 * rejected input with per-field messages (`validation`). `title`/`detail` are Persian and safe to
 * show; `retryable` tells a page whether a "try again" button makes sense.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly retryable: boolean;
  /** True when the caller aborted the call (navigation, unmount); pages should stay silent. */
  readonly aborted: boolean;
  readonly request: ApiRequestInfo;
  readonly response: Response | undefined;
  readonly status: number | undefined;
  /** The problem document, when the API answered `application/problem+json`. */
  readonly data: Problem | undefined;
  /** The parsed body of any other error answer (text, foreign JSON). */
  readonly body: unknown;
  readonly code: string | undefined;
  readonly title: string;
  readonly detail: string;
  /** Field path → Persian message, from the problem document's `errors`. */
  readonly fieldErrors: Record<string, string>;

  constructor(init: ApiErrorInit) {
    const { request, response, body, cause } = init;
    const status = response?.status;
    const problem = response ? readProblem(response.headers.get('content-type'), body) : undefined;
    const aborted = !response && isAbort(cause);
    const title = response
      ? (problem?.title ?? FALLBACK_TITLES[status!] ?? FALLBACK_TITLE)
      : aborted
        ? ABORTED_TITLE
        : isTimeout(cause)
          ? TIMEOUT_TITLE
          : NETWORK_TITLE;
    super(`${request.method} ${request.url}: ${status ?? 'no response'} ${title}`, { cause });
    this.name = 'ApiError';
    this.request = request;
    this.response = response;
    this.status = status;
    this.data = problem;
    this.body = problem ? undefined : body;
    this.code = problem?.code;
    this.aborted = aborted;
    this.title = title;
    this.detail = problem?.detail ?? (response ? FALLBACK_DETAIL : NETWORK_DETAIL);
    this.fieldErrors = Object.fromEntries((problem?.errors ?? []).map((e) => [e.field, e.message]));
    const hasFieldErrors = Object.keys(this.fieldErrors).length > 0;
    this.kind = !response
      ? 'network'
      : (status === 400 || status === 422) && hasFieldErrors
        ? 'validation'
        : 'http';
    this.retryable = response ? RETRY_STATUSES.includes(status!) : !aborted;
  }
}

/** Also true across bundles: Next may load this module twice, giving two `ApiError` classes. */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error && error.name === 'ApiError' && 'kind' in error && 'retryable' in error
  );
}
