import type { IncomingMessage } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerResponse } from 'node:http';
import { stampClientAddress } from '../http/client-address';
import { securityHeaders } from '../../lib/http/security-headers';
import type { ResponseCache } from '../http/response-cache';
import { shutdown } from '../shutdown';
import { createBuildFiles, isBuildFileRequest } from './build-files';
import { createCompressedAnswers } from './compressed-answers';
import { withDeferredScripts } from './deferred-scripts-http';
import { stylesheetsOfBuild } from './inlined-stylesheets';
import { createPageCache, type Handler } from './page-cache';
import { withPageCache } from './page-cache-http';
import { withRenderQueue } from './render-queue';
import { isEverything, tagsOf, type DataChange } from '../events/data-changed';
import { ANY_CHANGE_TAG } from '../../lib/cache-tags';

/**
 * What the site server (serve.mjs) puts in front of Next's request handler (ADR 6):
 * - reads of the API (GET and HEAD under /api/v1/) go straight to the in-process Hono app, which
 *   needs nothing of Next, compressed with the copies kept by ETag (compressed-answers.ts);
 * - shared pages (lib/shared-pages.ts) come from the page cache once rendered (ADR 10);
 * - public pages fetch Next's scripts when the visitor arrives, not with the page (ADR 9), and
 *   carry their stylesheets inside (inlined-stylesheets.ts), given the build's `static` folder;
 * - the build's files in that folder are compressed once and answered from memory (build-files.ts);
 * - everything else, writes to the API included, goes to Next.
 *
 * Built inside Next's bundle (instrumentation-node.ts installs it on globalThis while Next
 * starts), so the plain-JavaScript server needs no TypeScript compiler of its own.
 */
export type SiteServer = {
  pageCache: ResponseCache;
  wrap: (next: Handler, build?: { staticDir: string }) => Handler;
  /** Closes what the process opened (jobs, change bus, database) as it stops: server/shutdown.ts. */
  stop: () => Promise<void>;
};

type Fetch = (request: Request) => Response | Promise<Response>;

/** A read the API answers the same with or without Next in front. */
export function isApiRead(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0];
  // Next redirects a trailing slash away; such a request is left to it.
  return path.startsWith('/api/v1/') && !path.endsWith('/');
}

export function createSiteServer(options: { pageCacheMegabytes: number; api?: Fetch; https?: boolean }): SiteServer {
  const pageCache = createPageCache(options.pageCacheMegabytes);
  const headers = Object.entries(securityHeaders({ https: options.https ?? false }));
  /** Set before any handler runs, so pages from Next, the page cache and the API all carry them. */
  const secure = (req: IncomingMessage, res: ServerResponse) => {
    stampClientAddress(req);
    for (const [name, value] of headers) res.setHeader(name, value);
  };
  const { compressed } = createCompressedAnswers();
  const fetchApi = options.api;
  const api = fetchApi ? getRequestListener(async (request) => compressed(request, await fetchApi(request))) : undefined;
  return {
    pageCache,
    stop: shutdown,
    wrap: (next, build) => {
      const stylesheets = build && stylesheetsOfBuild(build.staticDir);
      const rendered = withPageCache(pageCache, withRenderQueue(withDeferredScripts(next, stylesheets)));
      const files = build && createBuildFiles(build.staticDir);
      const pages: Handler = files ? (req, res) => (isBuildFileRequest(req) ? files.serve(req, res, () => next(req, res)) : rendered(req, res)) : rendered;
      // Next's handlers never see the socket: every request carries the client's address found
      // here (socket and TRUST_PROXY), under this process's key, and no copy a client sent; every
      // answer carries the security headers.
      if (!api)
        return (req, res) => {
          secure(req, res);
          return pages(req, res);
        };
      return (req, res) => {
        secure(req, res);
        return isApiRead(req) ? api(req, res) : pages(req, res);
      };
    },
  };
}

const SITE_SERVER_KEY = Symbol.for('bazargah.site.server');
type GlobalWithSiteServer = typeof globalThis & { [SITE_SERVER_KEY]?: SiteServer };

export function installSiteServer(site: SiteServer): void {
  (globalThis as GlobalWithSiteServer)[SITE_SERVER_KEY] = site;
}

/**
 * Drops the kept pages a change concerns: those built from an answer carrying one of its tags, and
 * those that read an answer naming no data (ANY_CHANGE_TAG); all of them when this node may have
 * missed changes. Called from Next's bundle when the API announces changed data. Nothing to do
 * under `next dev`, where no site server serves through the cache.
 */
export function invalidatePageCache(change: DataChange): void {
  const cache = (globalThis as GlobalWithSiteServer)[SITE_SERVER_KEY]?.pageCache;
  if (!cache) return;
  if (isEverything(change)) cache.clear();
  else cache.invalidate([...tagsOf(change), ANY_CHANGE_TAG]);
}
