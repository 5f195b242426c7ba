import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptDeferrer, DEFERRED_SCRIPT_TYPE } from './deferred-scripts';
import { endsOnCharacter, withDeferredScripts } from './deferred-scripts-http';
import { createPageCache } from './page-cache';
import { withPageCache } from './page-cache-http';
import type { StylesheetText } from './inlined-stylesheets';

// The compression Next's router applies to everything it sends.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const HEAD =
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script><title>بازارگاه</title></head>';
const BODY = `<body><main>${'<p>میلگرد ساده ۱۲ آجدار</p>'.repeat(300)}</main><script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>`;
const PAGE = HEAD + BODY;
const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', etag: '"next"' };

type Written = { parts: (string | Buffer)[]; headers: Record<string, string>; status?: number; release?: Promise<void> };
type Seen = { acceptEncoding: (string | undefined)[] };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stand-in for Next, compressing as Next does, writing `parts` one write each. */
async function start(written: Written, options: { pageCache?: boolean; stylesheet?: StylesheetText } = {}) {
  const seen: Seen = { acceptEncoding: [] };
  const compress = compression();
  const next = (req: IncomingMessage, res: ServerResponse) =>
    compress(req, res, async () => {
      seen.acceptEncoding.push(req.headers['accept-encoding']);
      res.statusCode = written.status ?? 200;
      for (const [name, value] of Object.entries(written.headers)) res.setHeader(name, value);
      const [last, ...first] = [...written.parts].reverse();
      for (const part of first.reverse()) res.write(part);
      await written.release;
      res.end(last);
    });
  const deferred = withDeferredScripts(next, options.stylesheet);
  const handler = options.pageCache ? withPageCache(createPageCache(1), deferred) : deferred;
  const server = http.createServer(handler as http.RequestListener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** One raw request, its body decompressed as its Content-Encoding says. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET', onBytes?: (soFar: Buffer) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        onBytes?.(Buffer.concat(chunks));
      });
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = body.byteLength > 0 ? res.headers['content-encoding'] : undefined;
        const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
        resolve({ status: res.statusCode!, headers: res.headers, body, text: plain.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const deferredCount = (html: string) => html.split(`<script type="${DEFERRED_SCRIPT_TYPE}" data-src=`).length - 1;

describe('withDeferredScripts', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['', undefined],
  ])('asks Next for the page uncompressed, defers its scripts and compresses it (Accept-Encoding "%s")', async (accepted, encoding) => {
    const { base, seen } = await start({ parts: [PAGE.slice(0, 150), PAGE.slice(150)], headers: HTML_HEADERS });
    const answer = await request(`${base}/products/1/x`, accepted ? { 'accept-encoding': accepted } : {});
    expect(seen.acceptEncoding).toEqual([undefined]);
    expect(answer.headers['content-encoding']).toBe(encoding);
    // The body is no longer the one Next measured and tagged.
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
    if (encoding) expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.text).not.toContain('async=""');
    expect(answer.text).not.toContain('rel="preload" as="script"');
    expect(deferredCount(answer.text)).toBe(3);
    expect(answer.text).toContain('<p>میلگرد ساده ۱۲ آجدار</p>'.repeat(300));
    expect(answer.text).toContain('self.__next_f.push');
  });

  it.each([1, 7, 64, 1000])('gives the same page however Next splits it into writes (%i bytes each), inside characters and marks too', async (size) => {
    const bytes = Buffer.from(PAGE);
    const parts = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
    const whole = createScriptDeferrer();
    const expected = whole.push(PAGE) + whole.end();
    const { base } = await start({ parts, headers: HTML_HEADERS });
    const answer = await request(`${base}/products/1/x`, { 'accept-encoding': 'gzip' });
    expect(answer.text).toBe(expected);
    expect(deferredCount(answer.text)).toBe(3);
  });

  const stylesheets: Record<string, string> = { '/_next/static/chunks/base.css': 'body{font-family:vazirmatn}', '/_next/static/chunks/card.css': '.card>h3{margin:0}' };
  const links = Object.keys(stylesheets)
    .map((href) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`)
    .join('');
  const [beforeLinks, afterLinks] = HEAD.split('<title>');
  const splitEvery = (size: number) => {
    const bytes = Buffer.from(`${beforeLinks}${links}<title>${afterLinks}${BODY}`);
    return Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  };

  it.each([
    ['1 byte each', splitEvery(1)],
    ['7 bytes each', splitEvery(7)],
    ['1000 bytes each', splitEvery(1000)],
    ['the links in a write of their own', [beforeLinks, links, `<title>${afterLinks}${BODY}`]],
  ])("puts the build's stylesheets inside the page however Next splits it (%s)", async (_, parts) => {
    const font = '</_next/static/media/v.woff2>; rel=preload; as="font"; crossorigin=""';
    const link = `</_next/static/chunks/base.css>; rel=preload; as="style", ${font}`;
    const { base } = await start({ parts, headers: { ...HTML_HEADERS, link } }, { stylesheet: (href) => stylesheets[href] });
    const answer = await request(`${base}/products/1/x`, { 'accept-encoding': 'br' });
    // A preload of a stylesheet inside the page would have the browser fetch it for nothing.
    expect(answer.headers.link).toBe(font);
    expect(answer.text).toContain(
      '<style data-precedence="next" data-href="/_next/static/chunks/base.css">body{font-family:vazirmatn}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/base.css" data-precedence="next" disabled=""/>' +
        '<style data-precedence="next" data-href="/_next/static/chunks/card.css">.card>h3{margin:0}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/card.css" data-precedence="next" disabled=""/><title>',
    );
    expect(deferredCount(answer.text)).toBe(3);
    expect(answer.text).toContain('<p>میلگرد ساده ۱۲ آجدار</p>'.repeat(300));
  });

  it('sends each part of a streamed page as it comes, compressed', async () => {
    let release!: () => void;
    const { base } = await start({ parts: [HEAD, BODY], headers: HTML_HEADERS, release: new Promise<void>((resolve) => (release = resolve)) });
    let early = '';
    const answer = await request(`${base}/search?q=x`, { 'accept-encoding': 'gzip' }, 'GET', (soFar) => {
      // The head arrives whole while Next still holds the rest of the page back.
      const text = zlib.gunzipSync(soFar, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
      if (!early && text.includes('</head>')) {
        early = text;
        release();
      }
    });
    expect(early).toContain('<title>بازارگاه</title>');
    expect(deferredCount(early)).toBe(2);
    expect(early).not.toContain('<main>');
    expect(deferredCount(answer.text)).toBe(3);
  });

  const URLSET = `<?xml version="1.0" encoding="UTF-8"?><urlset>${Array.from({ length: 400 }, (_, id) => `<url><loc>https://bazargah.ir/products/${id}/%D8%A2%D8%AC%D8%B1</loc></url>`).join('')}</urlset>`;
  const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', etag: '"sitemap"' };

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses other text on these paths, the sitemap say, and changes nothing else in it (Accept-Encoding "%s")', async (accepted, encoding) => {
    const { base, seen } = await start({ parts: [URLSET.slice(0, 5000), URLSET.slice(5000, 9000), URLSET.slice(9000)], headers: XML_HEADERS });
    const answer = await request(`${base}/sitemap/products-0.xml`, { 'accept-encoding': accepted });
    expect(seen.acceptEncoding).toEqual([undefined]);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-length']).toBeUndefined();
    // The same document in another encoding: a weak tag, which If-None-Match still matches.
    expect(answer.headers.etag).toBe('W/"sitemap"');
    expect(answer.text).toBe(URLSET);
    expect(answer.body.byteLength).toBeLessThan(URLSET.length / 5);
  });

  it('sends each part of streamed text as it comes, compressed', async () => {
    let release!: () => void;
    const [first, rest] = [URLSET.slice(0, 8000), URLSET.slice(8000)];
    const { base } = await start({ parts: [first, rest], headers: XML_HEADERS, release: new Promise<void>((resolve) => (release = resolve)) });
    // Should nothing readable come, the rest is let go so that the test fails rather than hangs.
    const fallback = setTimeout(() => release(), 5000);
    let early = '';
    const answer = await request(`${base}/sitemap/products-0.xml`, { 'accept-encoding': 'gzip' }, 'GET', (soFar) => {
      let text = '';
      try {
        text = zlib.gunzipSync(soFar, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
      } catch {
        return; // not gzip: the assertions below say so
      }
      if (!early && text.length > 0) {
        clearTimeout(fallback);
        early = text;
        release();
      }
    });
    expect(early).toBe(first);
    expect(answer.text).toBe(URLSET);
  });

  it('sends a small text of known length as gzip, whose encoder costs less to set up', async () => {
    const text = URLSET.slice(0, 4000);
    const { base } = await start({ parts: [text], headers: { ...XML_HEADERS, 'content-length': String(Buffer.byteLength(text)) } });
    const answer = await request(`${base}/sitemap.xml`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe(text);
  });

  const robots = 'User-Agent: *\nAllow: /\nDisallow: /profile\n';
  it.each([
    ['a text too small to gain', 200, { 'content-type': 'text/plain', 'content-length': String(robots.length) }, robots, 'br'],
    ['an image', 200, { 'content-type': 'image/png' }, 'PNG'.repeat(600), 'br'],
    ['a redirect', 308, { 'content-type': 'text/plain', location: '/products/1/x' }, '/products/1/x'.repeat(100), 'br'],
    ['a missing part', 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not Found'.repeat(200), 'br'],
    ['text the client cannot decompress', 200, XML_HEADERS, URLSET, 'identity'],
  ])('passes %s as Next wrote it', async (_, status, headers, body, accepted) => {
    const { base } = await start({ parts: [body], headers, status });
    const answer = await request(`${base}/robots.txt`, { 'accept-encoding': accepted });
    expect(answer.status).toBe(status);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text).toBe(body);
    if ('etag' in headers) expect(answer.headers.etag).toBe(headers.etag);
  });

  it.each([
    ['a small text', { 'content-type': 'application/xml' }, URLSET.slice(0, 6000), true],
    ['a small page', { 'content-type': 'text/html; charset=utf-8' }, PAGE, true],
    ['a large text', { 'content-type': 'application/xml' }, URLSET.repeat(3), false],
  ])('ends %s given whole within Next’s own call to end', async (_, headers, body, atOnce) => {
    let endedAtOnce: boolean | undefined;
    const next = (req: IncomingMessage, res: ServerResponse) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(body);
      // Next then waits for 'finish', which never comes should the client leave meanwhile.
      endedAtOnce = res.writableEnded;
    };
    const server = http.createServer(withDeferredScripts(next) as http.RequestListener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.text.endsWith(body.slice(-7))).toBe(true);
    expect(endedAtOnce).toBe(atOnce);
  });

  it('passes a small text given whole as it is, though Next sent no length', async () => {
    const { base } = await start({ parts: [robots], headers: { 'content-type': 'text/plain' } });
    const answer = await request(`${base}/robots.txt`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text).toBe(robots);
  });

  it.each([
    ['a small text in two writes', [robots.slice(0, 10), robots.slice(10), ''], undefined],
    ['a text in writes of 200 bytes', Array.from({ length: Math.ceil(URLSET.length / 200) }, (_, i) => URLSET.slice(i * 200, (i + 1) * 200)), 'br'],
  ])('decides on %s once its first bytes are enough to be worth an encoder, or it ends', async (_, parts, encoding) => {
    const { base } = await start({ parts, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const answer = await request(`${base}/robots.txt`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.text).toBe(parts.join(''));
    // Sent plain, it is sent whole, with its length.
    if (!encoding) expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(parts.join(''))));
  });

  it('answers HEAD for a small text as the GET, plain', async () => {
    const { base } = await start({ parts: [robots], headers: { 'content-type': 'text/plain' } });
    const answer = await request(`${base}/robots.txt`, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.byteLength).toBe(0);
  });

  it('sends an error that comes while the head waits with its own status, plain', async () => {
    const next = (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('content-type', 'application/xml');
      res.write('<?xml version="1.0"?><urlset>');
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('خطا'.repeat(400));
    };
    const server = http.createServer(withDeferredScripts(next) as http.RequestListener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text.endsWith('خطا')).toBe(true);
  });

  it('sends a text given whole as gzip when it is small, though Next sent no length', async () => {
    const text = URLSET.slice(0, 4000);
    const { base } = await start({ parts: [text], headers: { 'content-type': 'application/xml' } });
    const answer = await request(`${base}/sitemap.xml`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe(text);
  });

  it('has Next wait while the compressor catches up, so a client that leaves stops the reading', async () => {
    const parts = Array.from({ length: 40 }, () => Buffer.from(URLSET.slice(0, 64 * 1024)));
    let written = 0;
    // As Next's writer does: after a write that returns false, wait for 'drain' (or the end).
    const next = async (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('content-type', 'application/xml');
      for (const part of parts) {
        if (res.destroyed) return;
        written++;
        if (!res.write(part)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
      }
      res.end();
    };
    const server = http.createServer(withDeferredScripts(next) as http.RequestListener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const whole = await request(`${base}/sitemap/products-0.xml`, { 'accept-encoding': 'br' });
    expect(whole.text).toBe(Buffer.concat(parts).toString());
    written = 0;
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}/sitemap/products-0.xml`, { headers: { 'accept-encoding': 'br' }, agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          setTimeout(resolve, 300);
        });
      });
      req.on('error', () => {});
      req.end();
    });
    expect(written).toBeLessThan(parts.length / 2);
  });

  it('lets Next finish a write made after its client left, so that its handler returns', async () => {
    let returned = false;
    // As Next's pipe does when its client leaves: the chunk it had already read is still written,
    // and a write that answers false makes it wait for a 'drain' (one 'close' listener, added first).
    const next = async (_req: IncomingMessage, res: ServerResponse) => {
      let drained!: () => void;
      let wait = new Promise<void>((resolve) => (drained = resolve));
      res.on('drain', () => drained());
      res.once('close', () => drained());
      res.setHeader('content-type', 'application/xml');
      const part = Buffer.from(URLSET.slice(0, 64 * 1024));
      while (!res.destroyed) {
        if (!res.write(part)) await wait;
        wait = new Promise<void>((resolve) => (drained = resolve));
      }
      if (!res.write(part)) await wait;
      returned = true;
    };
    const server = http.createServer(withDeferredScripts(next) as http.RequestListener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => {
      const req = http.request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap/products-0.xml`, { headers: { 'accept-encoding': 'br' }, agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          setTimeout(resolve, 300);
        });
      });
      req.on('error', () => {});
      req.end();
    });
    expect(returned).toBe(true);
  });

  it('passes text Next compressed already as it is', async () => {
    const packed = zlib.gzipSync(URLSET);
    const { base } = await start({ parts: [packed], headers: { ...XML_HEADERS, 'content-encoding': 'gzip' } });
    const answer = await request(`${base}/sitemap.xml`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(packed)).toBe(true);
  });

  it('answers HEAD for other text with the headers of the GET and no body', async () => {
    const { base } = await start({ parts: [URLSET], headers: XML_HEADERS });
    const answer = await request(`${base}/sitemap.xml`, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.etag).toBe('W/"sitemap"');
    expect(answer.body.byteLength).toBe(0);
  });

  it.each([
    ['the private area', '/profile/wallet', {}],
    ["the app router's payloads", '/products/1/x', { rsc: '1' }],
    ["Next's own files", '/_next/static/chunks/a.js', {}],
  ])('leaves %s to Next, scripts and compression included', async (_, path, headers) => {
    const { base, seen } = await start({ parts: [PAGE], headers: HTML_HEADERS });
    const answer = await request(`${base}${path}`, { 'accept-encoding': 'gzip', ...headers });
    expect(seen.acceptEncoding).toEqual(['gzip']);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe(PAGE);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const { base, seen } = await start({ parts: [PAGE], headers: HTML_HEADERS });
    const answer = await request(`${base}/`, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(seen.acceptEncoding).toEqual([undefined]);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.byteLength).toBe(0);
  });

  it('rewrites error pages too, and keeps their status', async () => {
    const { base } = await start({ parts: [PAGE], headers: { 'content-type': 'text/html; charset=utf-8' }, status: 404 });
    const answer = await request(`${base}/products/999999/x`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(deferredCount(answer.text)).toBe(3);
  });

  it('gives the page cache the rewritten, compressed page to keep', async () => {
    const { base, seen } = await start({ parts: [PAGE], headers: HTML_HEADERS }, { pageCache: true });
    // A page is kept from its second request on (page-cache-http.ts).
    await request(`${base}/category/1/x`, { 'accept-encoding': 'br' });
    const first = await request(`${base}/category/1/x`, { 'accept-encoding': 'br' });
    const second = await request(`${base}/category/1/x`, { 'accept-encoding': 'br' });
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(seen.acceptEncoding).toHaveLength(2);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(deferredCount(second.text)).toBe(3);
  });
});

describe('endsOnCharacter', () => {
  it('tells a whole last character from one split across writes', () => {
    const word = Buffer.from('aمی🙂');
    expect(endsOnCharacter(word)).toBe(true);
    expect(endsOnCharacter(word.subarray(0, word.length - 1))).toBe(false);
    expect(endsOnCharacter(word.subarray(0, 3))).toBe(true);
    expect(endsOnCharacter(word.subarray(0, 2))).toBe(false);
    expect(endsOnCharacter(Buffer.from('<p>'))).toBe(true);
    expect(endsOnCharacter(Buffer.alloc(0))).toBe(true);
  });
});
