import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { env, type Env } from '../../lib/config/env';
import { logger } from '../logger';
import { closeOnShutdown } from '../shutdown';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), 'server/db/migrations');

/**
 * Opens a database and, unless told not to, creates the extensions it needs and applies every
 * pending migration (idempotent: each migration runs once, recorded in drizzle's journal).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  migrate?: boolean;
}): Promise<Database> {
  const migrateNow = options.migrate ?? true;
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { NamedStatementsClient } = await import('./named-statements');
    // A connection keeps the statements it named (named-statements.ts) until it is replaced:
    // replaced every half hour, it names what is asked now.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, Client: NamedStatementsClient, maxLifetimeSeconds: 30 * 60 });
    // An idle client dropped by the server (restart, failover, a test dropping its database)
    // must not crash the process; the pool replaces it on the next query.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL client failed'));
    const db = drizzle(pool, { schema });
    if (migrateNow) {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migrate(db, { migrationsFolder: MIGRATIONS });
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir = options.dataDir;
  if (dataDir && dataDir !== 'memory://') {
    dataDir = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  if (migrateNow) {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await migrate(db, { migrationsFolder: MIGRATIONS });
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

type Holder = { promise?: Promise<Database>; override?: Database };
// One database per process, kept on globalThis so dev reloads do not open PGlite twice.
const holder: Holder = ((globalThis as { __bazargahDb?: Holder }).__bazargahDb ??= {});

/**
 * What a starting server does to its database. Migrations run only for the embedded database (no
 * one else can open it) or when MIGRATE_ON_START says so; a shared PostgreSQL is migrated by
 * `npm run db:migrate` as a release step. Demo data (among it an admin with a published phone
 * number) is seeded on first start in development only; elsewhere only `db:seed -- --demo` does it.
 */
export function startupPlan(config: Pick<Env, 'DATABASE_URL' | 'MIGRATE_ON_START' | 'APP_ENV'>) {
  return {
    migrate: !config.DATABASE_URL || config.MIGRATE_ON_START,
    seedDemo: config.APP_ENV === 'development',
  };
}

/** The process's database, opened once, as `startupPlan` says. */
export function getDatabase(): Promise<Database> {
  if (holder.override) return Promise.resolve(holder.override);
  holder.promise ??= (async () => {
    const config = env();
    const plan = startupPlan(config);
    const started = Date.now();
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      migrate: plan.migrate,
    });
    closeOnShutdown('database', () => database.close());
    if (plan.seedDemo) {
      const { seedIfEmpty } = await import('./seed/seed-if-empty');
      await seedIfEmpty(database.db);
    }
    logger.info({ kind: database.kind, ms: Date.now() - started }, 'database ready');
    return database;
  })().catch((error) => {
    holder.promise = undefined;
    throw error;
  });
  return holder.promise;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests hand the app a database of their own. */
export function useDatabaseForTests(database: Database | undefined): void {
  holder.override = database;
}
