/**
 * Shared pages: the public pages whose HTML is the same for every visitor. Each is built from its
 * path and, for a listing, its list parameters (lib/list-params.ts) — never from cookies, request
 * headers or any other parameter; what differs per visitor (the account button, favourites) is
 * filled in by the browser. They are rendered per request (`dynamic = 'force-dynamic'`, one route
 * per page for every view of it), and the site server's page cache keeps them, keyed by exactly
 * those inputs (server/site/page-cache.ts, ADR 10).
 *
 * A page that needs anything else (`/search?q=` reads its query; the private area reads the
 * login) lives outside these roots; searches with free text in the path are left out of them.
 */
const SHARED_ROOTS = ['/products/', '/category/', '/supplier/', '/suppliers/', '/contents/', '/page/', '/help/'];
/** Shared pages that are one path, no more. */
const SHARED_PATHS = ['/how-it-work', '/display'];
/** Free text in the path: each a page of its own, which would crowd the real pages out. */
const SEARCH_ROOTS = ['/suppliers/search/'];

/** Whether the page at `pathname` (no query) is a shared page. */
export function isSharedPage(pathname: string): boolean {
  if (SEARCH_ROOTS.some((root) => pathname.startsWith(root))) return false;
  return pathname === '/' || SHARED_PATHS.includes(pathname) || SHARED_ROOTS.some((root) => pathname.startsWith(root));
}

/**
 * What a kept shared page tells browsers and CDNs: no reuse by the browser without asking
 * (the ETag makes that a 304), up to a minute in a shared cache (the page cache's own limit,
 * MAX_TTL_MS).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
