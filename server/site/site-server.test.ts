import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { etagOf } from '../http/response-cache';
import { createSiteServer, installSiteServer, invalidatePageCache, isApiRead } from './site-server';
import { ANY_CHANGE_TAG } from '../../lib/cache-tags';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An API that says who answered, and a stand-in for Next that records what reached it. */
async function start() {
  const api = { fetch: (_: Request) => Response.json({ items: Array.from({ length: 200 }, (__, i) => ({ id: i, name: 'کیلوگرم' })) }) };
  const reachedNext: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    reachedNext.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'text/plain');
    res.end('next');
  };
  const site = createSiteServer({ pageCacheMegabytes: 1, api: api.fetch });
  const server = http.createServer(site.wrap(next) as http.RequestListener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reachedNext, site };
}

function request(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('isApiRead', () => {
  it('takes GET and HEAD under /api/v1/ and nothing else', () => {
    expect(isApiRead({ method: 'GET', url: '/api/v1/units?x=1' })).toBe(true);
    expect(isApiRead({ method: 'HEAD', url: '/api/v1/health' })).toBe(true);
    expect(isApiRead({ method: 'POST', url: '/api/v1/otp' })).toBe(false);
    expect(isApiRead({ method: 'DELETE', url: '/api/v1/favorites/1' })).toBe(false);
    expect(isApiRead({ method: 'GET', url: '/api/v1/units/' })).toBe(false);
    expect(isApiRead({ method: 'GET', url: '/products/1/x' })).toBe(false);
    expect(isApiRead({ method: 'GET', url: '/api/v2/units' })).toBe(false);
  });
});

describe('createSiteServer', () => {
  it('answers API reads from the API itself, compressed when the client accepts it', async () => {
    const { base, reachedNext } = await start();
    const plain = await request(`${base}/api/v1/units`);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString()).items).toHaveLength(200);
    const gzipped = await request(`${base}/api/v1/units`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString()).items[0].name).toBe('کیلوگرم');
    expect(reachedNext).toEqual([]);
  });

  it('leaves API writes and pages to Next', async () => {
    const { base, reachedNext } = await start();
    await request(`${base}/api/v1/units`, { method: 'POST' });
    await request(`${base}/products/1/x`);
    expect(reachedNext).toEqual(['POST /api/v1/units', 'GET /products/1/x']);
  });

  it("puts the build's stylesheets inside public pages, given its static folder", async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'bz-build-'));
    mkdirSync(path.join(build, 'chunks'));
    writeFileSync(path.join(build, 'chunks', 'site.css'), 'body{color:#123}');
    const page = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body></body></html>';
    const next = (_: IncomingMessage, res: ServerResponse) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page);
    };
    const site = createSiteServer({ pageCacheMegabytes: 0 });
    for (const [handler, inlined] of [
      [site.wrap(next, { staticDir: build }), true],
      [site.wrap(next), false],
    ] as const) {
      const server = http.createServer(handler as http.RequestListener);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { body } = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/products/1/x`);
      expect(body.toString().includes('<style data-precedence="next" data-href="/_next/static/chunks/site.css">body{color:#123}</style>')).toBe(inlined);
    }
    rmSync(build, { recursive: true, force: true });
  });

  it("answers the build's files from memory, with the security headers, given its static folder; a name with a query goes to Next", async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'bz-build-'));
    mkdirSync(path.join(build, 'chunks'));
    const script = 'console.log("بازارگاه");\n'.repeat(200);
    writeFileSync(path.join(build, 'chunks', 'app.js'), script);
    const reachedNext: string[] = [];
    const next = (req: IncomingMessage, res: ServerResponse) => {
      reachedNext.push(req.url!);
      res.end('next');
    };
    const server = http.createServer(createSiteServer({ pageCacheMegabytes: 0 }).wrap(next, { staticDir: build }) as http.RequestListener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const file = await request(`${base}/_next/static/chunks/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect([file.status, file.headers['content-encoding'], file.headers['x-content-type-options']]).toEqual([200, 'gzip', 'nosniff']);
    expect(zlib.gunzipSync(file.body).toString()).toBe(script);
    await request(`${base}/_next/static/chunks/app.js?through=next`);
    expect(reachedNext).toEqual(['/_next/static/chunks/app.js?through=next']);
    rmSync(build, { recursive: true, force: true });
  });

  it('sends everything to Next, API reads included, when the API runs elsewhere', async () => {
    const reachedNext: string[] = [];
    const site = createSiteServer({ pageCacheMegabytes: 1 });
    const handler = site.wrap((req, res) => {
      reachedNext.push(`${req.method} ${req.url}`);
      res.end();
    });
    const server = http.createServer(handler as http.RequestListener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/units`);
    expect(reachedNext).toEqual(['GET /api/v1/units']);
  });
});

describe('invalidatePageCache', () => {
  const body = new TextEncoder().encode('<html></html>');
  const keep = (site: Awaited<ReturnType<typeof start>>['site'], key: string, tags: string[]) =>
    site.pageCache.set(key, { status: 200, headers: [], body, etag: etagOf(body), tags });

  it('drops the pages built from the changed data and those that read untagged answers, from any copy of this module', async () => {
    const { site } = await start();
    installSiteServer(site);
    keep(site, '\n/products/12/x', ['product:12', 'supplier:3']);
    keep(site, '\n/products/13/x', ['product:13', 'supplier:4']);
    keep(site, '\n/supplier/3/x', ['supplier:3']);
    keep(site, '\n/search-like', [ANY_CHANGE_TAG]);
    keep(site, '\n/static-like', []);
    const generation = site.pageCache.generation;
    invalidatePageCache({ entity: 'product', id: 12, related: [{ entity: 'supplier', id: 3 }] });
    expect(site.pageCache.get('\n/products/12/x')).toBeUndefined();
    expect(site.pageCache.get('\n/supplier/3/x')).toBeUndefined();
    expect(site.pageCache.get('\n/search-like')).toBeUndefined();
    expect(site.pageCache.get('\n/products/13/x')).toBeDefined();
    expect(site.pageCache.get('\n/static-like')).toBeDefined();
    expect(site.pageCache.generation).toBeGreaterThan(generation);
  });

  it('drops everything when this node may have missed changes', async () => {
    const { site } = await start();
    installSiteServer(site);
    keep(site, '\n/static-like', []);
    invalidatePageCache({ everything: true });
    expect(site.pageCache.get('\n/static-like')).toBeUndefined();
  });
});
