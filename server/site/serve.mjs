#!/usr/bin/env node
// The site's production server: Next.js behind the public page cache and with API reads answered
// by the Hono app directly (site-server.ts, ADR 6).
// `npm start`, the e2e suite and the benchmarks all serve the built app through this file.
//   PORT (3000)          the port to listen on, every interface
//   PAGE_CACHE_MB (64)   memory for kept public pages; 0 serves every request through Next
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { startFromBuiltConfig } from './built-config.mjs';
import { keepHeapNearLiveSize } from './heap-growth.mjs';
import { answerUnsupportedMethod, guardServer } from './http-guards.mjs';
import { keepIdleConnectionsOpen } from './keep-alive.mjs';
import { closeServer, STOP_MS } from './close-server.mjs';

keepHeapNearLiveSize();

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT || 3000);

process.env.NODE_ENV = 'production';
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const configuration = startFromBuiltConfig(root, distDir) ? 'the build' : 'next.config.ts';
const app = next({ dev: false, dir: root, port });
await app.prepare();
const nextHandler = app.getRequestHandler();

// Installed by instrumentation-node.ts as Next starts (site-server.ts: TypeScript compiled into
// Next's bundle, so this file needs no compiler of its own). Next runs that start-up after
// prepare() returns; until it is there, requests go straight to Next.
const SITE_SERVER_KEY = Symbol.for('bazargah.site.server');
let handle;
function handler() {
  if (handle) return handle;
  const site = globalThis[SITE_SERVER_KEY];
  if (!site) return nextHandler;
  // The build's own stylesheets, which the site server puts inside public pages (ADR 13).
  handle = site.wrap(nextHandler, { staticDir: path.join(distDir, 'static') });
  const size = site.pageCache.maxBytes;
  console.log(`بازارگاه: page cache ${size ? `of ${size / 1024 / 1024} MB` : 'off (PAGE_CACHE_MB=0)'}`);
  return handle;
}

const server = http.createServer((req, res) => {
  if (answerUnsupportedMethod(req, res)) return;
  Promise.resolve(handler()(req, res)).catch((error) => {
    console.error('request failed', req.url, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
guardServer(server);
keepIdleConnectionsOpen(server);
server.listen(port, () => console.log(`بازارگاه: http://localhost:${port} (Next's configuration from ${configuration})`));

// Requests in flight get a few seconds (close-server.mjs); then the jobs, the change bus and the
// database are closed: the embedded database must be, or its next start may not open it.
let stopping = false;
async function stop() {
  setTimeout(() => process.exit(0), STOP_MS).unref();
  await closeServer(server);
  await app.close().catch((error) => console.error('Next did not close', error));
  await globalThis[SITE_SERVER_KEY]?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  // Ctrl-C reaches this process twice (from the terminal and from `npm start`): the second
  // signal must not end it half-way through closing.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stop();
  });
}
