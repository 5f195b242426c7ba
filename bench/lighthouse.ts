// `npm run bench:lighthouse`: Lighthouse 12 (mobile) on the home page, a category page and a
// product page of the built app, `--runs` times each (3); writes the median run's four category
// scores and key timings, with every run's performance score, as JSON.
// Lighthouse stays out of package.json (its own `third-party-web: latest` pin breaks installs):
// it runs through `npx --yes lighthouse@12` with Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltApp, type RunningServer } from './server';

const args = process.argv.slice(2);
const flag = (name: string, fallback?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(flag('port', '3320'));
const runs = Number(flag('runs', '3'));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Scores = Record<(typeof CATEGORIES)[number], number | null>;
type PageResult = { name: string; url: string; scores: Scores; metrics: Record<string, number | null>; error?: string };

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** A seeded category and product, found through the API rather than assumed. */
async function targets(base: string) {
  const categories = await json<{ items: { id: number; slug: string }[] }>(`${base}/api/v1/categories?filter.isLeaf=true&paging.pageSize=1`);
  const products = await json<{ items: { id: number; slug: string }[] }>(`${base}/api/v1/supplierproducts/catalog?paging.pageSize=1`);
  const category = categories.items[0];
  const product = products.items[0];
  if (!category || !product) throw new Error('the catalogue is empty: seed it first');
  return [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/category/${category.id}/${encodeURIComponent(category.slug)}` },
    { name: 'product', url: `${base}/products/${product.id}/${encodeURIComponent(product.slug)}` },
  ];
}

function lighthouse(name: string, url: string): PageResult {
  const out = path.join(os.tmpdir(), `lighthouse-${name}-${process.pid}.json`);
  const run = spawnSync(
    'npx',
    ['--yes', 'lighthouse@12', url, `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`, '--quiet', `--only-categories=${CATEGORIES.join(',')}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', timeout: 240_000 },
  );
  const empty = { scores: Object.fromEntries(CATEGORIES.map((c) => [c, null])) as Scores, metrics: {} };
  if (run.status !== 0 || !fs.existsSync(out)) {
    return { name, url, ...empty, error: (run.stderr || run.error?.message || `exit ${run.status}`).trim().slice(-2000) };
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const metric = (id: string) => report.audits?.[id]?.numericValue ?? null;
  return {
    name,
    url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories?.[c]?.score == null ? null : Math.round(report.categories[c].score * 100)])) as Scores,
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      serverResponseMs: metric('server-response-time'),
      transferBytes: metric('total-byte-weight'),
    },
    ...(report.runtimeError ? { error: report.runtimeError.message } : {}),
  };
}

/**
 * The run with the median performance score, carrying every run's score: Lighthouse varies from
 * run to run, and its authors advise the median of several (on this machine the first paint is
 * sometimes held back a second or two by the headless browser itself).
 */
function medianRun(all: PageResult[]): PageResult & { performanceRuns: (number | null)[] } {
  const performanceRuns = all.map((r) => r.scores.performance);
  const sorted = [...all].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], performanceRuns };
}

/**
 * One GET, asked again once if the connection was dropped: after a Lighthouse run the pooled
 * keep-alive socket is often one the server has already closed.
 */
async function visit(url: string): Promise<void> {
  try {
    await (await fetch(url)).arrayBuffer();
  } catch {
    await (await fetch(url)).arrayBuffer();
  }
}

const given = flag('base-url');
let server: RunningServer | undefined;
const base = given ?? (server = await startBuiltApp({ port, env: { SITE_URL: `http://127.0.0.1:${port}` } })).url;
const results: PageResult[] = [];
try {
  for (const target of await targets(base)) {
    // Rendered, and kept by the page cache from the second visit on; measure what visitors normally get.
    await visit(target.url);
    await visit(target.url);
    const result = medianRun(Array.from({ length: runs }, () => lighthouse(target.name, target.url)));
    console.log(`${target.name}: ${JSON.stringify(result.scores)} (performance in ${runs} runs: ${result.performanceRuns.join(', ')})${result.error ? ` (error: ${result.error.split('\n')[0]})` : ''}`);
    results.push(result);
  }
} finally {
  await server?.stop();
}

const report = { at: new Date().toISOString(), formFactor: 'mobile', lighthouse: '12', chrome: chromePath, results };
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `lighthouse-${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);
if (results.some((r) => r.error)) process.exitCode = 1;
