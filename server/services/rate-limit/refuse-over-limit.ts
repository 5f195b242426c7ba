import { toPersianDigits } from '../../../lib/persian/digits';
import { ProblemError } from '../../http/problem';
import { getRateLimitStore } from './index';
import { retryAfterSeconds, type LimitRule, type LimitTicket } from './types';

/** "۲ دقیقه", "۳ ساعت": the wait in words, for a sentence a person reads. */
export function persianWait(seconds: number): string {
  if (seconds < 90) return `${toPersianDigits(seconds)} ثانیه`;
  if (seconds < 90 * 60) return `${toPersianDigits(Math.ceil(seconds / 60))} دقیقه`;
  return `${toPersianDigits(Math.ceil(seconds / 3600))} ساعت`;
}

/**
 * A refused caller is told the same wait twice, in `Retry-After` and in the Persian sentence, and
 * the two must never disagree; one place rounds the wait, so every limit answers alike. A broken
 * store is not caught here: it fails the request, as these limits guard what must not run
 * unbounded. Counts that should go on without the store (write-limit.ts, anonymous-counts.ts)
 * consume on their own. The ticket is for a caller that gives the hit back when its action fails.
 */
export async function refuseOverLimit(
  rules: readonly Omit<LimitRule, 'key'>[],
  /** Keys are `${prefix}:${rule's index}:${subject}`, e.g. `likes:0:ip:…`. */
  prefix: string,
  subject: string,
  refusal: { code: string; detail: (wait: string) => string },
): Promise<LimitTicket> {
  const verdict = await getRateLimitStore().consume(
    rules.map((rule, i) => ({ key: `${prefix}:${i}:${subject}`, ...rule })),
    Date.now(),
  );
  if (verdict.ok) return verdict.ticket;
  const seconds = retryAfterSeconds(verdict.retryAfterMs);
  throw new ProblemError({
    status: 429,
    code: refusal.code,
    retryAfterSeconds: seconds,
    detail: refusal.detail(persianWait(seconds)),
  });
}
