// `npm run bench`: load figures for pages and API calls next to a static file served by the same
// server in the same run, so the ratios mean something on a shared, noisy machine; then Lighthouse.
//   npm run bench -- [--products 100000] [--databases pglite,postgres] [--servers next,standalone]
//                    [--duration 10] [--connections 50] [--long-tail 1000] [--no-long-tail]
//                    [--no-long-tail-warm-up] [--long-tail-warm-up-seconds 60]
//                    [--no-lighthouse] [--no-taps] [--no-writes] [--no-ai]
// `standalone` loads the API calls again against `npm run api` (the same Hono app without Next in
// front), next to its health call, which makes one trivial database round trip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltApp, startStandaloneApi, type RunningServer } from './server';
import { measure, type LoadResult } from './load';
import { prepareData } from './prepare-data';
import { measureWrites } from './writes';
import { longTailTargets, measureEachOnce, warmUpTarget, WARM_UP } from './long-tail';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const duration = Number(flag('duration', '10'));
const connections = Number(flag('connections', '50'));
const products = Number(flag('products', '3000'));
const databases = flag('databases', 'pglite').split(',') as ('pglite' | 'postgres')[];
const port = Number(flag('port', '3310'));
const servers = flag('servers', 'next,standalone').split(',') as ('next' | 'standalone')[];
const longTailEach = Number(flag('long-tail', '1000'));
const longTailWarmUp = !args.includes('--no-long-tail-warm-up');
const longTailWarmUpSeconds = Number(flag('long-tail-warm-up-seconds', String(WARM_UP.seconds)));
if (!(longTailWarmUpSeconds >= 0)) throw new Error('--long-tail-warm-up-seconds takes a number of seconds');

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * A file of the build as it is: the bundler's runtime script, named in the home page (the
 * stylesheets are inlined into the pages). Not `/icon.svg`: that is a metadata route, answered
 * through the app router like a page.
 */
async function staticFile(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  // `data-src`: the site server defers the page's scripts (ADR 7).
  const scripts = [...html.matchAll(/<script (?:src|type="text\/x-deferred" data-src)="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]);
  const file = scripts.find((src) => src.includes('/turbopack-')) ?? scripts[0];
  if (!file) throw new Error('no script file on the home page');
  return file;
}

/**
 * The static file as Next serves it, read from disk and compressed for each request: the baseline
 * issue 18's goals were set against. Pages ask for it by its bare name, which the site server now
 * answers from memory (server/site/build-files.ts), about ten times as fast; a name with a query
 * is left to Next. The bench measures both, and keeps Next's as the baseline so that the ratios
 * still compare with the issue's and with earlier runs.
 */
const throughNext = (path: string) => `${path}?through=next`;

/** What every browser sends: the answers measured are the ones visitors get. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Seeded targets looked up through the API, at their canonical URLs (no redirect in the loop),
 * asked for as a browser asks. The last two ask without compression, the product page against
 * the static file, for the figures of a client that accepts none.
 */
async function targets(base: string): Promise<Target[]> {
  const [product] = (await json<{ items: { id: number; slug: string; categoryId: number }[] }>(`${base}/api/v1/supplierproducts/catalog?paging.pageSize=1`)).items;
  const [category] = (await json<{ items: { id: number; slug: string }[] }>(`${base}/api/v1/categories?filter.isLeaf=true&paging.pageSize=1`)).items;
  const staticPath = await staticFile(base);
  const productPath = `/products/${product.id}/${encodeURIComponent(product.slug)}`;
  return [
    { name: 'static file (baseline)', path: throughNext(staticPath) },
    { name: 'static file from memory', path: staticPath },
    { name: 'icon (metadata route)', path: '/icon.svg' },
    { name: 'product page', path: productPath },
    { name: 'category listing page', path: `/products/category/${category.id}/${encodeURIComponent(category.slug)}` },
    // Views of the same list: its second page, and its first page in another order (ADR 10).
    { name: 'category listing, page 2', path: `/products/category/${category.id}/${encodeURIComponent(category.slug)}?page=2` },
    { name: 'category listing, by price', path: `/products/category/${category.id}/${encodeURIComponent(category.slug)}?sort=price-asc` },
    { name: 'home page', path: '/' },
    { name: 'API: supplier-product catalogue', path: `/api/v1/supplierproducts/catalog?filter.categoryId=${category.id}&paging.pageSize=20` },
    { name: 'API: search suggestions', path: `/api/v1/searches/suggestions?key=${encodeURIComponent('میلگرد')}` },
    { name: 'API: site menu', path: '/api/v1/categories/site-menu?categoryTypes=Product' },
    { name: 'static file, uncompressed (baseline)', path: throughNext(staticPath), uncompressed: true, baseline: 'static file, uncompressed (baseline)' },
    { name: 'product page, uncompressed', path: productPath, uncompressed: true, baseline: 'static file, uncompressed (baseline)' },
  ];
}

/**
 * `uncompressed`: asked for without Accept-Encoding; `baseline`: the target this one is compared
 * with, the first of the list when not given.
 */
type Target = { name: string; path: string; uncompressed?: boolean; baseline?: string };

/** Loads each target in turn; each ratio is against its baseline, measured on the same server. */
async function measureAll(kind: string, label: string, server: RunningServer, list: Target[]) {
  const results: LoadResult[] = [];
  for (const target of list) {
    const result = await measure(server.url, target.name, target.path, { connections, duration, headers: target.uncompressed ? {} : BROWSER });
    console.log(`[${kind}${label}] ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}`);
    results.push(result);
  }
  const baselineOf = (target: Target) => results.find((r) => r.name === (target.baseline ?? list[0].name))!.requestsPerSecond;
  return results.map((r, i) => ({ ...r, throughputVsBaseline: Math.round((r.requestsPerSecond / baselineOf(list[i])) * 100) / 100 }));
}

const runs = [];
for (const kind of databases) {
  const data = await prepareData(kind, products);
  const run: { database: string; results?: unknown[]; longTail?: unknown[]; standaloneApi?: unknown[]; writes?: unknown; siteServerPeakMemoryMb?: number | null } = { database: kind };
  try {
    let apiTargets: Target[] = [];
    if (servers.includes('next')) {
      // The write benchmark updates faster than a person may (server/http/write-limit.ts).
      const server = await startBuiltApp({ port, env: { ...data.env, WRITE_LIMIT_PER_MINUTE: '1000000', WRITE_LIMIT_PER_HOUR: '100000000' } });
      try {
        const list = await targets(server.url);
        apiTargets = list.filter((t) => t.path.startsWith('/api/'));
        const results = await measureAll(kind, '', server, list);
        // `throughputVsStatic` kept for the README's table and older result files.
        run.results = results.map(({ throughputVsBaseline, ...r }) => ({ ...r, throughputVsStatic: throughputVsBaseline }));
        if (!args.includes('--no-long-tail')) {
          // Next to the static file again, measured just before, so the ratios share the machine's mood.
          const staticRun = await measure(server.url, 'static file (baseline)', list[0].path, { connections, duration, headers: BROWSER });
          const fromMemory = await measure(server.url, 'static file from memory', list[1].path, { connections, duration, headers: BROWSER });
          const vsStatic = (requestsPerSecond: number) => Math.round((requestsPerSecond / staticRun.requestsPerSecond) * 1000) / 1000;
          const withRatio = <T extends { requestsPerSecond: number }>(pass: T) => ({ ...pass, throughputVsStatic: vsStatic(pass.requestsPerSecond) });
          run.longTail = [
            { ...staticRun, throughputVsStatic: 1 },
            withRatio(fromMemory),
          ];
          const rounds = longTailWarmUp ? WARM_UP.maxRounds : 0;
          for (const target of await longTailTargets(server.url, longTailEach, rounds)) {
            // Other paths of the same kind first, in rounds, reported apart: what a node just started pays.
            if (!target.oneAtATime && target.warmUp.length < rounds * target.paths.length) console.log(`[${kind} long tail] ${target.name}: warm-up of ${target.warmUp.length} only, the catalogue has no more`);
            const warmUpRounds = longTailWarmUp ? await warmUpTarget(server.url, target, { connections, headers: BROWSER, seconds: longTailWarmUpSeconds }) : [];
            for (const round of warmUpRounds) console.log(`[${kind} long tail] ${round.name} (${round.distinct}): ${round.requestsPerSecond} req/s, p50 ${round.latencyMs.p50} ms, p99 ${round.latencyMs.p99} ms, non-2xx ${round.non2xx}`);
            const result = await measureEachOnce(server.url, target.name, target.paths, { connections: target.oneAtATime ? 1 : connections, headers: BROWSER });
            console.log(`[${kind} long tail] ${target.name} (${result.distinct}): ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}`);
            // `warmUp`, the first round: the one warm-up pass of earlier result files. `warmUpRounds`, every round.
            const warmUp = warmUpRounds.length ? { warmUp: withRatio(warmUpRounds[0]), warmUpRounds: warmUpRounds.map(withRatio) } : {};
            run.longTail.push({ ...withRatio(result), ...warmUp });
          }
        }
        // Before the writes, which run with their own load: the peak of the reads above.
        run.siteServerPeakMemoryMb = server.peakMemoryMb();
        console.log(`[${kind}] site server's peak memory so far: ${run.siteServerPeakMemoryMb ?? 'unknown'} MB`);
        if (!args.includes('--no-writes')) {
          const writes = await measureWrites(server.url, data.env.DATA_DIR, { connections, duration });
          console.log(`[${kind}] writes: ${writes.updatesPerSecond} updates/s (p99 ${writes.updateLatencyMs.p99} ms); product page ${writes.productPageAlone.requestsPerSecond} req/s alone, ${writes.productPageDuringUpdates.requestsPerSecond} req/s during ${writes.productPageDuringUpdates.updatesPerSecondMeanwhile} updates/s (${writes.productPageRatio}×)`);
          run.writes = writes;
        }
      } finally {
        await server.stop();
      }
    }
    if (servers.includes('standalone')) {
      // After the site has stopped: only one process may open a PGlite data directory.
      const api = await startStandaloneApi({ port: port + 1, env: data.env });
      try {
        if (!apiTargets.length) apiTargets = (await targets(api.url)).filter((t) => t.path.startsWith('/api/'));
        const list: Target[] = [{ name: 'API health, one database round trip (baseline)', path: '/api/v1/health' }, ...apiTargets];
        run.standaloneApi = await measureAll(kind, ' standalone API', api, list);
      } finally {
        await api.stop();
      }
    }
  } finally {
    await data.dispose();
  }
  runs.push(run);
}

const report = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, products, connections, durationSeconds: duration, runs };
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `load-${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);

/** The browser benchmarks, each starting a server of its own: Lighthouse, then the phone's taps (ADR 9). */
const TSX = path.join(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs');
for (const [skip, file] of [
  ['--no-lighthouse', 'lighthouse.ts'],
  ['--no-taps', 'taps.ts'],
  ['--no-ai', 'ai-eval.ts'],
] as const) {
  if (args.includes(skip)) continue;
  const child = spawnSync(process.execPath, [TSX, path.join(import.meta.dirname, file)], { stdio: 'inherit' });
  if (child.status !== 0) process.exitCode = child.status ?? 1;
}
