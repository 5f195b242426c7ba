import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE } from '../../lib/auth/access-token';
import { isEverything, subscribeDataChanged, tagsOf } from '../events/data-changed';
import { AskedFor } from './asked-for';
import { etagMatches, etagOf, ResponseCache, type CachedResponse } from './response-cache';
import type { AppEnv } from './router';

/**
 * Answers repeated public reads from memory. A GET is looked up by its normalised URL when the
 * caller shows no session; a handler opts its answer in by calling `publicCache(c, tags)`
 * (cache-headers.ts), which marks it public and names the data it was built from. Only such
 * answers are kept: 200, `Cache-Control: public`, no cookie set, tags given. Everything private
 * (a session, `private, no-store`, an error) passes through untouched.
 *
 * Every kept answer gets a strong ETag; `If-None-Match` with it is answered 304 without a body.
 * Concurrent misses of one key wait for the first instead of all asking the database: under
 * load, a cold or just-invalidated popular key would otherwise run its query once per connection.
 *
 * An answer is kept from its key's second request on (asked-for.ts), when requests waited for it,
 * or when the caller shows it has it already (`If-None-Match`, perhaps from another node). A
 * crawler or a page of the long tail reads each product once: keeping those answers cost each
 * read a copy of its body, an ETag and the tag index (about a tenth of product by id's CPU, ADR
 * 13), and pushed out the answers asked for again.
 */

/** Headers that belong to one exchange and must not be replayed to the next caller. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'set-cookie', 'content-length', 'date', 'etag', 'x-cache']);
/** Headers a 304 repeats (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'vary', 'expires', 'content-location']);

/** Path plus query with the keys in order; repeated keys keep their own order, which can matter. */
export function cacheKeyOf(url: URL): string {
  const params = [...url.searchParams].map((pair, index) => ({ pair, index }));
  params.sort((a, b) => (a.pair[0] < b.pair[0] ? -1 : a.pair[0] > b.pair[0] ? 1 : a.index - b.index));
  const query = new URLSearchParams(params.map((p) => p.pair)).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * A caller with a session may be shown something of their own, so they are never answered from
 * (or stored into) the shared cache. Other cookies (the visitor cookie, preferences) do not
 * change a public answer.
 */
export function hasSession(c: Context): boolean {
  return c.req.header('authorization') !== undefined || getCookie(c, ACCESS_TOKEN_COOKIE) !== undefined;
}

/** The stored answer (or a 304 for it) through the context, so headers set earlier (the request id) stay. */
function replay(c: Context<AppEnv>, entry: CachedResponse, ifNoneMatch: string | undefined): Response {
  const notModified = etagMatches(ifNoneMatch, entry.etag);
  const headers: Record<string, string[]> = {};
  for (const [name, value] of entry.headers) {
    if (!notModified || NOT_MODIFIED_HEADERS.has(name)) (headers[name] ??= []).push(value);
  }
  headers.etag = [entry.etag];
  headers['x-cache'] = ['HIT'];
  return notModified ? c.body(null, 304, headers) : c.body(entry.body, entry.status as 200, headers);
}

/** The handler's answer as an entry, when it may be shared; undefined otherwise. */
async function capture(c: Context<AppEnv>): Promise<CachedResponse | undefined> {
  const tags = c.get('cacheTags');
  const res = c.res;
  if (!tags || res.status !== 200 || !res.body) return undefined;
  if (!/^\s*public\b/i.test(res.headers.get('cache-control') ?? '')) return undefined;
  if (res.headers.has('set-cookie')) return undefined;
  // Read once and given on from the bytes: a clone would copy the body through a second stream.
  const body = new Uint8Array(await res.arrayBuffer());
  c.res = undefined as unknown as Response;
  c.res = new Response(body, { status: res.status, headers: res.headers });
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) headers.push([name, value]);
  });
  return { status: res.status, headers, body, etag: etagOf(body), tags };
}

export function publicReadCache(cache: ResponseCache): MiddlewareHandler<AppEnv> {
  /** Answers being computed, and whether anyone waited for one (it is then kept). */
  const inFlight = new Map<string, { entry: Promise<CachedResponse | undefined>; wanted: boolean }>();
  const askedFor = new AskedFor();

  return async (c, next) => {
    if (c.req.method !== 'GET' || hasSession(c)) return next();
    const key = cacheKeyOf(new URL(c.req.url));
    const ifNoneMatch = c.req.header('if-none-match');

    const hit = cache.get(key);
    if (hit) return replay(c, hit, ifNoneMatch);
    const pending = inFlight.get(key);
    if (pending) {
      pending.wanted = true;
      const shared = await pending.entry;
      if (shared) return replay(c, shared, ifNoneMatch);
      return next();
    }

    const generation = cache.generation;
    let settle!: (entry: CachedResponse | undefined) => void;
    const flight = { entry: new Promise<CachedResponse | undefined>((resolve) => (settle = resolve)), wanted: askedFor.note(key) || ifNoneMatch !== undefined };
    inFlight.set(key, flight);
    let entry: CachedResponse | undefined;
    try {
      await next();
      if (flight.wanted) entry = await capture(c);
      else if (c.get('cacheTags') && c.res.status === 200) c.res.headers.set('x-cache', 'MISS');
    } finally {
      inFlight.delete(key);
      settle(entry);
    }
    if (!entry) return;
    cache.set(key, entry, generation);
    c.res.headers.set('etag', entry.etag);
    c.res.headers.set('x-cache', 'MISS');
    if (etagMatches(ifNoneMatch, entry.etag)) {
      const headers = new Headers();
      c.res.headers.forEach((value, name) => {
        if (NOT_MODIFIED_HEADERS.has(name) || name === 'etag' || name === 'x-cache' || name === 'x-request-id') headers.set(name, value);
      });
      // Cleared first: Hono's setter would otherwise copy the 200's headers (its type) onto the 304.
      c.res = undefined as unknown as Response;
      c.res = new Response(null, { status: 304, headers });
    }
  };
}

// One cache per process however many copies of this module Next's bundles hold, as for the
// data-changed listeners.
const SHARED_KEY = Symbol.for('bazargah.http.public-read-cache');
type GlobalWithCache = typeof globalThis & { [SHARED_KEY]?: ResponseCache };

/** A cache that drops answers when the API announces a change of the data they were built from. */
export function createInvalidatedCache(options?: ConstructorParameters<typeof ResponseCache>[0]): ResponseCache {
  const cache = new ResponseCache(options);
  subscribeDataChanged((change) => (isEverything(change) ? cache.clear() : cache.invalidate(tagsOf(change))));
  return cache;
}

/** The process's cache: the API inside Next and `npm run api` both use it. */
export function sharedResponseCache(): ResponseCache {
  const scope = globalThis as GlobalWithCache;
  scope[SHARED_KEY] ??= createInvalidatedCache();
  return scope[SHARED_KEY];
}
