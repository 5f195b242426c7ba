import type { Context } from 'hono';
import { CACHE_TAG_HEADER } from '../../lib/cache-tags';

/**
 * Cache headers of the catalogue's reads. Public lists may be served a minute stale and
 * revalidated in the background; anything that depends on the caller is never stored.
 */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Marks the answer public and names the data it shows, as data-changed tags (`product:12`,
 * `categories`, see server/events/data-changed.ts). The API's own cache (public-read-cache.ts)
 * keeps such answers for anonymous callers and drops them when one of the tags changes; an
 * answer shows a row's fields → that row's tag, a list or a count over rows → their collection's.
 * Without tags the answer is still public for HTTP caches but the API does not keep it itself.
 */
export const publicCache = (c: Context, tags?: string[]) => {
  c.header('cache-control', PUBLIC_CACHE);
  if (tags) {
    c.set('cacheTags', tags);
    // For the site's page cache (a page keeps the tags of what it read) and a CDN's purges.
    c.header(CACHE_TAG_HEADER, tags.join(','));
  }
};
export const privateNoStore = (c: Context) => c.header('cache-control', PRIVATE_NO_STORE);
