import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer } from '../site/site-server';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The site server in front of a stand-in for Next that answers a shared page. */
async function start(https: boolean) {
  const next = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end('<!DOCTYPE html><html><body><h1>بازارگاه</h1></body></html>');
  };
  const site = createSiteServer({ pageCacheMegabytes: 1, api: () => Response.json({ ok: true }), https });
  const server = http.createServer(site.wrap(next) as http.RequestListener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function expectSecure(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  // Scripts only from this origin (and inline, see ADR 8): no host and no wildcard is allowed.
  const scripts = /script-src ([^;]+)/.exec(csp)?.[1].split(' ') ?? [];
  expect(scripts.sort()).toEqual(["'self'", "'unsafe-inline'"]);
  expect(/default-src 'self'(;|$)/.test(csp)).toBe(true);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers from the site server', () => {
  it('are on a page rendered by Next, on the same page from the page cache, and on API answers', async () => {
    const base = await start(false);
    const first = await fetch(`${base}/products/1/x`);
    // The page cache keeps a page from its second request on.
    await fetch(`${base}/products/1/x`);
    const cached = await fetch(`${base}/products/1/x`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    const api = await fetch(`${base}/api/v1/units`);
    for (const res of [first, cached, api]) {
      expectSecure(res.headers);
      // Over http a browser ignores HSTS, and it would pin a development host to https.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add Strict-Transport-Security when SITE_URL is https', async () => {
    const base = await start(true);
    for (const path of ['/', '/api/v1/units']) {
      const res = await fetch(`${base}${path}`);
      expectSecure(res.headers);
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    }
  });
});
