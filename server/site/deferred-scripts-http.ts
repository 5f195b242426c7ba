import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { delaysHydration } from '@/lib/hydration/hydration-gate';
import { chooseEncoding, compressorFor, type Encoding } from './compressed-answers';
import { createScriptDeferrer } from './deferred-scripts';
import { inlineStylesheets, STYLESHEET_MARK, withoutInlinedPreloads, type StylesheetText } from './inlined-stylesheets';
import { chunkBytes, isPageRequest, lowerCased, type Handler } from './page-cache';

/**
 * Public pages with Next's scripts deferred (deferred-scripts.ts) around Next's request handler.
 * Next is asked for the page uncompressed; it is rewritten as it streams and compressed here
 * (brotli, else gzip), flushed at every write so a streamed page still arrives in parts.
 * Anything that is not an HTML page (a redirect, a file) passes as Next wrote it. Given the
 * build's stylesheets, it also puts them inside the page (inlined-stylesheets.ts).
 */
export function withDeferredScripts(next: Handler, stylesheet?: StylesheetText): Handler {
  return (req, res) => {
    // A HEAD goes the same way, so its headers are those of the GET (Node drops its body).
    if (!isPageRequest(req) || !delaysHydration(new URL(req.url ?? '/', 'http://site').pathname)) return next(req, res);
    const accepted = req.headers['accept-encoding'];
    const encoding = chooseEncoding(Array.isArray(accepted) ? accepted.join(',') : (accepted ?? null));
    delete req.headers['accept-encoding'];
    rewriteResponse(res, encoding, req.method === 'HEAD', stylesheet);
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

function rewriteResponse(res: ServerResponse, encoding: Encoding | null, bodyless: boolean, stylesheet?: StylesheetText): void {
  const { writeHead, write, end } = res;
  const send = (bytes: Buffer) => !bodyless && bytes.length > 0 && (write as (chunk: Buffer) => boolean).call(res, bytes);
  let rewriting = false;
  const deferrer = createScriptDeferrer(stylesheet && ((html) => inlineStylesheets(html, stylesheet)));
  const decoder = new TextDecoder();
  // Made once the answer shows itself an HTML page: redirects and files never need one.
  let compressor: zlib.BrotliCompress | zlib.Gzip | null = null;

  // Whether the rewriter holds text back, or the decoder part of a character, from the last part.
  let holding = false;

  const out = (text: string | Buffer, last: boolean, done?: () => void) => {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    if (!compressor) {
      send(bytes);
      return done?.();
    }
    if (bytes.length > 0) compressor.write(bytes);
    if (last) {
      // 'end' comes once the last compressed bytes have been handed to `send`.
      if (done) compressor.once('end', done);
      compressor.end();
    } else {
      compressor.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
    }
  };

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const [status, ...rest] = args;
    const given = lowerCased(rest.find((arg) => arg && typeof arg === 'object'));
    const type = String(given['content-type'] ?? res.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || given['content-encoding'] || res.hasHeader('content-encoding')) {
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    }
    rewriting = true;
    compressor = bodyless || !encoding ? null : compressorFor(encoding);
    compressor?.on('data', send);
    for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    const link = res.getHeader('link');
    if (stylesheet && link !== undefined) {
      const kept = withoutInlinedPreloads(Array.isArray(link) ? link.join(', ') : String(link), stylesheet);
      if (kept) res.setHeader('link', kept);
      else res.removeHeader('link');
    }
    // The body is not the one Next measured and tagged.
    res.removeHeader('content-length');
    res.removeHeader('etag');
    if (encoding) {
      res.setHeader('content-encoding', encoding);
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return (writeHead as (status: number) => ServerResponse).call(this, typeof status === 'number' ? status : res.statusCode);
  } as ServerResponse['writeHead'];

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!rewriting) return (write as (...a: unknown[]) => boolean).apply(this, args);
    const bytes = chunkBytes(args[0], args[1]);
    if (passesAsItIs(bytes, holding)) {
      out(bytes, false);
    } else {
      const rewritten = deferrer.push(decoder.decode(bytes, { stream: true }));
      holding = deferrer.holding() || !endsOnCharacter(bytes);
      out(rewritten, false);
    }
    callbackOf(args)?.();
    return true;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!rewriting) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const bytes = chunkBytes(args[0], args[1]);
    const rest = deferrer.push(decoder.decode(bytes)) + deferrer.end();
    out(rest, true, () => (end as (cb?: () => void) => ServerResponse).call(res, callbackOf(args)));
    return res;
  } as ServerResponse['end'];
}

const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');
