import { NextResponse, type NextRequest } from 'next/server';
import { privateRouteRedirect } from '@/lib/auth/private-route-guard';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/access-token';
import { jwtSecret } from '@/lib/config/jwt-secret';
import { LOGIN_PER_PAGE_KEY } from '@/stores/session';
import { guardCatalogueRoute, NOT_FOUND_PATH } from '@/components/catalog/route-guard';
import { lookupSlug } from '@/components/catalog/route-guard-lookup';

/**
 * Guards the private profile area (every private API call checks login again on the server) and
 * settles catalogue URLs before their cached pages render (components/catalog/route-guard.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/profile' || pathname.startsWith('/profile/')) return guardProfile(request, pathname + search);

  const decision = await guardCatalogueRoute(pathname, lookupSlug);
  switch (decision.action) {
    case 'pass':
      return NextResponse.next();
    case 'redirect': {
      const target = new URL(decision.location, request.url);
      target.search = request.nextUrl.search;
      target.searchParams.delete('_rsc');
      return NextResponse.redirect(target, 308);
    }
    case 'not-found': {
      console.warn(`Page Not Found: ${pathname}`);
      const target = request.nextUrl.clone();
      target.pathname = NOT_FOUND_PATH;
      return NextResponse.rewrite(target);
    }
  }
}

async function guardProfile(request: NextRequest, fullPath: string) {
  const target = await privateRouteRedirect({
    fullPath,
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

export const config = {
  matcher: [
    '/profile',
    '/profile/:path*',
    '/products/:path+',
    '/category/:path+',
    '/supplier/:path+',
    '/suppliers/:path+',
  ],
};
