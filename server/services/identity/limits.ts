import { ProblemError } from '../../http/problem';
import { logger } from '../../logger';
import { retryAfterSeconds, type LimitRule, type LimitVerdict } from '../rate-limit';
import { persianWait } from '../rate-limit/refuse-over-limit';
import type { IdentityContext } from './context';

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;

/**
 * PRODUCT.md's OTP rules. The per-IP numbers are ours: loose enough for a shared office or
 * carrier NAT, tight enough that one host cannot spray codes over many numbers.
 */
export const OTP_RULES = {
  codeLength: 6,
  ttlMs: 2 * MINUTE,
  maxAttempts: 5,
  resendMs: 2 * MINUTE,
  sendsPerPhonePerDay: 10,
  sendsPerIp: [
    { limit: 20, windowMs: 10 * MINUTE },
    { limit: 200, windowMs: DAY_MS },
  ],
  /**
   * Never binds a person (5 tries per code, a code per 2 minutes); keeps floods off the database.
   * Per number and client: a stranger flooding someone's number fills only their own allowance.
   */
  verificationsPerPhoneAndClient: { limit: 10, windowMs: 2 * MINUTE },
  verificationsPerIp: [
    { limit: 60, windowMs: 10 * MINUTE },
    { limit: 500, windowMs: DAY_MS },
  ],
} as const;

/** Consumes the rules or throws the 429 that names the wait; a broken store is a 503, never a pass. */
export async function consumeLimits(
  ctx: IdentityContext,
  rules: LimitRule[],
  refusal: (key: string, wait: string) => { code: string; detail: string },
): Promise<Extract<LimitVerdict, { ok: true }>> {
  let verdict: LimitVerdict;
  try {
    verdict = await ctx.limits.consume(rules, ctx.now());
  } catch (error) {
    logger.error({ err: error, store: ctx.limits.kind }, 'rate-limit store unavailable');
    throw new ProblemError({
      status: 503,
      code: 'rate_limit_unavailable',
      detail: 'سرویس ورود موقتاً در دسترس نیست؛ کمی بعد دوباره تلاش کنید',
    });
  }
  if (verdict.ok) return verdict;
  const seconds = retryAfterSeconds(verdict.retryAfterMs);
  throw new ProblemError({
    status: 429,
    retryAfterSeconds: seconds,
    ...refusal(verdict.key, persianWait(seconds)),
  });
}
