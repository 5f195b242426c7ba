import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE } from '../../../lib/auth/access-token';
import { env } from '../../../lib/config/env';
import type { TokenResponse } from '../../../api/contract/auth';

export const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** The refresh cookie goes only to the token endpoints, not with every page and API call. */
export const REFRESH_COOKIE_PATH = '/api/v1/connect';

const secure = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || new URL(env().SITE_URL).protocol === 'https:';

/**
 * Both tokens as HttpOnly cookies, so server rendering and the route guard see the login and page
 * scripts never hold the refresh token. The body still carries them for non-browser clients.
 */
export function setAuthCookies(c: Context, tokens: TokenResponse): void {
  const common = { httpOnly: true, secure: secure(c) } as const;
  setCookie(c, ACCESS_TOKEN_COOKIE, tokens.access_token, {
    ...common,
    path: '/',
    sameSite: 'Lax',
    maxAge: tokens.expires_in,
  });
  setCookie(c, REFRESH_TOKEN_COOKIE, tokens.refresh_token, {
    ...common,
    path: REFRESH_COOKIE_PATH,
    sameSite: 'Strict',
    maxAge: tokens.refresh_expires_in,
  });
}

export function clearAuthCookies(c: Context): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: '/', secure: secure(c) });
  deleteCookie(c, REFRESH_TOKEN_COOKIE, { path: REFRESH_COOKIE_PATH, secure: secure(c) });
}

export const refreshTokenFromCookie = (c: Context) => getCookie(c, REFRESH_TOKEN_COOKIE);
