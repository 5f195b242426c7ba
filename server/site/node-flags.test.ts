import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { STREAM_BROTLI_OPTIONS } from './compressed-answers';
import { SITE_SERVER_ENV, SITE_SERVER_NODE_FLAGS, siteServerEnv } from './node-flags.mjs';

it('starts Node with the site server flags, which it accepts, and with a young generation of 32 MB semi-spaces', () => {
  // Filling the young generation grows it to its largest: 32 MB a semi-space, not V8's 16.
  const script = `let kept = []; for (let i = 0; i < 3e6; i++) { kept.push({ i, s: 'x' + i }); if (kept.length > 50000) kept = []; }
    const young = require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    console.log(Math.round(young.space_size / 1048576));`;
  const run = spawnSync(process.execPath, [...SITE_SERVER_NODE_FLAGS, '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(Number(run.stdout.trim())).toBeGreaterThan(32);
});

/** Runs a script in a Node with only the environment given, and returns what it printed. */
function runWithEnv(env: Record<string, string>, script: string, ...args: string[]): string {
  // Only what the test sets: an operator's MALLOC_* or GLIBC_TUNABLES would change the answer.
  const run = spawnSync(process.execPath, ['--expose-gc', '-e', script, ...args], { encoding: 'utf8', env: { NODE_ENV: 'test', PATH: process.env.PATH, ...env } });
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

/**
 * How far the main heap grows for 51 MB of 3 MB buffers, after one of 8 MB was freed: glibc then
 * serves buffers up to 8 MB from the heap, unless told where its bound stays. Null when the 8 MB
 * buffer itself came from the heap, where the test would show nothing.
 */
function heapGrowthMb(env: Record<string, string>): number | null {
  const script = `const fs = require('node:fs');
    const heap = () => { const line = fs.readFileSync('/proc/self/maps', 'utf8').split('\\n').find((l) => l.endsWith('[heap]'));
      if (!line) return 0; const [from, to] = line.split(' ')[0].split('-').map((n) => parseInt(n, 16)); return (to - from) / 1048576; };
    (async () => {
      const start = heap();
      let large = Buffer.alloc(8 << 20, 1);
      const own = heap() - start < 4;
      large = null; gc(); await new Promise((r) => setTimeout(r, 50)); gc();
      const before = heap(); const kept = [];
      for (let i = 0; i < 17; i++) kept.push(Buffer.alloc(3 << 20, 1));
      console.log(own ? Math.round(heap() - before) : 'null');
    })();`;
  return JSON.parse(runWithEnv(env, script)) as number | null;
}

/**
 * Page faults a streamed page's Brotli encoder costs, over 40 pages of 240 kB compressed one after
 * another, after ten to warm up. libuv's four pool threads compress them in turn, each in an arena
 * of its own, as in the server: measured here, 359 a page with a 128 kB bound, 150–330 with the
 * site server's mapping bound but glibc's trim bound, 8–22 with both of the site server's.
 */
function faultsPerStreamedPage(env: Record<string, string>): number {
  const script = `const fs = require('node:fs'); const zlib = require('node:zlib');
    const options = JSON.parse(process.argv[1]);
    const faults = () => Number(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[7]);
    const page = Buffer.from(Array.from({ length: 5000 }, (_, i) => '<li class="c' + (i % 40) + '">کالای شمارهٔ ' + i + '</li>').join(''));
    const once = () => new Promise((done) => { const c = zlib.createBrotliCompress(options); c.on('data', () => {}); c.on('close', done); c.end(page); });
    (async () => {
      for (let i = 0; i < 10; i++) await once();
      const before = faults();
      for (let i = 0; i < 40; i++) await once();
      console.log((faults() - before) / 40);
    })();`;
  return Number(runWithEnv(env, script, JSON.stringify(STREAM_BROTLI_OPTIONS)));
}

const glibc = Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);
// The fault counts below are of 4 kB pages.
const pageSize = process.platform === 'linux' ? Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout) : 0;

it.runIf(glibc && process.platform === 'linux')("keeps large buffers out of the main heap with the site server's environment, after a larger one was freed", () => {
  const without = heapGrowthMb({});
  expect(without, 'the 8 MB buffer came from the heap: nothing to compare').not.toBeNull();
  expect(without).toBeGreaterThan(30);
  expect(heapGrowthMb(siteServerEnv({}))).toBeLessThan(5);
});

it.runIf(glibc && pageSize === 4096)("reuses a streamed page's Brotli memory for the next with the site server's environment, where a 128 kB bound maps and faults it in again", () => {
  expect(faultsPerStreamedPage({ MALLOC_MMAP_THRESHOLD_: String(128 * 1024) })).toBeGreaterThan(200);
  expect(faultsPerStreamedPage(siteServerEnv({}))).toBeLessThan(60);
});

it("leaves the operator's own malloc settings as they are", () => {
  expect(siteServerEnv({ PORT: '3000' })).toEqual({ ...SITE_SERVER_ENV, PORT: '3000' });
  expect(siteServerEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
});

it('the image starts the site server with the same flags and environment', () => {
  const dockerfile = fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy/Dockerfile'), 'utf8');
  for (const [name, value] of Object.entries(SITE_SERVER_ENV)) expect(dockerfile).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'm'));
  expect(dockerfile).toContain(`CMD ${JSON.stringify(['node', ...SITE_SERVER_NODE_FLAGS, 'server/site/serve.mjs']).replace(/,/g, ', ')}`);
});
