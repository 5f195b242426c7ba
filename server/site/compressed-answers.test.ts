import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, createCompressedAnswers } from './compressed-answers';

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
});

describe('createCompressedAnswers', () => {
  it('compresses an answer as the client accepts it, with a weak ETag and Vary', async () => {
    const { compressed } = createCompressedAnswers();
    const br = await compressed(get('gzip, br'), json(LIST, { etag: '"list-1"' }));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe('W/"list-1"');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(await bytes(br)).toString()).toBe(LIST);
    const gz = await compressed(get('gzip'), json(LIST, { etag: '"list-1"' }));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gz)).toString()).toBe(LIST);
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
