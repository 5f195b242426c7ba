import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem } from '../../api/contract/problem';

/** Persian titles a user can read, one per status the API answers with. */
export const PROBLEM_TITLES: Record<number, string> = {
  400: 'درخواست نامعتبر است',
  401: 'ابتدا وارد حساب کاربری خود شوید',
  403: 'اجازه دسترسی به این بخش را ندارید',
  404: 'موردی که خواستید پیدا نشد',
  405: 'این روش درخواست پشتیبانی نمی‌شود',
  409: 'درخواست با وضعیت فعلی سازگار نیست',
  413: 'حجم درخواست بیش از حد مجاز است',
  415: 'نوع محتوای درخواست پشتیبانی نمی‌شود',
  422: 'اطلاعات واردشده معتبر نیست',
  429: 'تعداد درخواست‌ها بیش از حد مجاز است',
  500: 'در ارائه خدمات مشکلی پیش آمد؛ لطفاً دوباره تلاش کنید',
  501: 'این امکان هنوز فراهم نشده است',
  503: 'سرویس موقتاً در دسترس نیست',
};

export type ProblemInit = {
  status: number;
  code: string;
  detail?: string;
  title?: string;
  errors?: Problem['errors'];
  retryAfterSeconds?: number;
  currentState?: string;
};

/** Thrown anywhere in a handler or service; the app turns it into `application/problem+json`. */
export class ProblemError extends Error {
  constructor(public readonly init: ProblemInit) {
    super(init.detail ?? init.title ?? PROBLEM_TITLES[init.status] ?? init.code);
    this.name = 'ProblemError';
  }
}

export const notFound = (detail = 'موردی با این شناسه وجود ندارد') =>
  new ProblemError({ status: 404, code: 'not_found', detail });

export function problemBody(c: Context, init: ProblemInit): Problem {
  return {
    type: `about:blank#${init.code}`,
    title: init.title ?? PROBLEM_TITLES[init.status] ?? PROBLEM_TITLES[500],
    status: init.status,
    code: init.code,
    ...(init.detail ? { detail: init.detail } : {}),
    instance: new URL(c.req.url).pathname,
    requestId: c.get('requestId') as string | undefined,
    ...(init.errors ? { errors: init.errors } : {}),
    ...(init.retryAfterSeconds !== undefined ? { retryAfterSeconds: init.retryAfterSeconds } : {}),
    ...(init.currentState ? { currentState: init.currentState } : {}),
  };
}

export function problemResponse(c: Context, init: ProblemInit): Response {
  const headers: Record<string, string> = { 'content-type': 'application/problem+json; charset=utf-8' };
  if (init.retryAfterSeconds !== undefined) headers['retry-after'] = String(init.retryAfterSeconds);
  return c.body(JSON.stringify(problemBody(c, init)), init.status as ContentfulStatusCode, headers);
}
