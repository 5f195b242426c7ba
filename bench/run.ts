// `npm run bench`: load figures for pages and API calls next to a static file served by the same
// server in the same run, so the ratios mean something on a shared, noisy machine; then Lighthouse.
//   npm run bench -- [--products 100000] [--databases pglite,postgres] [--duration 10] [--connections 50] [--no-lighthouse]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltApp } from './server';
import { measure, type LoadResult } from './load';
import { prepareData } from './prepare-data';

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

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Seeded targets looked up through the API, at their canonical URLs (no redirect in the loop). */
async function targets(base: string) {
  const [product] = (await json<{ items: { id: number; slug: string; categoryId: number }[] }>(`${base}/api/v1/supplierproducts/catalog?paging.pageSize=1`)).items;
  const [category] = (await json<{ items: { id: number; slug: string }[] }>(`${base}/api/v1/categories?filter.isLeaf=true&paging.pageSize=1`)).items;
  return [
    { name: 'static file (baseline)', path: '/icon.svg' },
    { name: 'product page', path: `/products/${product.id}/${encodeURIComponent(product.slug)}` },
    { name: 'category listing page', path: `/products/category/${category.id}/${encodeURIComponent(category.slug)}` },
    { name: 'home page', path: '/' },
    { name: 'API: supplier-product catalogue', path: `/api/v1/supplierproducts/catalog?filter.categoryId=${category.id}&paging.pageSize=20` },
    { name: 'API: search suggestions', path: `/api/v1/searches/suggestions?key=${encodeURIComponent('میلگرد')}` },
    { name: 'API: site menu', path: '/api/v1/categories/site-menu?categoryTypes=Product' },
  ];
}

const runs = [];
for (const kind of databases) {
  const data = await prepareData(kind, products);
  const server = await startBuiltApp({ port, env: data.env });
  const results: LoadResult[] = [];
  try {
    for (const target of await targets(server.url)) {
      const result = await measure(server.url, target.name, target.path, { connections, duration });
      console.log(`[${kind}] ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}`);
      results.push(result);
    }
  } finally {
    await server.stop();
    await data.dispose();
  }
  const baseline = results[0].requestsPerSecond;
  runs.push({
    database: kind,
    results: results.map((r) => ({ ...r, throughputVsStatic: Math.round((r.requestsPerSecond / baseline) * 100) / 100 })),
  });
}

const report = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, products, runs };
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `load-${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);

if (!args.includes('--no-lighthouse')) {
  const lighthouse = spawnSync(process.execPath, [path.join(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs'), path.join(import.meta.dirname, 'lighthouse.ts')], { stdio: 'inherit' });
  process.exitCode = lighthouse.status ?? 1;
}
