import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { etagMatches, etagOf } from '../http/response-cache';
import { logger } from '../logger';
import { acceptedEncodings, type Encoding } from './compressed-answers';

/**
 * The build's own files (`/_next/static/…`: scripts, stylesheets, fonts), compressed once and kept
 * in memory. Next read each from disk and gzipped it again for every request: a 420 kB script
 * cost about 10 ms of CPU each time, for every new visitor. Their names carry a hash of their
 * contents, so a copy never goes stale, and each node keeps its own.
 *
 * Written here rather than with a static-file library: `send` and `serve-static` read the disk
 * on each request and compress nothing, and the ones that serve precompressed files expect the
 * build to have written them.
 */
export const BUILD_FILES_PREFIX = '/_next/static/';

/** What a build file's name ends with, and how it goes out; any other name is left to Next. */
const TYPES: Record<string, { type: string; compressible: boolean }> = {
  '.js': { type: 'application/javascript; charset=UTF-8', compressible: true },
  '.css': { type: 'text/css; charset=UTF-8', compressible: true },
  '.json': { type: 'application/json; charset=UTF-8', compressible: true },
  '.svg': { type: 'image/svg+xml', compressible: true },
  '.woff2': { type: 'font/woff2', compressible: false },
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Below this a file goes out as it is: its compressed copy would not save a round trip. */
const MIN_COMPRESSED_BYTES = 1024;

/** The build is 4.4 MB, 1.4 as gzip and 1.2 as brotli: about 7 MB in all, kept with room to spare. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * `etag` is weak because the bytes differ by encoding (RFC 9110 §8.8.1). Browsers do not
 * revalidate an `immutable` file; a CDN or proxy in front that does gets a 304 either way.
 */
type BuildFile = {
  type: string;
  compressible: boolean;
  raw: Buffer;
  etag: string;
  lastModified: string;
  /** `lastModified` as a time, to the second it shows. */
  modifiedMs: number;
  gzip?: Buffer;
  br?: Buffer;
};

const sizeOf = (file: BuildFile) => file.raw.byteLength + (file.gzip?.byteLength ?? 0) + (file.br?.byteLength ?? 0);

/**
 * A GET or HEAD of a whole build file, by its bare name as pages ask for it; ranges, names with a
 * query (which Next's pages never write) and everything else stay with Next. The bench asks for
 * its static file with a query, to measure it as Next serves it: issue 18's baseline. Anyone may
 * do the same, and pays what every request paid before.
 */
export function isBuildFileRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const url = req.url ?? '';
  return (req.method === 'GET' || req.method === 'HEAD') && url.startsWith(BUILD_FILES_PREFIX) && !url.includes('?') && req.headers.range === undefined;
}

export function createBuildFiles(staticDir: string, maxBytes = DEFAULT_MAX_BYTES) {
  const root = path.resolve(staticDir) + path.sep;
  const kept = new LRUCache<string, BuildFile>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  const loading = new Map<string, Promise<BuildFile | null>>();
  let diskReads = 0;
  /**
   * One brotli at a time: at quality 11 the largest script takes about half a second, and libuv's
   * four threads also read and gzip the files a first visit is waiting for.
   */
  let brotliQueue: Promise<void> = Promise.resolve();

  /** The file a URL names inside the static folder, or null for a name that is not plainly one. */
  function fileOf(url: string): string | null {
    let name: string;
    try {
      name = decodeURIComponent(url.slice(BUILD_FILES_PREFIX.length));
    } catch {
      return null;
    }
    if (!name || name.includes('\0') || name.includes('\\') || name.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
    const file = path.resolve(root, name);
    return file.startsWith(root) && TYPES[path.extname(file)] ? file : null;
  }

  /**
   * Reads a file and gzips it, which is quick; brotli at its best quality follows off the main
   * thread, and until then the gzip copy goes out. A file too large to keep gets no brotli copy.
   */
  async function load(file: string): Promise<BuildFile | null> {
    const [raw, stats] = await Promise.all([readFile(file), stat(file)]).catch(() => [null, null]);
    if (!raw || !stats) return null;
    diskReads += 1;
    const lastModified = stats.mtime.toUTCString();
    const entry: BuildFile = { ...TYPES[path.extname(file)], raw, etag: `W/${etagOf(raw)}`, lastModified, modifiedMs: Date.parse(lastModified) };
    const compress = entry.compressible && raw.byteLength >= MIN_COMPRESSED_BYTES;
    if (compress) entry.gzip = await gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    kept.set(file, entry);
    if (compress) compressWithBrotliLater(file, entry);
    return entry;
  }

  function compressWithBrotliLater(file: string, entry: BuildFile) {
    brotliQueue = brotliQueue
      .then(async () => {
        if (kept.peek(file) !== entry) return;
        const br = await brotli(entry.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.byteLength } });
        // A new entry, not the same one changed: lru-cache sizes an entry only when it is set anew.
        const withBrotli = { ...entry, br };
        if (kept.peek(file) === entry && sizeOf(withBrotli) <= maxBytes) kept.set(file, withBrotli);
      })
      .catch((err: unknown) => logger.warn({ err, file }, 'build file not compressed with brotli'));
  }

  function entryOf(file: string): BuildFile | Promise<BuildFile | null> {
    const entry = kept.get(file);
    if (entry) return entry;
    let pending = loading.get(file);
    if (!pending) {
      pending = load(file)
        // Next answers a file this could not read or compress, as it did before.
        .catch((err: unknown) => {
          logger.warn({ err, file }, 'build file not kept');
          return null;
        })
        .finally(() => loading.delete(file));
      loading.set(file, pending);
    }
    return pending;
  }

  /** RFC 9110 §13.2.2: `If-Modified-Since` counts only when there is no `If-None-Match`. */
  function notModified(req: IncomingMessage, entry: BuildFile): boolean {
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, entry.etag);
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    return Number.isFinite(since) && entry.modifiedMs <= since;
  }

  /** Answers a build file from memory; `next` (Next) answers anything that is not one. */
  async function serve(req: IncomingMessage, res: ServerResponse, next: () => unknown): Promise<unknown> {
    const file = fileOf(req.url ?? '');
    const entry = file && (await entryOf(file));
    if (!entry) return next();
    res.setHeader('cache-control', IMMUTABLE);
    res.setHeader('etag', entry.etag);
    res.setHeader('last-modified', entry.lastModified);
    if (entry.compressible) res.setHeader('vary', 'Accept-Encoding');
    if (notModified(req, entry)) {
      res.statusCode = 304;
      return res.end();
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding'] ?? null);
    const encoding: Encoding | null = entry.br && accepted.has('br') ? 'br' : entry.gzip && accepted.has('gzip') ? 'gzip' : null;
    const body = encoding ? entry[encoding]! : entry.raw;
    res.statusCode = 200;
    res.setHeader('content-type', entry.type);
    res.setHeader('content-length', body.byteLength);
    if (encoding) res.setHeader('content-encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    serve,
    kept,
    /** For tests: how many times a file was read from disk. */
    diskReads: () => diskReads,
    /** For tests: settles once the brotli copies asked for so far are made. */
    brotliDone: () => brotliQueue,
  };
}
