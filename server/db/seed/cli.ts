/**
 * Seeds the configured database (DATABASE_URL, or PGlite in DATA_DIR) with the demo data (the demo
 * accounts and a catalogue of any size), after applying pending migrations:
 *
 *   npm run db:seed -- --demo --products 100000 [--seed 7] [--suppliers 5000] [--reset]
 *
 * --demo is required: the demo accounts include an admin whose phone number is in the README, so
 * seeding them is always a deliberate act (a production server never does it by itself).
 * Without --reset it only fills what is empty: the whole demo on a fresh database, or the
 * catalogue when only categories and users exist. --reset empties every table first but the
 * rows the migrations write (the membership plans, the trade document types: empty-tables.ts).
 * PGlite lets one process open a data directory: stop the dev server before seeding it.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../client';
import { env } from '../../../lib/config/env';
import { seedIfEmpty } from './seed-if-empty';
import { emptyApplicationTables } from './empty-tables';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const USAGE = `usage: npm run db:seed -- --demo [--products 3000] [--seed 1] [--suppliers N] [--reset]

  --demo       required: seeds the demo accounts (an admin among them) and a demo catalogue
  --products   supplier products to generate (100000 and 1000000 for benchmarks)
  --seed       seed number; the same number gives the same data
  --suppliers  suppliers to generate (by default in proportion to --products)
  --reset      empty every table first, the migrations' plans and document types kept (otherwise only an empty catalogue is filled)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '3000' },
      seed: { type: 'string', default: '1' },
      suppliers: { type: 'string' },
      reset: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.demo) {
    console.error(`Nothing seeded: pass --demo to seed the demo accounts and catalogue on purpose.\n\n${USAGE}`);
    process.exit(2);
  }
  const integer = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const n = Number(value.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
    return n;
  };
  return {
    products: integer('products', values.products)!,
    seed: integer('seed', values.seed)!,
    suppliers: integer('suppliers', values.suppliers),
    reset: values.reset,
  };
}

async function count(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
  return rowsOf<{ n: number }>(result)[0].n;
}

async function main() {
  const options = readOptions();
  const config = env();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const { db } = database;
  const started = Date.now();
  const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
  const catalog = { products: options.products, seed: options.seed, suppliers: options.suppliers, log };
  try {
    if (options.reset) {
      await emptyApplicationTables(db);
      log('emptied every table but the migrations\' reference data');
    }
    // seedIfEmpty seeds everything on an empty database, or the catalogue alone onto categories
    // seeded before it existed; it does nothing when a catalogue is there.
    if (!(await seedIfEmpty(db, catalog))) {
      console.error('The catalogue is already seeded; run again with --reset to replace it.');
      process.exitCode = 1;
      return;
    }
    log('seeded');
    // A bulk load leaves the visibility map empty until autovacuum comes by: counts such as a
    // product's offers (an index-only scan) read every offer's page instead: 5 ms, not 0.5 ms.
    await db.execute(sql`VACUUM (ANALYZE)`);
    log('vacuumed');
    for (const table of ['suppliers', 'base_products', 'supplier_products', 'supplier_product_property_values']) {
      log(`${table}: ${await count(db, table)}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  // parseArgs rejects an unknown or malformed option with a code of its own.
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
