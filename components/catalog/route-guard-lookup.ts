import { isApiError } from '@/api/errors';
import { fetchSitemapEntry } from '@/api/sitemap';
import type { SitemapKind } from '@/api/contract/sitemap';
import type { SlugLookup } from './route-guard';

/**
 * The proxy's slug lookups: one read of the API's sitemap entry, which the API's public-read cache
 * answers for a row asked before (dropped when the row changes), so the proxy keeps no cache of
 * its own. A missing row is null; an outage throws, and the guard lets the page show it.
 */
export function createSlugLookup(read: (kind: SitemapKind, id: number) => Promise<{ slug: string }>): SlugLookup {
  return (kind, id) =>
    read(kind, id).then(
      (row) => ({ slug: row.slug }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      },
    );
}

export const lookupSlug: SlugLookup = createSlugLookup(fetchSitemapEntry);
