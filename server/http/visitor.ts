import crypto from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { optionalUser } from './auth';
import { cookieVisitor, userVisitor, type CookieVisitor, type Visitor } from '../services/page-visits/page-visits';
import { VISITOR_COOKIE } from '../../lib/visitor-cookie';

const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is visiting: the signed-in user, so visits follow the user across devices; otherwise the
 * visitor cookie's id, issued on first need.
 */
export async function visitorOf(c: Context, options: { issue: boolean }): Promise<Visitor | undefined> {
  const user = await optionalUser(c);
  if (user) return userVisitor(user.id);
  const existing = cookieVisitorOf(c);
  if (existing) return existing;
  if (!options.issue) return undefined;
  const id = crypto.randomUUID();
  setCookie(c, VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return cookieVisitor(id);
}

/** The visitor the cookie names, signed in or not; none without a well-formed cookie. */
export function cookieVisitorOf(c: Context): CookieVisitor | undefined {
  const id = getCookie(c, VISITOR_COOKIE);
  return id && VISITOR_ID.test(id) ? cookieVisitor(id) : undefined;
}

/** Ends the browser's visitor: once its history is a user's, a later visitor on it starts afresh. */
export function forgetVisitorCookie(c: Context): void {
  deleteCookie(c, VISITOR_COOKIE, { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
}

