import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role } from '../../api/contract/enums';
import { ACCESS_TOKEN_TTL_SECONDS } from './token-lifetimes';

/** The cookie that carries the access token so server rendering and the route guard see it. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

export type AccessTokenClaims = {
  /** User id, as a string (JWT `sub`). */
  sub: string;
  /** The session (login) the token belongs to; logging out ends it (server/services/identity/sessions.ts). */
  sid: string;
  /** Seconds since epoch. */
  exp: number;
  iat: number;
  roles: Role[];
  name: string;
};

const ISSUER = 'bazargah';
const AUDIENCE = 'bazargah-site';

export async function signAccessToken(
  claims: { sub: string; sid: string; roles: Role[]; name: string },
  secret: Uint8Array,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ sid: claims.sid, roles: claims.roles, name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Only HS256 with our key, issuer and audience passes: `alg: none` and foreign keys do not. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: {
        sub: payload.sub,
        sid: payload.sid,
        exp: payload.exp,
        iat: payload.iat ?? 0,
        roles: Array.isArray(payload.roles) ? (payload.roles as Role[]) : [],
        name: typeof payload.name === 'string' ? payload.name : '',
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
