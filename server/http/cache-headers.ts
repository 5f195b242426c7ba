import type { Context } from 'hono';

/**
 * Cache headers of the catalogue's reads. Public lists may be served a minute stale and
 * revalidated in the background; anything that depends on the caller is never stored.
 */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_NO_STORE = 'private, no-store';

export const publicCache = (c: Context) => c.header('cache-control', PUBLIC_CACHE);
export const privateNoStore = (c: Context) => c.header('cache-control', PRIVATE_NO_STORE);
