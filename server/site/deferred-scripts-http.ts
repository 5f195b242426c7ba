import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { delaysHydration } from '@/lib/hydration/hydration-gate';
import { markEndedByNext } from './answer-ended';
import { chooseEncoding, COMPRESS_IN_PLACE_BELOW_BYTES, compressInPlace, compressorFor, worthCompressing, type Encoding } from './compressed-answers';
import { createScriptDeferrer } from './deferred-scripts';
import { inlineStylesheets, STYLESHEET_MARK, withoutInlinedPreloads, type StylesheetText } from './inlined-stylesheets';
import { chunkBytes, isPageRequest, lowerCased, type Handler } from './page-cache';

/**
 * Public pages with Next's scripts deferred (deferred-scripts.ts) around Next's request handler.
 * Next is asked for the page uncompressed; it is rewritten as it streams and compressed here
 * (brotli, else gzip), flushed at every write so a streamed page still arrives in parts. Given the
 * build's stylesheets, it also puts them inside the page (inlined-stylesheets.ts).
 *
 * Since Next compresses nothing on these paths, any other text it sends on them (the sitemap and
 * its parts, robots.txt) is compressed here too, unchanged otherwise. The rest (a redirect, an
 * image, a small or already compressed body) passes as Next wrote it.
 */
export function withDeferredScripts(next: Handler, stylesheet?: StylesheetText): Handler {
  return (req, res) => {
    // A HEAD goes the same way, so its headers are those of the GET (Node drops its body).
    if (!isPageRequest(req) || !delaysHydration(new URL(req.url ?? '/', 'http://site').pathname)) return next(req, res);
    const accepted = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    rewriteResponse(res, Array.isArray(accepted) ? accepted.join(',') : (accepted ?? null), req.method === 'HEAD', stylesheet);
    return next(req, res);
  };
}

/** What the rewriter may change begins so; a part of the page without any passes as it is. */
const REWRITTEN_MARKS = ['<script src="/_next/static/', '<link rel="preload" as="script"', STYLESHEET_MARK].map((mark) => Buffer.from(mark));
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

/** Whether `bytes` end with a whole UTF-8 character (not inside one split across writes). */
export function endsOnCharacter(bytes: Buffer): boolean {
  for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i--) {
    const byte = bytes[i];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if (byte < 0x80) return true;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return i + length === bytes.length;
  }
  return bytes.length === 0;
}

/**
 * Whether a part can pass without being decoded and rewritten: nothing is held back from the
 * part before, it names no script or preload of Next's, and it ends neither inside a tag (the
 * next part may finish a mark) nor inside a character. Most of a page's bytes (its text and its
 * RSC payload) pass so, which spares decoding and encoding them again.
 */
function passesAsItIs(bytes: Buffer, holding: boolean): boolean {
  if (holding || !endsOnCharacter(bytes)) return false;
  if (REWRITTEN_MARKS.some((mark) => bytes.includes(mark))) return false;
  const lastTag = bytes.lastIndexOf(LESS_THAN);
  return lastTag < 0 || bytes.indexOf(GREATER_THAN, lastTag) >= 0;
}

/** An HTML page is rewritten and compressed, other text only compressed, anything else passed. */
type Handling = 'pass' | 'compress' | 'rewrite';

function rewriteResponse(res: ServerResponse, acceptEncoding: string | null, bodyless: boolean, stylesheet?: StylesheetText): void {
  const { writeHead, write, end } = res;
  const send = (bytes: Buffer): boolean => bodyless || bytes.length === 0 || (write as (chunk: Buffer) => boolean).call(res, bytes);
  let handling: Handling = 'pass';
  let encoding: Encoding | null = null;
  const deferrer = createScriptDeferrer(stylesheet && ((html) => inlineStylesheets(html, stylesheet)));
  const decoder = new TextDecoder();
  // Made at the first part of a streamed answer: a small one given whole never needs one.
  let compressor: zlib.BrotliCompress | zlib.Gzip | null = null;

  // Whether the rewriter holds text back, or the decoder part of a character, from the last part.
  let holding = false;
  // Whether Next was told to wait for 'drain' because the compressor had enough to do.
  let compressorFull = false;

  /** Sends a part of the body; false when Next should wait for 'drain' before writing more. */
  const out = (text: string | Buffer, last: boolean, done?: () => void): boolean => {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    // For a client that left, Next is let run on to the end of its stream, where it sees the
    // close: told to wait for a 'drain' that will never come, it would wait for good.
    if (res.destroyed) {
      done?.();
      return true;
    }
    if (!encoding || bodyless) {
      const accepted = send(bytes);
      done?.();
      return accepted;
    }
    // A small answer given whole is compressed at once: Next's `end` is answered within its own
    // call, with no compressor to set up and no moment in which a client that leaves strands it.
    if (!compressor && last && bytes.length < COMPRESS_IN_PLACE_BELOW_BYTES) {
      send(compressInPlace(bytes, encoding));
      done?.();
      return true;
    }
    if (!compressor) {
      const made = (compressor = compressorFor(encoding));
      made.on('data', send);
      made.on('error', () => res.destroy());
      // Next waits for the compressor as for the socket: a sitemap part read faster than it is
      // compressed would otherwise pile up, and be read to the end for a client that left.
      made.on('drain', () => {
        if (!compressorFull) return;
        compressorFull = false;
        res.emit('drain');
      });
      // A client that left is sent nothing more: what Next had written is not compressed for it.
      res.once('close', () => made.destroy());
    }
    const accepted = bytes.length === 0 || compressor.write(bytes);
    if (!accepted) compressorFull = true;
    if (last) {
      // 'end' comes once the last compressed bytes have been handed to `send`.
      if (done) compressor.once('end', done);
      compressor.end();
    } else {
      compressor.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
    }
    // A slow client holds Next back too: Node sends 'drain' once the socket has taken its bytes.
    return accepted && !res.writableNeedDrain;
  };

  // The head of other text of unknown length waits, with the body's first bytes, until they are
  // enough to be worth an encoder or the answer ends: a 250-byte icon goes as it is.
  let heldHead: { status: number; parts: Buffer[]; length: number } | null = null;
  const heldType = () => String(res.getHeader('content-type') ?? '');

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const [status, ...rest] = args;
    const given = lowerCased(rest.find((arg) => arg && typeof arg === 'object'));
    // Next's compression calls it again before writing, and an error may change the answer: the
    // head is decided when it is released.
    if (heldHead) {
      if (typeof status === 'number') heldHead.status = status;
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
      return this;
    }
    const type = String(given['content-type'] ?? res.getHeader('content-type') ?? '');
    const statusCode = typeof status === 'number' ? status : res.statusCode;
    const length = lengthOf(given['content-length'] ?? res.getHeader('content-length'));
    handling = handlingOf(type, statusCode, Boolean(given['content-encoding'] || res.hasHeader('content-encoding')), length);
    // A page's length is never known before it streams; other text's may be, and a small body goes as gzip.
    encoding = handling === 'pass' ? null : chooseEncoding(acceptEncoding, handling === 'compress' ? length : undefined);
    if (handling === 'compress' && !encoding) handling = 'pass';
    if (handling === 'pass') return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    if (handling === 'compress' && length === undefined) {
      heldHead = { status: statusCode, parts: [], length: 0 };
      return this;
    }
    return sendHead(statusCode);
  } as ServerResponse['writeHead'];

  /** The held head, once the body's first part says whether the answer is worth compressing. */
  const releaseHead = (wholeLength?: number) => {
    const { status } = heldHead!;
    heldHead = null;
    // Not worth it after all, or no longer text to compress (an error page sent instead): as it is.
    if (handlingOf(heldType(), status, res.hasHeader('content-encoding'), wholeLength) !== 'compress') {
      handling = 'pass';
      encoding = null;
      // A HEAD's body is not written, so its length is not known.
      if (wholeLength !== undefined && !bodyless) res.setHeader('content-length', wholeLength);
      return (writeHead as (status: number) => ServerResponse).call(res, status);
    }
    if (wholeLength !== undefined) encoding = chooseEncoding(acceptEncoding, wholeLength);
    return sendHead(status);
  };

  /** The head of an answer rewritten or compressed here. */
  const sendHead = (status: number) => {
    const link = res.getHeader('link');
    if (handling === 'rewrite' && stylesheet && link !== undefined) {
      const kept = withoutInlinedPreloads(Array.isArray(link) ? link.join(', ') : String(link), stylesheet);
      if (kept) res.setHeader('link', kept);
      else res.removeHeader('link');
    }
    res.removeHeader('content-length');
    // A rewritten page is not the body Next tagged; text only compressed is another
    // representation of it, which a weak tag names (If-None-Match still matches it).
    const etag = res.getHeader('etag');
    if (handling === 'rewrite' || !encoding) res.removeHeader('etag');
    else if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
    if (encoding) {
      res.setHeader('content-encoding', encoding);
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return (writeHead as (status: number) => ServerResponse).call(res, status);
  };

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!res.headersSent && !heldHead) res.writeHead(res.statusCode);
    if (heldHead) {
      heldHead.parts.push(chunkBytes(args[0], args[1]));
      heldHead.length += heldHead.parts.at(-1)!.length;
      if (!worthCompressing(heldType(), heldHead.length)) {
        callbackOf(args)?.();
        return true;
      }
      const held = Buffer.concat(heldHead.parts);
      releaseHead();
      const accepted = handling === 'pass' ? (write as (chunk: Buffer) => boolean).call(res, held) : out(held, false);
      callbackOf(args)?.();
      return accepted;
    }
    if (handling === 'pass') return (write as (...a: unknown[]) => boolean).apply(this, args);
    const bytes = chunkBytes(args[0], args[1]);
    let accepted: boolean;
    if (handling === 'compress' || passesAsItIs(bytes, holding)) {
      accepted = out(bytes, false);
    } else {
      const rewritten = deferrer.push(decoder.decode(bytes, { stream: true }));
      holding = deferrer.holding() || !endsOnCharacter(bytes);
      accepted = out(rewritten, false);
    }
    callbackOf(args)?.();
    return accepted;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    markEndedByNext(res);
    if (!res.headersSent && !heldHead) res.writeHead(res.statusCode);
    if (heldHead) {
      const body = Buffer.concat([...heldHead.parts, chunkBytes(args[0], args[1])]);
      releaseHead(body.length);
      if (handling === 'pass') return (end as (body: Buffer, cb?: () => void) => ServerResponse).call(res, body, callbackOf(args));
      out(body, true, () => (end as (cb?: () => void) => ServerResponse).call(res, callbackOf(args)));
      return res;
    }
    if (handling === 'pass') return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const bytes = chunkBytes(args[0], args[1]);
    const rest = handling === 'compress' ? bytes : deferrer.push(decoder.decode(bytes)) + deferrer.end();
    out(rest, true, () => (end as (cb?: () => void) => ServerResponse).call(res, callbackOf(args)));
    return res;
  } as ServerResponse['end'];
}

/**
 * HTML is rewritten whatever its status (error pages too). Other text is compressed when it is a
 * 200 of unknown or worthwhile size that Next did not compress already.
 */
function handlingOf(type: string, status: number, encoded: boolean, byteLength: number | undefined): Handling {
  if (encoded) return 'pass';
  if (type.startsWith('text/html')) return 'rewrite';
  return status === 200 && worthCompressing(type, byteLength) ? 'compress' : 'pass';
}

function lengthOf(header: unknown): number | undefined {
  const length = Number(Array.isArray(header) ? header[0] : header);
  return header === undefined || header === '' || !Number.isFinite(length) ? undefined : length;
}

const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');
