import { cookies } from 'next/headers';
import { ACCESS_TOKEN_COOKIE, verifyAccessToken, type AccessTokenClaims } from './access-token';
import { jwtSecret } from '../config/jwt-secret';
import { VISITOR_COOKIE } from '../visitor-cookie';

/** The verified claims of the visitor's token in a server component, or null. */
export async function getRequestSession(): Promise<AccessTokenClaims | null> {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  const result = await verifyAccessToken(token, jwtSecret());
  return result.ok ? result.claims : null;
}

/** `Cookie` header to forward so in-process API calls act as the visitor. */
export async function forwardedAuthHeaders(): Promise<Record<string, string>> {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The visitor's token and visitor cookie, so an in-process call reads what is theirs whether or not they are signed in. */
export async function forwardedVisitorHeaders(): Promise<Record<string, string>> {
  const visitor = (await cookies()).get(VISITOR_COOKIE)?.value;
  return { ...(await forwardedAuthHeaders()), ...(visitor ? { cookie: `${VISITOR_COOKIE}=${encodeURIComponent(visitor)}` } : {}) };
}
