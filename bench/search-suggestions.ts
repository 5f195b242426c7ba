// Server time of search calls on a large catalogue: `npx tsx bench/search-suggestions.ts
// [--products 100000] [--postgres | --database-url URL] [--data-dir DIR] [--repeat 7]`. Seeds a
// fresh database (PGlite in memory, a PGlite directory or a PostgreSQL database given by URL,
// each reused when already seeded, or a scratch PostgreSQL database that is dropped afterwards),
// calls the in-process app and writes JSON to
// bench/results. Timings are the median and worst of the repeats after one warm-up call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, useDatabaseForTests as serveDatabase, type Database } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed/seed-if-empty';
import { createApp } from '../server/app';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    postgres: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    repeat: { type: 'string', default: '7' },
  },
});
const products = Number(values.products);
const repeat = Number(values.repeat);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function open(): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (values['database-url']) return { database: await openDatabase({ databaseUrl: values['database-url'] }) };
  if (!values.postgres) return { database: await openDatabase({ dataDir: values['data-dir'] }) };
  const { Client } = await import('pg');
  const name = `bazargah_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    const dropper = new Client({ connectionString: ADMIN_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { database, drop };
}

const SUGGESTIONS = [
  ['one letter', 'م'],
  ['two letters', 'سی'],
  ['word being typed', 'میلگ'],
  ['whole word', 'میلگرد'],
  ['Arabic keyboard', 'سيمان تيپ ٢'],
  ['typo (substitution)', 'سیران'],
  ['typo (swap)', 'میلرگد'],
  ['two words', 'کابل افشان'],
  ['supplier name', 'فولاد سپاهان'],
  ['no match', 'qqqzzzxxx'],
] as const;

const CATALOG = [
  ['no filter, newest', ''],
  ['category subtree', 'filter.categoryId=1'],
  ['text, relevance', `filter.text=${encodeURIComponent('میلگرد')}`],
  ['text with typo', `filter.text=${encodeURIComponent('سیران')}`],
  ['text + price sort', `filter.text=${encodeURIComponent('سیمان')}&sorting.field=price`],
  ['city', 'filter.cityId=1'],
  ['deep page', 'paging.pageNumber=500&paging.pageSize=20'],
] as const;

async function time(app: ReturnType<typeof createApp>, url: string) {
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i <= repeat; i++) {
    const started = performance.now();
    const res = await app.request(url);
    await res.arrayBuffer();
    status = res.status;
    if (i > 0) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { status, medianMs: round(samples[Math.floor(samples.length / 2)]), maxMs: round(samples.at(-1)!) };
}

const { database, drop } = await open();
try {
  const seedStarted = Date.now();
  await seedIfEmpty(database.db, { products, seed: 1 });
  const seedMs = Date.now() - seedStarted;
  const counted = await database.db.execute(sql`SELECT count(*)::int AS n FROM supplier_products`);
  const offers = (counted as unknown as { rows: { n: number }[] }).rows[0].n;
  serveDatabase(database);
  const app = createApp();
  const results = [];
  for (const [name, key] of SUGGESTIONS) {
    const result = await time(app, `/api/v1/searches/suggestions?key=${encodeURIComponent(key)}`);
    console.log(`suggestions, ${name}: ${result.medianMs} ms (worst ${result.maxMs})`);
    results.push({ call: 'suggestions', name, key, ...result });
  }
  for (const [name, query] of CATALOG) {
    const result = await time(app, `/api/v1/supplierproducts/catalog?${query}`);
    console.log(`catalog, ${name}: ${result.medianMs} ms (worst ${result.maxMs})`);
    results.push({ call: 'catalog', name, query, ...result });
  }
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg().map((l) => Math.round(l * 10) / 10) },
    database: database.kind,
    supplierProducts: offers,
    seedMs,
    repeat,
    notes: 'Catalogue totals are cached for 30 s, so the repeats after the warm-up time the page query alone.',
    results,
  };
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `search-${database.kind}-${offers}-${report.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
} finally {
  serveDatabase(undefined);
  await database.close();
  await drop?.();
}
