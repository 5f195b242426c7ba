import type { IncomingMessage, ServerResponse } from 'node:http';
import { listQuery } from '../../lib/list-params';
import { isSharedPage } from '../../lib/shared-pages';
import { ResponseCache } from '../http/response-cache';

/**
 * The one cache of whole pages: shared pages (lib/shared-pages.ts) kept in memory in front of
 * Next.js, the way a CDN keeps them (ADR 6, ADR 10).
 *
 * Shared pages are rendered per request, one route for every view of a page; a kept page is sent
 * without reaching Next's router, the proxy or a render (3–4 ms of CPU for the router alone,
 * where a static file costs 0.5 ms). A page is kept when it came out whole: status 200, HTML, no
 * cookie; from its second request on (asked-for.ts); for MAX_TTL_MS at most. The API's
 * announcement of changed public data drops the pages built from that data (invalidatePageCache
 * in site-server.ts, page-tags.ts).
 */

/** Marks a response of the site server: `HIT` sent from here, `MISS` passed to Next. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * Never kept longer: the bound for what nobody announces (an advertisement reaching its end
 * date); SHARED_PAGE_CACHE_CONTROL tells shared caches the same.
 */
export const MAX_TTL_MS = 60_000;

/** Larger pages are passed through every time rather than crowding out the rest. */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Requests of the app router's client (payloads, prefetches, actions), never whole pages. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];

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
 * The key of a request this cache may answer, or null: a shared page's path and list parameters
 * (its only inputs, lib/shared-pages.ts) and, since the kept bytes are compressed, the encodings
 * the client accepts. Any other parameter (`?utm_source=…`, a crawler's `?x=1`) shares the entry of
 * the page without it instead of making entries that evict the real pages.
 */
export function pageCacheKey(request: RequestLike): string | null {
  if (!isPageRequest(request)) return null;
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  if (!isSharedPage(path)) return null;
  const query = queryAt >= 0 ? listQuery(new URLSearchParams(url.slice(queryAt + 1))).toString() : '';
  const encoding = request.headers['accept-encoding'];
  return `${Array.isArray(encoding) ? encoding.join(',') : (encoding ?? '')}\n${path}${query ? `?${query}` : ''}`;
}

/** Whether a finished response to a shared page's request may be kept: a whole HTML page for anyone. */
export function isStorable(status: number, headers: HeaderValues): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  return String(headers['content-type'] ?? '').startsWith('text/html');
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
