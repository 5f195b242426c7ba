import { describe, expect, it } from 'vitest';
import { requestId } from 'hono/request-id';
import { ACCESS_TOKEN_COOKIE } from '../../lib/auth/access-token';
import { publishDataChanged } from '../events/data-changed';
import { PUBLIC_CACHE, privateNoStore, publicCache } from './cache-headers';
import { cacheKeyOf, createInvalidatedCache, publicReadCache } from './public-read-cache';
import { ResponseCache } from './response-cache';
import { createRouter } from './router';

/** A tiny API whose handlers count their calls, behind the cache under test. */
function setup(cache: ResponseCache = new ResponseCache()) {
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  let version = 1;
  let release: (() => void) | undefined;
  const app = createRouter();
  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', publicReadCache(cache));
  app.get('/products', (c) => {
    count('products');
    publicCache(c, ['products']);
    return c.json({ version, query: c.req.query() });
  });
  app.get('/slow', async (c) => {
    count('slow');
    await new Promise<void>((resolve) => (release = resolve));
    publicCache(c, ['products']);
    return c.json({ version });
  });
  app.get('/untagged', (c) => {
    count('untagged');
    publicCache(c);
    return c.json({ version });
  });
  app.get('/mine', (c) => {
    count('mine');
    privateNoStore(c);
    return c.json({ version });
  });
  app.get('/missing', (c) => {
    count('missing');
    publicCache(c, ['products']);
    return c.json({ title: 'پیدا نشد' }, 404);
  });
  return {
    app,
    calls,
    cache,
    bump: () => version++,
    release: () => release?.(),
    get: (path: string, headers?: Record<string, string>) => app.request(path, { headers }),
  };
}

describe('public read cache', () => {
  it('keeps an anonymous read asked for a second time, and answers the next from memory, with the same body, headers and an ETag', async () => {
    const { get, calls, bump, cache } = setup();
    const once = await get('/products?a=1');
    expect(once.headers.get('x-cache')).toBe('MISS');
    expect(once.headers.get('etag')).toBeNull();
    expect(cache.stats().entries).toBe(0);
    const first = await get('/products?a=1');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(cache.stats().entries).toBe(1);
    bump(); // a change nobody announced: the cached answer is still served
    const second = await get('/products?a=1');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    expect(calls.products).toBe(2);
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(second.headers.get('content-type')).toMatch(/application\/json/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // The request id is this request's, not the one that filled the cache.
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('keys by path and sorted query keys, keeping the order of a repeated key', async () => {
    const { get, calls } = setup();
    await get('/products?b=2&a=1');
    await get('/products?a=1&b=2');
    expect((await get('/products?b=2&a=1')).headers.get('x-cache')).toBe('HIT');
    expect(calls.products).toBe(2);
    await get('/products?t=Product&t=Service');
    await get('/products?t=Product&t=Service');
    expect((await get('/products?t=Service&t=Product')).headers.get('x-cache')).toBe('MISS');
    expect(cacheKeyOf(new URL('http://x/p?b=2&a=1&b=1'))).toBe('/p?a=1&b=2&b=1');
    expect(cacheKeyOf(new URL('http://x/p'))).toBe('/p');
  });

  it('answers If-None-Match with 304 and no body, on a miss and on a hit', async () => {
    const { get } = setup();
    await get('/products');
    const first = await get('/products');
    const etag = first.headers.get('etag')!;
    const hit = await get('/products', { 'if-none-match': etag });
    expect(hit.status).toBe(304);
    expect(await hit.text()).toBe('');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(hit.headers.get('content-type')).toBeNull();

    // A caller with an ETag has had the answer (from this node or another): it is kept at once.
    const other = setup();
    const miss = await other.get('/products', { 'if-none-match': `"stale", ${etag}` });
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.status).toBe(304);
    expect(await miss.text()).toBe('');
    expect(miss.headers.get('etag')).toBe(etag);

    const changed = await get('/products', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('never answers or stores a request with a session', async () => {
    const { get, calls } = setup();
    await get('/products', { authorization: 'Bearer x' });
    await get('/products', { cookie: `${ACCESS_TOKEN_COOKIE}=x` });
    expect(calls.products).toBe(2);
    for (let i = 0; i < 2; i++) expect((await get('/products')).headers.get('x-cache')).toBe('MISS');
    const signedIn = await get('/products', { authorization: 'Bearer x' });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(calls.products).toBe(5);
    // Another cookie (the visitor cookie, a preference) does not make the answer private.
    expect((await get('/products', { cookie: 'visitor=abc' })).headers.get('x-cache')).toBe('HIT');
  });

  it('keeps only public, tagged 200 answers', async () => {
    const { get, calls } = setup();
    for (let i = 0; i < 2; i++) {
      await get('/untagged');
      await get('/mine');
      await get('/missing');
    }
    expect(calls).toMatchObject({ untagged: 2, mine: 2, missing: 2 });
    expect((await get('/mine')).headers.get('etag')).toBeNull();
  });

  it('lets concurrent misses of one key wait for the first instead of each asking', async () => {
    const { app, calls, release } = setup();
    const answers = Promise.all([app.request('/slow'), app.request('/slow'), app.request('/slow')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await answers;
    expect(calls.slow).toBe(1);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(await Promise.all(results.map((r) => r.text()))).size).toBe(1);
    // Asked for by three at once, it was kept at its first reading.
    expect((await app.request('/slow')).headers.get('x-cache')).toBe('HIT');
    expect(calls.slow).toBe(1);
  });

  it('keeps no answer asked for once, so that a crawler reading each product once leaves the kept ones where they are', async () => {
    const { get, calls, cache } = setup(new ResponseCache({ maxEntries: 50 }));
    for (let i = 0; i < 2; i++) await get('/products?hot=1');
    for (let id = 1; id <= 100; id++) expect((await get(`/products?id=${id}`)).headers.get('x-cache')).toBe('MISS');
    expect(cache.stats().entries).toBe(1);
    expect((await get('/products?hot=1')).headers.get('x-cache')).toBe('HIT');
    expect(calls.products).toBe(102);
  });

  it('drops an answer when a change of its data is announced', async () => {
    const cache = createInvalidatedCache();
    const { get, calls, bump } = setup(cache);
    await get('/products');
    await get('/products');
    bump();
    publishDataChanged({ entity: 'category', id: 3 }); // unrelated: the answer stays
    expect(await (await get('/products')).json()).toMatchObject({ version: 1 });
    publishDataChanged({ entity: 'product', id: 12, related: [{ entity: 'supplier', id: 5 }] });
    const fresh = await get('/products');
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.json()).toMatchObject({ version: 2 });
    // Asked for before the change, it is kept again at once.
    expect((await get('/products')).headers.get('x-cache')).toBe('HIT');
    expect(calls.products).toBe(3);
  });

  it('passes other methods through', async () => {
    const { app, calls } = setup();
    await app.request('/products', { method: 'HEAD' });
    await app.request('/products', { method: 'HEAD' });
    expect(calls.products).toBe(2);
  });
});
