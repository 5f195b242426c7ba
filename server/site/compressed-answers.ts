import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ResponseCache } from '../http/response-cache';

/**
 * Compression of the API answers the site server sends without Next (site-server.ts), with the
 * compressed bytes kept by ETag: an ETag names one body, so its brotli or gzip copy can be sent
 * again without compressing it again. The catalogue's public reads all carry one (they come from
 * the API's own cache), and compressing them per request cost more than answering them.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|xml|javascript)|text\/|image\/svg\+xml)/;

/**
 * Whether a body of this type and, when known, size is worth compressing: text, and not a stream
 * of events (which must go out as each event comes).
 */
export function worthCompressing(type: string, byteLength?: number): boolean {
  return COMPRESSIBLE.test(type) && !type.startsWith('text/event-stream') && (byteLength === undefined || byteLength >= MIN_BYTES);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** Brotli at quality 5: most of its gain over gzip at a fraction of the top qualities' cost. */
const BROTLI_QUALITY = 5;

/*
 * Brotli's default window is 4 MB, and each encoder allocates and touches memory for it: with
 * fifty answers in flight a 2 kB answer cost 0.9 ms of CPU (45 page faults) and a 260 kB page
 * 7.8 ms. A window no larger than the body gives the same bytes: 0.15 ms and 4 ms. A page is
 * streamed before its length is known; 256 kB of window covers all but the end of the largest.
 */
const STREAM_WINDOW_BITS = 18;
const MIN_WINDOW_BITS = 10;
const MAX_WINDOW_BITS = 22;

/**
 * Bodies below this are compressed on the main thread: handing them to libuv's thread pool and
 * back cost more CPU (about 90 µs) than compressing them (about 50 µs for 2 kB).
 */
export const COMPRESS_IN_PLACE_BELOW_BYTES = 16 * 1024;

function brotliOptions(windowBits: number, sizeHint?: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits,
      ...(sizeHint === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  };
}

/** Brotli's settings for the site server's streamed pages (node-flags.mjs sizes glibc's bounds to them). */
export const STREAM_BROTLI_OPTIONS: zlib.BrotliOptions = brotliOptions(STREAM_WINDOW_BITS);

/** A compressing stream for the site server's streamed pages, with the settings used here. */
export function compressorFor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(STREAM_BROTLI_OPTIONS) : zlib.createGzip();
}

/**
 * Bodies below this go out as gzip when the client takes it. Brotli's encoder costs about 0.1 ms
 * to set up whatever its quality and window (a product answer of 2.5 kB: 1.04 ms of CPU sent as
 * brotli, 0.92 as gzip, 0.86 uncompressed, interleaved runs of 500 distinct ones), for about a
 * tenth fewer bytes: 860 instead of 960, which go out in the same round trip.
 */
const GZIP_BELOW_BYTES = COMPRESS_IN_PLACE_BELOW_BYTES;

/** The content codings an Accept-Encoding header takes (any not refused with `q=0`), lower-cased. */
export function acceptedEncodings(acceptEncoding: string | null): Set<string> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name),
  );
}

/**
 * The encoding to send for an Accept-Encoding header and, when known, the body's size: brotli,
 * else gzip, else none; gzip first for a small body.
 */
export function chooseEncoding(acceptEncoding: string | null, byteLength = Infinity): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('gzip') && byteLength < GZIP_BELOW_BYTES) return 'gzip';
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The body compressed whole, with a window no larger than it. */
export async function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (body.byteLength < COMPRESS_IN_PLACE_BELOW_BYTES) return compressInPlace(body, encoding);
  return encoding === 'gzip' ? gzip(body) : brotli(body, wholeBodyBrotli(body));
}

/** The body compressed whole on the main thread: for bodies below {@link COMPRESS_IN_PLACE_BELOW_BYTES}. */
export function compressInPlace(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? zlib.gzipSync(body) : zlib.brotliCompressSync(body, wholeBodyBrotli(body));
}

function wholeBodyBrotli(body: Uint8Array): zlib.BrotliOptions {
  const windowBits = Math.min(MAX_WINDOW_BITS, Math.max(MIN_WINDOW_BITS, Math.ceil(Math.log2(body.byteLength || 1))));
  return brotliOptions(windowBits, body.byteLength);
}

export function createCompressedAnswers(maxBytes = 16 * 1024 * 1024) {
  const copies = new ResponseCache({ maxBytes, maxEntries: 20_000, ttlMs: 10 * 60_000 });

  /** The answer compressed as the request accepts, when it is worth it; otherwise as it was. */
  async function compressed(request: Request, response: Response): Promise<Response> {
    const accepted = request.headers.get('accept-encoding');
    const encodingIfLarge = chooseEncoding(accepted);
    const type = response.headers.get('content-type') ?? '';
    if (!encodingIfLarge || request.method === 'HEAD' || response.status !== 200 || !response.body || response.headers.has('content-encoding') || !worthCompressing(type)) {
      return response;
    }
    const headers = new Headers(response.headers);
    headers.append('vary', 'Accept-Encoding');
    const etag = response.headers.get('etag');
    // Another representation of the same answer: a weak tag, which If-None-Match still matches.
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    // With the body's size, the encodings this request takes for a large body and for a small one
    // decide the copy.
    const key = etag && `${encodingIfLarge} ${chooseEncoding(accepted, 0)}\n${etag}`;
    const kept = key ? copies.get(key) : undefined;
    if (kept) {
      await response.body.cancel();
      const [[, keptEncoding]] = kept.headers;
      return withBody(kept.body, keptEncoding as Encoding, headers, response.status);
    }
    const body = new Uint8Array(await response.arrayBuffer());
    if (!worthCompressing(type, body.byteLength)) return new Response(body, { status: response.status, headers });
    const encoding = chooseEncoding(accepted, body.byteLength)!;
    const packed = new Uint8Array(await compress(body, encoding));
    if (key) copies.set(key, { status: 200, headers: [['content-encoding', encoding]], body: packed, etag: etag!, tags: [] });
    return withBody(packed, encoding, headers, response.status);
  }

  return { compressed, copies };
}

function withBody(body: Uint8Array<ArrayBuffer>, encoding: Encoding, headers: Headers, status: number): Response {
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status, headers });
}
