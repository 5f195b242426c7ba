/**
 * Who is calling. Route handlers of every group use these; the names are stable.
 *
 *   const user = await requireUser(c);                // AuthUser, or a 401 problem
 *   const user = await optionalUser(c);               // AuthUser | null (a bad token counts as none)
 *   const user = await requireRole(c, 'admin');       // 401, or 403 unless the user has one of the roles
 *   hasRole(user, 'supplier', 'merchant')             // boolean, for branching
 *
 *   createRoute({ ..., middleware: [signedIn] })       // 401 before the body is read or validated
 *   createRoute({ ..., middleware: [withRole('admin')] }) // the same, plus the role check (403)
 *
 * The access token comes from `Authorization: Bearer <jwt>` or, failing that, from the
 * `accessToken` cookie (ACCESS_TOKEN_COOKIE). The token counts only while its session is open
 * (services/identity/sessions.ts: a logout ends it at once on every node), and the user's roles and
 * name come with the session, not from the token, so a role granted or taken away counts at once
 * (services that change them call forgetUserSessions), not only after the next token refresh.
 *
 * CSRF: a browser sends the cookie with requests that other sites start. So when the cookie is
 * what authenticates a POST/PUT/PATCH/DELETE, the request must come from our own origin
 * (Sec-Fetch-Site, else Origin); otherwise requireUser answers 403 and optionalUser treats the
 * caller as anonymous. Bearer headers cannot be forged by another site and skip the check.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE, verifyAccessToken } from '../../lib/auth/access-token';
import { jwtSecret } from '../../lib/config/jwt-secret';
import { env } from '../../lib/config/env';
import type { Role } from '../../api/contract/enums';
import { getDb } from '../db/client';
import { openSessionUser } from '../services/identity/sessions';
import { ProblemError, type ProblemInit } from './problem';

export type AuthUser = {
  id: number;
  /** Normalised `+989…`. */
  phone: string;
  roles: Role[];
  /** First and last name, or '' when not filled in yet. */
  name: string;
  /** How the token arrived. */
  via: 'bearer' | 'cookie';
  /** The session (login) the token belongs to: what a connection kept open checks again. */
  sessionId: string;
};

type Resolved = { user: AuthUser; problem?: undefined } | { user: null; problem: ProblemInit };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const PROBLEMS = {
  missing: {
    status: 401,
    code: 'unauthenticated',
    detail: 'برای این کار ابتدا وارد حساب کاربری خود شوید',
  },
  invalid: { status: 401, code: 'invalid_token', detail: 'نشست شما معتبر نیست؛ دوباره وارد شوید' },
  ended: {
    status: 401,
    code: 'session_ended',
    detail: 'این نشست بسته شده است؛ دوباره وارد شوید',
  },
  expired: {
    status: 401,
    code: 'token_expired',
    detail: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید',
  },
  crossSite: {
    status: 403,
    code: 'cross_site_request',
    detail: 'این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد',
  },
  role: { status: 403, code: 'forbidden', detail: 'اجازه این کار را ندارید' },
} satisfies Record<string, ProblemInit>;

// One lookup per request, however many helpers a handler calls.
const resolved = new WeakMap<Request, Promise<Resolved>>();

/** The access token the request carries: the Authorization header's when there is one, else the cookie's. */
export function accessTokenOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  return header !== undefined ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : getCookie(c, ACCESS_TOKEN_COOKIE);
}

async function resolve(c: Context): Promise<Resolved> {
  const via: AuthUser['via'] = c.req.header('authorization') !== undefined ? 'bearer' : 'cookie';
  const token = accessTokenOf(c);
  if (!token) return { user: null, problem: via === 'bearer' ? PROBLEMS.invalid : PROBLEMS.missing };
  const result = await verifyAccessToken(token, jwtSecret());
  if (!result.ok)
    return {
      user: null,
      problem: result.reason === 'expired' ? PROBLEMS.expired : PROBLEMS.invalid,
    };
  const id = Number(result.claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0) return { user: null, problem: PROBLEMS.invalid };
  const user = await openSessionUser(await getDb(), result.claims.sid, id);
  if (!user) return { user: null, problem: PROBLEMS.ended };
  return { user: { ...user, via, sessionId: result.claims.sid } };
}

function resolveOnce(c: Context): Promise<Resolved> {
  let pending = resolved.get(c.req.raw);
  if (!pending) {
    pending = resolve(c);
    resolved.set(c.req.raw, pending);
  }
  return pending;
}

function ownOrigins(c: Context): Set<string> {
  const origins = new Set([new URL(c.req.url).origin, new URL(env().SITE_URL).origin]);
  const host = c.req.header('x-forwarded-host');
  const proto = c.req.header('x-forwarded-proto');
  if (host && proto) origins.add(`${proto.split(',')[0].trim()}://${host.split(',')[0].trim()}`);
  return origins;
}

/**
 * Whether a browser started this request from another site. Sec-Fetch-Site is trusted when sent
 * (browsers do not let pages set it); else Origin must be ours. Neither header: not a browser
 * request another site could have started.
 */
export function isCrossSiteRequest(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin === 'null' || !ownOrigins(c).has(origin);
}

/** Throws the 403 for an unsafe, cookie-carried request from another site. */
export function assertSameSiteForCookies(c: Context): void {
  if (UNSAFE_METHODS.has(c.req.method) && isCrossSiteRequest(c))
    throw new ProblemError(PROBLEMS.crossSite);
}

export async function optionalUser(c: Context): Promise<AuthUser | null> {
  const { user } = await resolveOnce(c);
  if (!user) return null;
  if (user.via === 'cookie' && UNSAFE_METHODS.has(c.req.method) && isCrossSiteRequest(c))
    return null;
  return user;
}

export async function requireUser(c: Context): Promise<AuthUser> {
  const { user, problem } = await resolveOnce(c);
  if (!user) throw new ProblemError(problem);
  if (user.via === 'cookie') assertSameSiteForCookies(c);
  return user;
}

export const hasRole = (user: Pick<AuthUser, 'roles'>, ...roles: Role[]) =>
  roles.some((role) => user.roles.includes(role));

export async function requireRole(c: Context, ...roles: Role[]): Promise<AuthUser> {
  const user = await requireUser(c);
  if (!hasRole(user, ...roles)) throw new ProblemError(PROBLEMS.role);
  return user;
}

/**
 * Route middleware: checks run before validation, so a stranger learns nothing about the body
 * rules and an upload is not read for someone who may not send it. Handlers still call
 * requireUser (answered from the same per-request lookup) to get the user.
 */
export const signedIn: MiddlewareHandler = async (c, next) => {
  await requireUser(c);
  await next();
};

export const withRole =
  (...roles: Role[]): MiddlewareHandler =>
  async (c, next) => {
    await requireRole(c, ...roles);
    await next();
  };

/**
 * For `createRoute({ security })`: private routes (signedIn / withRole) declare `bearerSecurity`,
 * public ones `security: []`, and public ones that read the caller when there is one
 * (optionalUser) `optionalBearerSecurity` (anonymous, or a bearer token).
 */
export const bearerSecurity = [{ bearerAuth: [] }];
export const optionalBearerSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
