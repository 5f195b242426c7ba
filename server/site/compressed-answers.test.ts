import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, compressorFor, createCompressedAnswers } from './compressed-answers';

const LIST = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'میلگرد آجدار' })) });
const json = (body: string, headers: Record<string, string> = {}, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
const get = (acceptEncoding?: string, method = 'GET') => new Request('http://site/api/v1/units', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
  });

  it('prefers gzip for a body under 16 kB, whose brotli encoder would cost more to set up than it saves', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', 2_500)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate, br, zstd', 16 * 1024)).toBe('br');
    expect(chooseEncoding('br', 2_500)).toBe('br');
    expect(chooseEncoding('identity', 2_500)).toBeNull();
  });
});

/** The window a brotli stream declares in its first bits (RFC 7932 §9.1), as a power of two. */
function brotliWindowBits(stream: Uint8Array): number {
  let bit = 0;
  const read = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++, bit++) value |= ((stream[bit >> 3] >> (bit & 7)) & 1) << i;
    return value;
  };
  if (read(1) === 0) return 16;
  const n = read(3);
  if (n !== 0) return 17 + n;
  const m = read(3);
  return m === 0 ? 17 : 8 + m;
}

async function streamed(encoding: 'br' | 'gzip', body: string): Promise<Buffer> {
  const compressor = compressorFor(encoding);
  const chunks: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => compressor.on('end', resolve));
  compressor.end(body);
  await ended;
  return Buffer.concat(chunks);
}

describe('compress', () => {
  const BIG = LIST.repeat(40);

  it('compresses small bodies and large ones (on the thread pool) so that they decompress as they were', async () => {
    expect(BIG.length).toBeGreaterThan(64 * 1024);
    for (const body of [LIST, BIG]) {
      expect(zlib.brotliDecompressSync(await compress(Buffer.from(body), 'br')).toString()).toBe(body);
      expect(zlib.gunzipSync(await compress(Buffer.from(body), 'gzip')).toString()).toBe(body);
    }
  });

  it('gives brotli a window no larger than the body, and a streamed page 256 kB, not the 4 MB default', async () => {
    // The default window made every encoder allocate and fault in megabytes (issue 18).
    expect(brotliWindowBits(await compress(Buffer.from(LIST), 'br'))).toBe(Math.ceil(Math.log2(Buffer.byteLength(LIST))));
    expect(brotliWindowBits(await compress(Buffer.from(BIG), 'br'))).toBe(Math.ceil(Math.log2(Buffer.byteLength(BIG))));
    expect(brotliWindowBits(zlib.brotliCompressSync(Buffer.from(LIST)))).toBe(22);
    const page = await streamed('br', BIG);
    expect(brotliWindowBits(page)).toBe(18);
    expect(zlib.brotliDecompressSync(page).toString()).toBe(BIG);
    expect(zlib.gunzipSync(await streamed('gzip', BIG)).toString()).toBe(BIG);
  });
});

describe('createCompressedAnswers', () => {
  it('compresses an answer as the client accepts it, with a weak ETag and Vary', async () => {
    const { compressed } = createCompressedAnswers();
    const BIG = LIST.repeat(10);
    const br = await compressed(get('gzip, br'), json(BIG, { etag: '"list-1"' }));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe('W/"list-1"');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(await bytes(br)).toString()).toBe(BIG);
    const gz = await compressed(get('gzip'), json(BIG, { etag: '"list-1"' }));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gz)).toString()).toBe(BIG);
  });

  it('sends a small answer as gzip to a client that takes it, and keeps that copy for the ETag', async () => {
    const { compressed, copies } = createCompressedAnswers();
    expect(Buffer.byteLength(LIST)).toBeLessThan(16 * 1024);
    for (let i = 0; i < 2; i++) {
      const small = await compressed(get('gzip, deflate, br'), json(LIST, { etag: '"list-1"' }));
      expect(small.headers.get('content-encoding')).toBe('gzip');
      expect(zlib.gunzipSync(await bytes(small)).toString()).toBe(LIST);
    }
    expect(copies.stats()).toMatchObject({ hits: 1, entries: 1 });
    const brOnly = await compressed(get('br'), json(LIST, { etag: '"list-1"' }));
    expect(brOnly.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(brOnly)).toString()).toBe(LIST);
  });

  it('sends the copy kept for an ETag instead of compressing the body again', async () => {
    const { compressed, copies } = createCompressedAnswers();
    await compressed(get('br'), json(LIST, { etag: '"list-1"' }));
    // The same tag names the same body; what is read the second time is never compressed.
    const again = await compressed(get('br'), json(LIST.replace('میلگرد', 'تیرآهن'), { etag: '"list-1"' }));
    expect(zlib.brotliDecompressSync(await bytes(again)).toString()).toBe(LIST);
    expect(copies.stats().hits).toBe(1);
    const other = await compressed(get('br'), json(LIST.replace('میلگرد', 'تیرآهن'), { etag: '"list-2"' }));
    expect(zlib.brotliDecompressSync(await bytes(other)).toString()).toContain('تیرآهن');
  });

  it('compresses an answer without an ETag every time, keeping nothing', async () => {
    const { compressed, copies } = createCompressedAnswers();
    const response = await compressed(get('gzip'), json(LIST));
    expect(zlib.gunzipSync(await bytes(response)).toString()).toBe(LIST);
    expect(copies.stats().entries).toBe(0);
  });

  it('leaves alone what is small, not text, a stream of events, not a 200, a HEAD, or asked for without compression', async () => {
    const { compressed } = createCompressedAnswers();
    const small = await compressed(get('br'), json('{"ok":true}', { etag: '"s"' }));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('{"ok":true}');
    const png = await compressed(get('br'), new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } }));
    expect(png.headers.get('content-encoding')).toBeNull();
    const events = await compressed(get('br'), new Response('data: x\n\n'.repeat(200), { headers: { 'content-type': 'text/event-stream' } }));
    expect(events.headers.get('content-encoding')).toBeNull();
    const notModified = await compressed(get('br'), new Response(null, { status: 304, headers: { etag: '"list-1"' } }));
    expect(notModified.status).toBe(304);
    const head = await compressed(get('br', 'HEAD'), json(LIST));
    expect(head.headers.get('content-encoding')).toBeNull();
    const plain = await compressed(get(), json(LIST));
    expect(await plain.text()).toBe(LIST);
  });
});
