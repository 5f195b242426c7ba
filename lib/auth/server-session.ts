import type { AccessTokenClaims } from './access-token';

/** What a private page's server read from the visitor's access cookie, for a device that lost its stored login. */
export type ServerSession = { sub: string; roles: string[]; name: string; exp: number; secondsLeft: number };

/** The claims a device keeps (never the token, which stays in its http-only cookie), with the time left by the server's clock. */
export function serverSessionOf(claims: AccessTokenClaims, now = Date.now()): ServerSession {
  return { sub: claims.sub, roles: claims.roles, name: claims.name, exp: claims.exp, secondsLeft: Math.max(0, claims.exp - Math.floor(now / 1000)) };
}
