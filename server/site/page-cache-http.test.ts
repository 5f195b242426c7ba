import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import { withPageCache } from './page-cache-http';
import { SHARED_PAGE_CACHE_CONTROL } from '../../lib/shared-pages';
import { reportServerResponse } from '../../lib/http/server-response-observer';
import { ANY_CHANGE_TAG } from '../../lib/cache-tags';
import { rawRequest } from '../testing/raw-request';

// The compression Next's router applies to everything it sends, so copies are made of exactly
// the bytes Next would send.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const PAGE = `<!DOCTYPE html><html lang="fa" dir="rtl"><body>${'<p>میلگرد ساده</p>'.repeat(400)}</body></html>`;
// What Next sends with a page rendered per request.
const FROM_NEXT = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

type FakeNext = { calls: number; headers: Record<string, string | string[]>; status: number; viaWriteHead: boolean; hold?: Promise<void>; reads?: string[] };

/** The API's answer to a read of the fake render. */
let answerOf = async (_read: string): Promise<Response> => new Response('{}');

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server answering like Next: compressed when asked, the page streamed in two writes. */
async function start(fake: FakeNext, megabytes = 1) {
  const cache = createPageCache(megabytes);
  const compress = compression();
  const next = (req: IncomingMessage, res: ServerResponse) =>
    compress(req, res, async () => {
      fake.calls++;
      await fake.hold;
      // What a render reads through the API client (api/transport.ts reports each answer).
      for (const read of fake.reads ?? []) reportServerResponse(await answerOf(read));
      if (fake.viaWriteHead) {
        res.writeHead(fake.status, fake.headers);
      } else {
        res.statusCode = fake.status;
        for (const [name, value] of Object.entries(fake.headers)) res.setHeader(name, value);
      }
      res.write(PAGE.slice(0, 1000));
      res.end(PAGE.slice(1000));
    });
  const server = http.createServer(withPageCache(cache, next) as http.RequestListener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, base };
}

const request = rawRequest;

const fakeNext = (overrides: Partial<FakeNext> = {}): FakeNext => ({ calls: 0, headers: { ...FROM_NEXT }, status: 200, viaWriteHead: false, ...overrides });

/** A first request for a page, rendered and not kept: a page is kept from its second request on. */
async function askedForOnce(url: string, headers: Record<string, string> = {}) {
  expect((await request(url, headers)).headers['x-page-cache']).toBe('MISS');
}

describe('withPageCache', () => {
  it('keeps a page asked for a second time and sends it again without asking Next, byte for byte, marked for shared caches', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    const once = await request(`${base}/products/1/x`);
    expect(once.headers['x-page-cache']).toBe('MISS');
    expect(once.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(cache.stats().entries).toBe(0);
    const first = await request(`${base}/products/1/x`);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(cache.stats().entries).toBe(1);
    const second = await request(`${base}/products/1/x`);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(fake.calls).toBe(2);
    expect(second.body.toString()).toBe(PAGE);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('keeps the compressed and the plain copy apart, each as the client asked for it', async () => {
    const fake = fakeNext();
    const { base } = await start(fake);
    await askedForOnce(`${base}/`, { 'accept-encoding': 'gzip' });
    await askedForOnce(`${base}/`);
    await request(`${base}/`, { 'accept-encoding': 'gzip' });
    await request(`${base}/`);
    const gzipped = await request(`${base}/`, { 'accept-encoding': 'gzip' });
    const plain = await request(`${base}/`);
    expect(fake.calls).toBe(4);
    expect(gzipped.headers['x-page-cache']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(PAGE);
    expect(plain.headers['x-page-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers a page asked for with tracking or random parameters from the bare page’s entry, and keeps one entry', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    await askedForOnce(`${base}/category/1/x?utm_source=b`);
    expect((await request(`${base}/category/1/x`)).headers['x-page-cache']).toBe('MISS');
    for (const query of ['utm_source=a', 'b=2', `x=${Math.random()}`]) {
      const answer = await request(`${base}/category/1/x?${query}`);
      expect(answer.headers['x-page-cache'], query).toBe('HIT');
      expect(answer.body.toString()).toBe(PAGE);
    }
    expect(fake.calls).toBe(2);
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps no entry for random parameters apart from the page: they cannot crowd it out', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    for (let i = 0; i < 5; i++) await request(`${base}/category/1/x?x=${i}`);
    expect(fake.calls).toBe(2);
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps each view of a listing (page, order, filters) apart from its first page, once', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    for (let i = 0; i < 2; i++) {
      await request(`${base}/products/search/Product`);
      for (const query of ['page=2', 'sort=price-asc', 'p55=1~2']) {
        const answer = await request(`${base}/products/search/Product?${query}`);
        expect(answer.headers['x-page-cache'], query).toBe('MISS');
      }
    }
    const again = await request(`${base}/products/search/Product?utm_source=a&page=2`);
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(fake.calls).toBe(8);
    expect(cache.stats().entries).toBe(4);
  });

  it('leaves a page that is not shared to Next every time, as Next sent it', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    for (let i = 0; i < 2; i++) {
      const answer = await request(`${base}/search?q=${encodeURIComponent('میلگرد')}`);
      expect(answer.headers['x-page-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(FROM_NEXT['cache-control']);
    }
    expect(fake.calls).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('records headers handed to writeHead as well as those set before', async () => {
    const fake = fakeNext({ viaWriteHead: true });
    const { base } = await start(fake);
    await askedForOnce(`${base}/`);
    await request(`${base}/`);
    const again = await request(`${base}/`);
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('answers a matching If-None-Match with 304 and a HEAD without a body', async () => {
    const { base } = await start(fakeNext());
    await askedForOnce(`${base}/`);
    await request(`${base}/`);
    const { headers } = await request(`${base}/`);
    const notModified = await request(`${base}/`, { 'if-none-match': headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await request(`${base}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
  });

  it.each<[string, Partial<FakeNext>]>([
    ['setting a cookie', { headers: { ...FROM_NEXT, 'set-cookie': 'a=1' } }],
    ['not found', { status: 404 }],
    ['that failed', { status: 500 }],
    ['that moved', { status: 307, headers: { ...FROM_NEXT, location: '/?page=3' } }],
  ])('never keeps a page %s', async (_, overrides) => {
    const fake = fakeNext(overrides);
    const { base } = await start(fake);
    await request(`${base}/`);
    const again = await request(`${base}/`);
    expect(again.headers['x-page-cache']).toBe('MISS');
    expect(fake.calls).toBe(2);
  });

  it('leaves the app router’s own requests and the API to Next', async () => {
    const fake = fakeNext();
    const { base } = await start(fake);
    await request(`${base}/`, { rsc: '1' });
    await request(`${base}/`, { rsc: '1' });
    await request(`${base}/api/v1/health`);
    await request(`${base}/api/v1/health`);
    expect(fake.calls).toBe(4);
  });

  it('does not keep a page read from Next while the data changed', async () => {
    let release!: () => void;
    const fake = fakeNext({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const { base, cache } = await start(fake);
    const answer = request(`${base}/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.clear(); // what invalidatePageCache does when this node may have missed changes
    release();
    await answer;
    expect((await request(`${base}/`)).headers['x-page-cache']).toBe('MISS');
  });

  it('renders a page once for requests that arrive while it renders, and sends them what it kept', async () => {
    let release!: () => void;
    const fake = fakeNext({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const { base } = await start(fake);
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => request(`${base}/products/9/x`, { 'accept-encoding': 'gzip' })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const all = await answers;
    expect(fake.calls).toBe(1);
    expect(all.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(all.map((a) => a.headers['x-page-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    for (const answer of all) expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
    // Asked for by several at its first render, it is kept then.
    expect((await request(`${base}/products/9/x`, { 'accept-encoding': 'gzip' })).headers['x-page-cache']).toBe('HIT');
    expect(fake.calls).toBe(1);
  });

  it('keeps no page asked for once, so that a crawler asking for each page once leaves the kept ones where they are', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    await askedForOnce(`${base}/category/1/x`);
    await request(`${base}/category/1/x`);
    // More pages than the cache's megabyte holds, each asked for once.
    for (let id = 1; id <= 150; id++) await askedForOnce(`${base}/products/${id}/x`);
    expect(cache.stats().entries).toBe(1);
    expect((await request(`${base}/category/1/x`)).headers['x-page-cache']).toBe('HIT');
    expect(fake.calls).toBe(152);
  });

  it('keeps a page again at its next render once a change dropped it', async () => {
    const fake = fakeNext();
    const { base, cache } = await start(fake);
    await askedForOnce(`${base}/products/3/x`);
    await request(`${base}/products/3/x`);
    expect(cache.stats().entries).toBe(1);
    cache.clear();
    expect((await request(`${base}/products/3/x`)).headers['x-page-cache']).toBe('MISS');
    expect((await request(`${base}/products/3/x`)).headers['x-page-cache']).toBe('HIT');
    expect(fake.calls).toBe(3);
  });

  it('sends the waiting requests the page even when a change kept it out of the cache', async () => {
    let release!: () => void;
    const fake = fakeNext({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const { base, cache } = await start(fake);
    const answers = Promise.all([1, 2, 3].map(() => request(`${base}/products/9/x`)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.clear(); // a change announced while the page renders
    release();
    const all = await answers;
    expect(fake.calls).toBe(1);
    for (const answer of all) expect(answer.body.toString()).toBe(PAGE);
    // Not kept: the next request renders the page again, with the change.
    expect((await request(`${base}/products/9/x`)).headers['x-page-cache']).toBe('MISS');
  });

  it('lets each waiting request render for itself when the page it waited for could not be kept', async () => {
    let release!: () => void;
    const fake = fakeNext({ status: 500, hold: new Promise<void>((resolve) => (release = resolve)) });
    const { base } = await start(fake);
    const answers = Promise.all([1, 2, 3].map(() => request(`${base}/products/9/x`)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await answers).map((a) => a.status)).toEqual([500, 500, 500]);
    expect(fake.calls).toBe(3);
  });

  it('keeps a page under the tags of the API answers its render read, each render its own', async () => {
    answerOf = async (read) => {
      if (read === '/api/v1/private') return new Response('{}', { headers: { 'cache-control': 'private, no-store' } });
      return new Response('{}', { headers: { 'cache-tag': read === '/api/v1/product' ? 'product:12,supplier:3' : 'categories' } });
    };
    try {
      const product = fakeNext({ reads: ['/api/v1/product', '/api/v1/menu'] });
      const { base, cache } = await start(product);
      for (const path of ['/products/12/x', '/category/5/x', '/category/6/x', '/category/7/x']) await askedForOnce(`${base}${path}`);
      await Promise.all([request(`${base}/products/12/x`), request(`${base}/category/5/x`)]);
      expect(cache.invalidate(['product:12'])).toBe(2); // both pages read the product in this fake
      product.reads = ['/api/v1/menu'];
      await request(`${base}/category/6/x`);
      expect(cache.invalidate(['product:12'])).toBe(0);
      expect(cache.invalidate(['categories'])).toBe(1);
      product.reads = ['/api/v1/private'];
      await request(`${base}/category/7/x`);
      expect(cache.invalidate([ANY_CHANGE_TAG])).toBe(1);
    } finally {
      answerOf = async () => new Response('{}');
    }
  });

  it('passes everything to Next when it has no memory', async () => {
    const fake = fakeNext();
    const { base } = await start(fake, 0);
    await request(`${base}/`);
    const again = await request(`${base}/`);
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(fake.calls).toBe(2);
  });
});
