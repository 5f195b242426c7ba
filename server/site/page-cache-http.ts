import type { IncomingMessage, ServerResponse } from 'node:http';
import { AskedFor } from '../http/asked-for';
import { etagMatches, etagOf, type CachedResponse, type ResponseCache } from '../http/response-cache';
import { SHARED_PAGE_CACHE_CONTROL } from '../../lib/shared-pages';
import { collectingTags } from './page-tags';
import { chunkBytes, isStorable, lowerCased, MAX_ENTRY_BYTES, MAX_TTL_MS, PAGE_CACHE_HEADER, pageCacheKey, type Handler, type HeaderValues } from './page-cache';

/** Headers of one connection or one sending, set again for each answer from the cache. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'age', 'etag', PAGE_CACHE_HEADER]);

/**
 * The page cache (page-cache.ts) around Next's request handler: a kept page is sent without
 * reaching Next; any other request goes to Next, and what Next writes for a cacheable one is
 * copied on the way out and kept if the response turns out storable.
 *
 * One render per page at a time: requests for a page that is being rendered wait for it and are
 * sent what it kept. Without this, every request arriving after a change announcement (which
 * drops the kept pages) renders the same hot page again, dozens at once, and a node under load
 * falls behind for as long as changes keep coming (`npm run bench`, the write path).
 *
 * A kept page carries the tags of the API answers its render read (page-tags.ts): a change drops
 * only the pages that showed what changed (`invalidatePageCache` in site-server.ts).
 *
 * A page is kept from its second request on (asked-for.ts), or when requests waited for its first
 * render. A crawler asks for each of a large catalogue's pages once: kept, they filled the cache's
 * memory with pages nobody asked for again before they expired (MAX_TTL_MS), and pushed out the
 * pages visitors do ask for again.
 */
export function withPageCache(cache: ResponseCache, next: Handler): Handler {
  if (cache.maxBytes === 0) return next;
  /** Pages being rendered: who waits for each, and what it came out as. */
  const rendering = new Map<string, { waiters: (() => void)[]; page?: CachedResponse }>();
  const askedFor = new AskedFor();
  const miss = (req: IncomingMessage, res: ServerResponse, tags = new Set<string>()) => {
    res.setHeader(PAGE_CACHE_HEADER, 'MISS');
    return collectingTags(tags, () => next(req, res));
  };
  return (req, res) => {
    const key = pageCacheKey(req);
    if (key === null) return next(req, res);
    const entry = cache.get(key);
    if (entry) return send(req, res, entry);
    const render = rendering.get(key);
    if (render) {
      return new Promise<void>((resolve) => {
        render.waiters.push(() => {
          // Sent even when a change announced meanwhile kept it out of the cache: it is at most one
          // render older than the change. Not storable (an error, too large): its own render.
          resolve(render.page ? send(req, res, render.page) : (miss(req, res) as void));
        });
      });
    }
    if (req.method === 'GET') {
      const generation = cache.generation;
      const current: { waiters: (() => void)[]; page?: CachedResponse } = { waiters: [] };
      const tags = new Set<string>();
      const askedBefore = askedFor.note(key);
      rendering.set(key, current);
      const wanted = () => askedBefore || current.waiters.length > 0;
      copyResponse(res, wanted, (page) => {
        current.page = { ...page, tags: [...tags] };
        cache.set(key, current.page, generation);
      });
      // After 'finish', where the copy was made; also when the client went away first.
      res.once('close', () => {
        rendering.delete(key);
        for (const wake of current.waiters) wake();
      });
      return miss(req, res, tags);
    }
    return miss(req, res);
  };
}

function send(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('etag', entry.etag);
  res.setHeader(PAGE_CACHE_HEADER, 'HIT');
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.statusCode = 304;
    res.removeHeader('content-type');
    res.removeHeader('content-encoding');
    res.end();
    return;
  }
  res.statusCode = entry.status;
  res.setHeader('content-length', entry.body.byteLength);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/**
 * Copies the bytes Next writes (compressed already, when it compressed them) and hands them to
 * `keep` once the response went out whole, if it is `wanted` then (the page and its ETag are not
 * put together for nobody). Stops copying as soon as the headers show it cannot
 * be kept, or past MAX_ENTRY_BYTES.
 */
function copyResponse(res: ServerResponse, wanted: () => boolean, keep: (page: CachedResponse) => unknown): void {
  let chunks: Buffer[] | null = [];
  let size = 0;
  let headers: HeaderValues = {};
  let storable = false;

  const copy = (chunk: unknown, encoding: unknown) => {
    if (!chunks) return;
    const bytes = chunkBytes(chunk, encoding);
    size += bytes.length;
    if (size > MAX_ENTRY_BYTES) chunks = null;
    else chunks.push(bytes);
  };

  // Node calls writeHead itself before the first write when nobody else did, so the headers
  // seen here are the ones sent, including those Next's compression added.
  const { writeHead, write, end } = res;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const [status, ...rest] = args;
    const given = rest.find((arg) => arg && typeof arg === 'object');
    headers = { ...res.getHeaders(), ...lowerCased(given) };
    storable = isStorable(typeof status === 'number' ? status : res.statusCode, headers);
    if (!storable) chunks = null;
    else {
      // Next marks a page rendered per request `no-store`; a shared page is for anyone's cache.
      headers['cache-control'] = SHARED_PAGE_CACHE_CONTROL;
      res.setHeader('cache-control', SHARED_PAGE_CACHE_CONTROL);
      if (given && !Array.isArray(given)) {
        for (const name of Object.keys(given)) if (name.toLowerCase() === 'cache-control') delete (given as Record<string, unknown>)[name];
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1]);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];

  res.once('finish', () => {
    if (!chunks || !storable || !wanted()) return;
    const body = new Uint8Array(Buffer.concat(chunks));
    const kept = Object.entries(headers)
      .filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name))
      .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
    keep({ status: 200, headers: kept, body, etag: etagOf(body), tags: [], maxAgeMs: MAX_TTL_MS });
  });
}
