import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE } from '../../lib/auth/access-token';
import { getRateLimitStore, retryAfterSeconds } from '../services/rate-limit';
import { persianWait } from '../services/rate-limit/refuse-over-limit';
import { logger } from '../logger';
import { env } from '../../lib/config/env';
import { optionalUser } from './auth';
import { ProblemError } from './problem';

const MINUTE = 60_000;

/**
 * Every signed-in user's writes, whatever they change: enough for a person editing quickly or a
 * supplier's desk at work, far below a script creating hundreds of rows a second. What a user may
 * keep is capped separately (services/limits/user-caps.ts). An operator may raise them
 * (`WRITE_LIMIT_PER_MINUTE`, `WRITE_LIMIT_PER_HOUR`), as the write benchmark does.
 */
export const writeRules = () => [
  { limit: env().WRITE_LIMIT_PER_MINUTE, windowMs: MINUTE },
  { limit: env().WRITE_LIMIT_PER_HOUR, windowMs: 60 * MINUTE },
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const writeRateLimit: MiddlewareHandler = async (c, next) => {
  const carriesLogin = c.req.header('authorization') !== undefined || getCookie(c, ACCESS_TOKEN_COOKIE) !== undefined;
  if (!UNSAFE_METHODS.has(c.req.method) || !carriesLogin) return next();
  const user = await optionalUser(c);
  if (!user) return next();
  const store = getRateLimitStore();
  const rules = writeRules().map((rule, i) => ({ key: `writes:${i}:user:${user.id}`, ...rule }));
  const verdict = await store.consume(rules, Date.now()).catch((error) => {
    // Refusing every write while the limit store is away would take the site down with it; the
    // caps on what a user keeps still hold.
    logger.error({ err: error, store: store.kind }, 'write limit not checked: store unavailable');
    return null;
  });
  if (verdict && !verdict.ok) {
    const seconds = retryAfterSeconds(verdict.retryAfterMs);
    throw new ProblemError({
      status: 429,
      code: 'too_many_writes',
      retryAfterSeconds: seconds,
      detail: `تعداد تغییرهای شما در این مدت بیش از حد مجاز است؛ ${persianWait(seconds)} دیگر دوباره تلاش کنید`,
    });
  }
  return next();
};
