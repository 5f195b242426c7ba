import type { Context } from 'hono';
import { clientAddress } from './client-address';
import { refuseOverLimit } from '../services/rate-limit/refuse-over-limit';
import type { Visitor } from '../services/page-visits/page-visits';

/**
 * A like from a visitor who is not signed in is one per visitor cookie, and a new cookie is free:
 * a script dropping its cookie could like a page without end. So likes without a login are
 * counted per client address, across every page and comment; a person reading and liking never
 * meets the bound, and a signed-in user is not counted here (one like per user already).
 */
const ANONYMOUS_LIKE_RULES = [
  { limit: 30, windowMs: 10 * 60_000 },
  { limit: 200, windowMs: 24 * 3_600_000 },
];

export async function limitAnonymousLikes(c: Context, visitor: Visitor): Promise<void> {
  if (visitor.userId !== undefined) return;
  await refuseOverLimit(ANONYMOUS_LIKE_RULES, 'likes', `ip:${clientAddress(c)}`, {
    code: 'too_many_likes',
    detail: (wait) => `از این نشانی پسندهای زیادی رسیده است؛ ${wait} دیگر دوباره بپسندید، یا وارد شوید`,
  });
}
