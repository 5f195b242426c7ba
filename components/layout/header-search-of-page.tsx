'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { readSearchState } from '@/components/catalog/search/search-params';
import { SEARCH_PATH } from '@/lib/routes';
import { HeaderSearch } from './header-search';

/**
 * The header's search box given the search page's query; elsewhere the query string is not its
 * business. Every page with the header is rendered per request, so the query is in the server's
 * HTML. No `<Suspense>` around it: React sends a boundary of this size after the page's first
 * bytes, as a second copy swapped in by script. A page with the header rendered at build time
 * would need one, and Next's build stops and says so.
 */
export function HeaderSearchOfPage() {
  const pathname = usePathname();
  const params = useSearchParams();
  const pageKey = pathname === SEARCH_PATH ? readSearchState({ q: params.getAll('q') }).q : '';
  return <HeaderSearch pageKey={pageKey} />;
}
