import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { optionalUser } from './auth';
import type { Visitor } from '../services/page-visits/page-visits';
import { VISITOR_COOKIE } from '../../lib/visitor-cookie';

const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is visiting: the signed-in user, so visits follow the user across devices; otherwise the
 * visitor cookie's id, issued on first need.
 */
export async function visitorOf(c: Context, options: { issue: boolean }): Promise<Visitor | undefined> {
  const user = await optionalUser(c);
  if (user) return { key: `u:${user.id}`, userId: user.id };
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return { key: `v:${existing}` };
  if (!options.issue) return undefined;
  const id = crypto.randomUUID();
  setCookie(c, VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return { key: `v:${id}` };
}

