import type { StoredUserInfo } from './shared';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@/lib/auth/token-lifetimes';

/** Local-storage key of the decoded user info (seed: read on start to detect a login). */
export const USER_INFO_KEY = 'userInfo';
/** Cookie and local-storage key of the page a visitor was on before being sent to log in. */
export const LOGIN_PER_PAGE_KEY = 'loginPerPage';

type StorageLike = Pick<Storage, 'getItem'>;

/**
 * When a login's access token ends (ms): by this device's clock when the login says (`endsAt`, as
 * the token's cookie counts it), else by the token's `exp`.
 */
export const loginEndsAt = (info: StoredUserInfo): number => info.endsAt ?? info.exp * 1000;

/**
 * The seed's start-up rule: logged in only if stored user info exists and its token ends later
 * than now (`exp * 1000`, or `endsAt` by this device's clock); the user id comes from `sub`.
 * Anything unreadable counts as logged out.
 */
export function readStoredSession(storage: StorageLike, now = Date.now()): StoredUserInfo | null {
  const info = parseStored(storage);
  return info && loginEndsAt(info) > now ? info : null;
}

/**
 * A stored login whose session may still be renewed from the refresh cookie, its access token
 * valid or not: the session was renewed with that token, so it lasts until
 * `exp - ACCESS_TOKEN_TTL + REFRESH_TOKEN_TTL` (unless it was ended elsewhere, which only the
 * server knows).
 */
export function readRenewableSession(storage: StorageLike, now = Date.now()): StoredUserInfo | null {
  const info = parseStored(storage);
  return info && (info.exp - ACCESS_TOKEN_TTL_SECONDS + REFRESH_TOKEN_TTL_SECONDS) * 1000 > now ? info : null;
}

function parseStored(storage: StorageLike): StoredUserInfo | null {
  let raw: string | null;
  try {
    raw = storage.getItem(USER_INFO_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const info = JSON.parse(raw) as Partial<StoredUserInfo>;
    if (typeof info.exp !== 'number' || info.sub === undefined || info.sub === null) return null;
    return { ...info, exp: info.exp, sub: String(info.sub) };
  } catch {
    return null;
  }
}
