// `npm run bench`: load figures for pages and API calls next to a static file served by the same
// server in the same run, so the ratios mean something on a shared, noisy machine. Writes JSON.
import fs from 'node:fs';
import path from 'node:path';
import { startBuiltApp } from './server';
import { measure, type LoadResult } from './load';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const duration = Number(flag('duration', '10'));
const connections = Number(flag('connections', '50'));
const port = Number(flag('port', '3310'));

const TARGETS: { name: string; path: string }[] = [
  { name: 'static file (baseline)', path: '/icon.svg' },
  { name: 'home page', path: '/' },
  { name: 'API: health', path: '/api/v1/health' },
  { name: 'API: site menu', path: '/api/v1/categories/site-menu?categoryTypes=Product' },
];

const server = await startBuiltApp({ port });
const results: LoadResult[] = [];
try {
  for (const target of TARGETS) {
    const result = await measure(server.url, target.name, target.path, { connections, duration });
    console.log(`${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`);
    results.push(result);
  }
} finally {
  await server.stop();
}

const baseline = results[0].requestsPerSecond;
const report = {
  at: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  results: results.map((r) => ({ ...r, throughputVsStatic: Math.round((r.requestsPerSecond / baseline) * 100) / 100 })),
};
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `load-${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);
