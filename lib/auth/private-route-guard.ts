import { verifyAccessToken } from './access-token';

/** The private area: a login is needed to see any of it. */
export const isPrivatePath = (pathname: string) => pathname === '/profile' || pathname.startsWith('/profile/');

export type GuardInput = {
  /** Path with its query, e.g. `/profile/wallet?tab=2`. */
  fullPath: string;
  token: string | undefined;
  /** The stored value about the supplier or product page visited before login (seed, section 6). */
  loginPerPage: string | undefined;
  secret: Uint8Array;
};

/**
 * Seed, section 6: a private route without a valid, unexpired token sends the visitor to
 * `/users/login?redirectPath=<full path>&loginPerPage=<stored value>`. Returns that URL, or null
 * when the visitor may pass.
 */
export async function privateRouteRedirect(input: GuardInput): Promise<string | null> {
  if (input.token) {
    const result = await verifyAccessToken(input.token, input.secret);
    if (result.ok) return null;
  }
  const query = new URLSearchParams({
    redirectPath: input.fullPath,
    loginPerPage: input.loginPerPage ?? '',
  });
  return `/users/login?${query.toString()}`;
}
