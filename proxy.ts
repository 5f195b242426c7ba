import { NextResponse, type NextRequest } from 'next/server';
import { isPrivatePath, privateRouteRedirect } from '@/lib/auth/private-route-guard';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/access-token';
import { jwtSecret } from '@/lib/config/jwt-secret';
import { LOGIN_PER_PAGE_KEY } from '@/stores/session';
import { guardCatalogueRoute, NOT_FOUND_PATH } from '@/components/catalog/route-guard';
import { lookupSlug } from '@/components/catalog/route-guard-lookup';
import { sitePageRedirect } from '@/components/content/page-slug-route';

/**
 * Guards the private profile area (every private API call checks login again on the server) and
 * settles catalogue URLs before their cached pages render (components/catalog/route-guard.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isPrivatePath(pathname)) return guardProfile(request, pathname + search);
  if (!pathname.slice(1).includes('/')) {
    const page = await sitePageRedirect(pathname).catch(() => null);
    return page ? NextResponse.redirect(new URL(page, request.url), 308) : NextResponse.next();
  }

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
    // One-segment paths that are not the first segment of a route of the site (components/content/page-slug-route.ts;
    // page-slug-route.test.ts keeps this list in step with app/).
    '/((?!(?:api|_next|profile|products|category|supplier|suppliers|search|faq|videos|feedback|how-it-work|display|contents|page|help|users|error|sitemap|build-id|page-not-found|ai|newai|openai)$)[^/.]+)',
  ],
};
