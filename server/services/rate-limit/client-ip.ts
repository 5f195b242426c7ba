import type { Context } from 'hono';

/**
 * The address per-IP limits count against. Next.js fills `X-Forwarded-For` with the socket
 * address only when the header is absent, and a proxy in front appends the address it saw, so the
 * last entry is the one a client cannot choose — provided the site runs behind such a proxy.
 * Without one, a client can name any address; the per-phone limits still hold then.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded) {
    const last = forwarded
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last.slice(0, 64);
  }
  const real = c.req.header('x-real-ip')?.trim();
  return real ? real.slice(0, 64) : 'unknown';
}
