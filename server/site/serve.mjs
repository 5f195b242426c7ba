#!/usr/bin/env node
// The site's production server: Next.js behind the public page cache (page-cache.ts, ADR 6).
// `npm start`, the e2e suite and the benchmarks all serve the built app through this file.
//   PORT (3000)          the port to listen on, every interface
//   PAGE_CACHE_MB (64)   memory for kept public pages; 0 serves every request through Next
import http from 'node:http';
import path from 'node:path';
import next from 'next';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT || 3000);

process.env.NODE_ENV = 'production';
const app = next({ dev: false, dir: root, port });
await app.prepare();
const nextHandler = app.getRequestHandler();

// Installed by instrumentation-node.ts as Next starts (TypeScript compiled into Next's bundle, so
// this file needs no compiler of its own); Next runs that start-up after prepare() returns, so
// requests go straight to Next until it is there.
const PAGE_CACHE_KEY = Symbol.for('bazargah.site.page-cache');
let handle;
function handler() {
  if (handle) return handle;
  const pageCache = globalThis[PAGE_CACHE_KEY];
  if (!pageCache) return nextHandler;
  handle = pageCache.wrap(nextHandler);
  const size = pageCache.cache.maxBytes;
  console.log(`بازارگاه: page cache ${size ? `of ${size / 1024 / 1024} MB` : 'off (PAGE_CACHE_MB=0)'}`);
  return handle;
}

const server = http.createServer((req, res) => {
  Promise.resolve(handler()(req, res)).catch((error) => {
    console.error('request failed', req.url, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, () => console.log(`بازارگاه: http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    // Open keep-alive connections would hold close() up; nothing in flight is worth more than this.
    setTimeout(() => process.exit(0), 2_000).unref();
    server.closeIdleConnections();
    void app.close().finally(() => process.exit(0));
  });
}
