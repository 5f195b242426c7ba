import { jwtDecode } from 'jwt-decode';
import type { QueryClient } from '@tanstack/react-query';
import { useSharedStore, type StoredUserInfo } from '@/stores/shared';
import { useUserStore } from '@/stores/user';
import { useMerchantStore } from '@/stores/merchant';
import { LOGIN_PER_PAGE_KEY, readStoredSession, USER_INFO_KEY } from '@/stores/session';
import { clearEarlySession } from './early-session';
import { clearEarlyUnread } from '@/components/messages/unread-early';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/lib/auth/token-lifetimes';
import type { ServerSession } from '@/lib/auth/server-session';
import { forgetTabDrafts } from '@/components/ui/kept-draft/tab-drafts';

type Claims = { sub?: unknown; exp?: unknown; iat?: unknown; roles?: unknown; name?: unknown };

/**
 * What the site keeps of an access token (seed: exp, sub; ADR 3: roles and name as well). The
 * signature is checked by the API and the route guard, never here: this only reads the payload.
 */
export function userInfoFromToken(token: string, now = Date.now()): StoredUserInfo {
  const claims = jwtDecode<Claims>(token);
  if (typeof claims.exp !== 'number' || claims.sub === undefined || claims.sub === null) {
    throw new Error('access token without exp or sub');
  }
  const lifetime = typeof claims.iat === 'number' && claims.iat < claims.exp ? claims.exp - claims.iat : ACCESS_TOKEN_TTL_SECONDS;
  return {
    exp: claims.exp,
    sub: String(claims.sub),
    roles: Array.isArray(claims.roles) ? claims.roles.filter((r): r is string => typeof r === 'string') : [],
    name: typeof claims.name === 'string' ? claims.name : '',
    endsAt: now + lifetime * 1000,
  };
}

/** The site's local storage, or null where the browser refuses it (a privacy mode). */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The guard reads this cookie while sending a visitor to log in; once the login used it, it is spent.
function clearLoginPerPageCookie() {
  document.cookie = `${LOGIN_PER_PAGE_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * After a successful token answer: the decoded user info in local storage (read on the next start),
 * the shared store (with the token in memory only), and the seed's `loginPerPage` value kept.
 */
export function startSession(accessToken: string, loginPerPage?: string | null): StoredUserInfo {
  const info = userInfoFromToken(accessToken);
  keepSession(info, accessToken, loginPerPage);
  clearLoginPerPageCookie();
  return info;
}

function keepSession(info: StoredUserInfo, accessToken: string | null, loginPerPage?: string | null) {
  const storage = safeStorage();
  try {
    storage?.setItem(USER_INFO_KEY, JSON.stringify(info));
    if (loginPerPage) storage?.setItem(LOGIN_PER_PAGE_KEY, loginPerPage);
  } catch {
    // Storage full or refused: the login holds for this page (in memory), not for the next start.
  }
  useSharedStore.getState().setSession({ userInfo: info, accessToken });
}

/** The expiry of the last login ended on this device: a token no newer is never taken back from a page. */
const ENDED_LOGIN_EXP_KEY = 'bazargah:ended-login-exp';

/**
 * The access cookie is valid (the server just read it) but this device keeps no login: its local
 * storage was cleared without the cookie (Safari drops script storage after a week without a
 * visit; a browser's "clear site data" for storage only). The login is taken from the server's
 * reading, so the header shows the account and the renewal is scheduled, instead of «ورود / ثبت‌نام»
 * on a page that is already private.
 */
export function adoptServerSession(session: ServerSession, now = Date.now()): void {
  const storage = safeStorage();
  if (useSharedStore.getState().isLoggedIn || (storage && readStoredSession(storage, now))) return;
  // A page from before this device's logout (Back, a cached layout) carries the ended login's claims.
  if (session.exp <= Number(storage?.getItem(ENDED_LOGIN_EXP_KEY) ?? 0)) return;
  keepSession({ exp: session.exp, sub: session.sub, roles: session.roles, name: session.name, endsAt: now + session.secondsLeft * 1000 }, null);
}

/** Forgets the login on this device: storage, the seed's stores and every cached private answer. */
export function endSession(queryClient?: QueryClient) {
  const storage = safeStorage();
  const ended = useSharedStore.getState().myUserInfo?.exp;
  try {
    if (ended) storage?.setItem(ENDED_LOGIN_EXP_KEY, String(ended));
  } catch {
    // Storage refused: a page from before the logout may show the account until its next renewal fails.
  }
  storage?.removeItem(USER_INFO_KEY);
  storage?.removeItem(LOGIN_PER_PAGE_KEY);
  clearLoginPerPageCookie();
  forgetLoginInTab(queryClient);
}

/**
 * Forgets what this tab holds of a login: the seed's stores, the header's early marks, the tab's
 * drafts and every cached private answer. Storage is left as it is: another tab may have written it.
 */
export function forgetLoginInTab(queryClient?: QueryClient) {
  useSharedStore.getState().clearSession();
  clearEarlySession();
  clearEarlyUnread();
  forgetTabDrafts();
  useUserStore.getState().reset();
  useMerchantStore.getState().setCurrentMerchant(null);
  queryClient?.clear();
}
