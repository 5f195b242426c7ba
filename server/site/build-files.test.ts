import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../testing/raw-request';
import { createBuildFiles, isBuildFileRequest } from './build-files';

const request = rawRequest;

const decoded = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(answer.body)
      : answer.body;

// A script of about 60 kB, as compressible as a real one.
const SCRIPT = Array.from({ length: 1500 }, (_, i) => `function f${i}(a){return a.map((x)=>x*${i % 97}).filter(Boolean)}`).join('\n');
const FONT = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));

let dir: string;
let staticDir: string;
const servers: http.Server[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bz-build-files-'));
  staticDir = path.join(dir, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  mkdirSync(path.join(staticDir, 'media'));
  writeFileSync(path.join(staticDir, 'chunks', 'main.js'), SCRIPT);
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.css'), 'body{margin:0}');
  writeFileSync(path.join(staticDir, 'chunks', 'notes.txt'), 'not a build file type');
  writeFileSync(path.join(staticDir, 'media', 'vazir.woff2'), FONT);
  writeFileSync(path.join(dir, 'secret.js'), 'the server’s own file');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

/** The build files in front of a stand-in for Next that answers 404 "next" and notes what it got. */
async function start(maxBytes?: number) {
  const files = createBuildFiles(staticDir, maxBytes);
  const reachedNext: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    reachedNext.push(req.url!);
    res.statusCode = 404;
    res.end('next');
  };
  const server = http.createServer((req, res) => (isBuildFileRequest(req) ? files.serve(req, res, () => next(req, res)) : next(req, res)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reachedNext, files };
}

describe('build files', () => {
  it('answers gzip until brotli is ready, then brotli, each decoding to the file, with the immutable headers', async () => {
    const { base, reachedNext, files } = await start();
    const first = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(['gzip', 'br']).toContain(first.headers['content-encoding']);
    expect(decoded(first).toString()).toBe(SCRIPT);
    expect(first.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.byteLength);

    await files.brotliDone();
    const answer = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).toString()).toBe(SCRIPT);
    expect(answer.body.byteLength).toBeLessThan(SCRIPT.length / 5);

    const gzipOnly = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly).toString()).toBe(SCRIPT);
    const refused = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
    const plain = await request(`${base}/_next/static/chunks/main.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(reachedNext).toEqual([]);
  });

  it('sends fonts and small files as they are, and HEAD without a body', async () => {
    const { base } = await start();
    const font = await request(`${base}/_next/static/media/vazir.woff2`, { 'accept-encoding': 'gzip, br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers.vary).toBeUndefined();
    expect(font.body.equals(FONT)).toBe(true);
    const tiny = await request(`${base}/_next/static/chunks/tiny.css`, { 'accept-encoding': 'gzip, br' });
    expect([tiny.headers['content-encoding'], tiny.headers['content-type'], tiny.body.toString()]).toEqual([undefined, 'text/css; charset=UTF-8', 'body{margin:0}']);
    const head = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.byteLength).toBe(0);
  });

  it('answers a revalidation with 304 and no body, by its ETag or else by its date', async () => {
    const { base, reachedNext } = await start();
    const url = `${base}/_next/static/chunks/main.js`;
    const first = await request(url, { 'accept-encoding': 'gzip' });
    const { etag, 'last-modified': lastModified } = first.headers as Record<string, string>;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const plain = await request(url);
    expect(plain.headers.etag).toBe(etag);

    const validators: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"other", ${etag.slice(2)}` }, { 'if-modified-since': lastModified }, { 'if-none-match': '*' }];
    for (const headers of validators) {
      const again = await request(url, { 'accept-encoding': 'gzip', ...headers });
      expect([again.status, again.body.byteLength, again.headers.etag, again.headers['cache-control']]).toEqual([304, 0, etag, 'public, max-age=31536000, immutable']);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    // A tag of another file wins over a date, and an earlier date or a date that is not one is no match.
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const mismatches: Record<string, string>[] = [{ 'if-none-match': '"other"', 'if-modified-since': lastModified }, { 'if-modified-since': earlier }, { 'if-modified-since': 'yesterday' }];
    for (const headers of mismatches) {
      const full = await request(url, headers);
      expect([full.status, full.body.toString() === SCRIPT]).toEqual([200, true]);
    }
    expect(reachedNext).toEqual([]);
  });

  it('reads a file from disk once: later requests are answered from memory', async () => {
    const { base, reachedNext } = await start();
    expect((await request(`${base}/_next/static/chunks/main.js`)).status).toBe(200);
    rmSync(path.join(staticDir, 'chunks', 'main.js'));
    const again = await request(`${base}/_next/static/chunks/main.js`);
    expect([again.status, again.body.toString() === SCRIPT]).toEqual([200, true]);
    // A file never read before and gone is Next's to answer.
    rmSync(path.join(staticDir, 'media', 'vazir.woff2'));
    expect((await request(`${base}/_next/static/media/vazir.woff2`)).status).toBe(404);
    expect(reachedNext).toEqual(['/_next/static/media/vazir.woff2']);
  });

  it('counts every copy against its bound, brotli included, and keeps no more', async () => {
    const sizes = await (async () => {
      const { base, files } = await start();
      const gzipped = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip' });
      await files.brotliDone();
      const br = await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'br' });
      expect(files.kept.calculatedSize).toBe(SCRIPT.length + gzipped.body.byteLength + br.body.byteLength);
      return { raw: SCRIPT.length, gzip: gzipped.body.byteLength };
    })();

    // Room for the file and its gzip copy, not for brotli as well: kept without it.
    const bound = sizes.raw + sizes.gzip + 100;
    const { base, files } = await start(bound);
    await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip, br' });
    await files.brotliDone();
    expect(files.kept.calculatedSize).toBeLessThanOrEqual(bound);
    expect((await request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('gzip');
    expect(files.diskReads()).toBe(1);

    // A file larger than the bound is answered, and not kept.
    const small = await start(8 * 1024);
    expect((await request(`${small.base}/_next/static/chunks/main.js`)).status).toBe(200);
    expect(small.files.kept.size).toBe(0);
  });

  it('reads a file once for concurrent first requests, and answers them alike', async () => {
    const { base, files } = await start();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(`${base}/_next/static/chunks/main.js`, { 'accept-encoding': 'gzip' })));
    expect(answers.every((a) => a.status === 200 && decoded(a).toString() === SCRIPT)).toBe(true);
    expect(files.kept.size).toBe(1);
    expect(files.diskReads()).toBe(1);
  });

  it('never answers a name outside the static folder, nor one it does not know the type of; Next does', async () => {
    const { base, reachedNext } = await start();
    const odd = [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/..%2F..%2Fsecret.js',
      '/_next/static/chunks%2F..%2F..%2Fsecret.js',
      '/_next/static/chunks//main.js',
      '/_next/static/chunks/main.js%00.css',
      '/_next/static/chunks%5Cmain.js',
      '/_next/static/%E0%A4%A',
      '/_next/static/chunks/notes.txt',
      '/_next/static/',
    ];
    for (const url of odd) {
      const answer = await request(`${base}${url}`);
      expect([url, answer.status, answer.body.toString()]).toEqual([url, 404, 'next']);
    }
    expect(reachedNext).toEqual(odd);
  });

  it('leaves ranges, names with a query and other methods to Next', () => {
    const url = '/_next/static/chunks/main.js';
    expect(isBuildFileRequest({ method: 'GET', url, headers: {} })).toBe(true);
    expect(isBuildFileRequest({ method: 'HEAD', url, headers: {} })).toBe(true);
    expect(isBuildFileRequest({ method: 'GET', url, headers: { range: 'bytes=0-10' } })).toBe(false);
    expect(isBuildFileRequest({ method: 'POST', url, headers: {} })).toBe(false);
    expect(isBuildFileRequest({ method: 'GET', url: '/_next/image?url=x', headers: {} })).toBe(false);
    expect(isBuildFileRequest({ method: 'GET', url: `${url}?through=next`, headers: {} })).toBe(false);
  });
});
