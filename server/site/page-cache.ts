import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasListParams } from '../../lib/list-params';
import { ResponseCache } from '../http/response-cache';

/**
 * Public pages kept in memory in front of Next.js, the way a CDN keeps them (ADR 6).
 *
 * Next answers an ISR page from its own page cache, but each hit still passes its router, the
 * proxy and the render pipeline: 3–4 ms of CPU, where a static file costs 0.5 ms. This cache keeps
 * only what Next itself declared shareable: a whole HTML page it answered from its page cache
 * (`x-nextjs-cache: HIT`) with `s-maxage` and no cookie, for no longer than that `s-maxage` and
 * never past MAX_TTL_MS. The API's announcement of changed public data drops it all
 * (purgePageCache in site-server.ts), as it revalidates Next's own cache.
 */

/** Marks a response of the site server: `HIT` sent from here, `MISS` passed to Next. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Never kept longer, whatever `s-maxage` says: a page Next re-renders shows here within it. */
export const MAX_TTL_MS = 60_000;

/** Larger pages are passed through every time rather than crowding out the rest. */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Requests of the app router's client (payloads, prefetches, actions), never whole pages. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/** Never pages kept here: the private area. */
const PASSED_PREFIXES = ['/profile'];

type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type HeaderValues = Record<string, string | string[] | number | undefined>;

/**
 * Whether a request may be for a whole page: a GET or HEAD outside the API and Next's own files,
 * and not one of the app router's requests.
 */
export function isPageRequest(request: RequestLike): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/api/') || url.startsWith('/_next/')) return false;
  return !url.includes('_rsc=') && !ROUTER_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * The key of a request this cache may answer, or null. A cached page's bytes depend on its path
 * and, once compressed, on the encodings the client accepts; on nothing else: an ISR page reads
 * neither cookies nor the query string (a page that reads the query is rendered per request and
 * never kept). So any other parameter (`?utm_source=…`, a crawler's `?x=1`) shares the entry of
 * the bare path instead of making one of its own.
 *
 * The one exception is the query the proxy routes by: a listing asked for with list parameters
 * (`?page=2`, a sort, a filter; `lib/list-params.ts`) is rewritten to its per-request view, which
 * is never kept. Such a request is left to Next, so it neither gets the bare path's page nor
 * makes an entry.
 */
export function pageCacheKey(request: RequestLike): string | null {
  const url = request.url ?? '';
  if (!isPageRequest(request) || PASSED_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  const queryAt = url.indexOf('?');
  if (queryAt >= 0 && hasListParams(new URLSearchParams(url.slice(queryAt + 1)))) return null;
  const encoding = request.headers['accept-encoding'];
  return `${Array.isArray(encoding) ? encoding.join(',') : (encoding ?? '')}\n${queryAt >= 0 ? url.slice(0, queryAt) : url}`;
}

/**
 * How long a finished response may be kept, in ms, or 0: only a whole HTML page that Next sent
 * from its own page cache and marked shareable for a while.
 */
export function storableFor(status: number, headers: HeaderValues): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 0;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'HIT') return 0;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge) return 0;
  return Math.min(Number(sMaxAge[1]) * 1000, MAX_TTL_MS);
}

/** A cache of `megabytes` (0: none, every request goes to Next). */
export function createPageCache(megabytes: number): ResponseCache {
  return new ResponseCache({ maxBytes: megabytes * 1024 * 1024, maxEntries: 20_000, ttlMs: MAX_TTL_MS });
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Headers given to writeHead (an object, a list of pairs, or a flat name, value, … list). */
export function lowerCased(given: unknown): HeaderValues {
  const out: HeaderValues = {};
  if (Array.isArray(given) && Array.isArray(given[0])) {
    for (const [name, value] of given as [string, string][]) out[name.toLowerCase()] = value;
  } else if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) out[String(given[i]).toLowerCase()] = given[i + 1] as string;
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given)) out[name.toLowerCase()] = value as string;
  }
  return out;
}

/** The bytes of one `write`/`end` chunk as Node takes it (a string in its encoding, or bytes). */
export function chunkBytes(chunk: unknown, encoding: unknown): Buffer {
  if (chunk == null || typeof chunk === 'function') return Buffer.alloc(0);
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}
