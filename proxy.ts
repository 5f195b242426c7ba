import { NextResponse, type NextRequest } from 'next/server';
import { privateRouteRedirect } from '@/lib/auth/private-route-guard';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/access-token';
import { jwtSecret } from '@/lib/config/jwt-secret';
import { LOGIN_PER_PAGE_KEY } from '@/stores/session';

/** Guards the private profile area; every private API call checks login again on the server. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = await privateRouteRedirect({
    fullPath: pathname + search,
    token: request.cookies.get(ACCESS_TOKEN_COOKIE)?.value,
    loginPerPage: request.cookies.get(LOGIN_PER_PAGE_KEY)?.value,
    secret: jwtSecret(),
  });
  if (!target) return NextResponse.next();
  const response = NextResponse.redirect(new URL(target, request.url));
  // An expired or forged token is of no use to anyone: drop it.
  if (request.cookies.has(ACCESS_TOKEN_COOKIE)) response.cookies.delete(ACCESS_TOKEN_COOKIE);
  return response;
}

export const config = { matcher: ['/profile', '/profile/:path*'] };
