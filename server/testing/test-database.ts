import crypto from 'node:crypto';
import { describe } from 'vitest';
import { openDatabase, useDatabaseForTests, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed-if-empty';
import { env } from '../../lib/config/env';

export type DatabaseKind = 'pglite' | 'postgres';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function adminUrl(): string {
  return env().TEST_DATABASE_URL ?? env().DATABASE_URL ?? DEFAULT_ADMIN_URL;
}

let postgresAvailable: Promise<boolean> | undefined;

/** Whether PostgreSQL tests run: always in CI (failing there if it is absent), else if reachable. */
export function postgresEnabled(): Promise<boolean> {
  postgresAvailable ??= (async () => {
    if (env().CI) return true;
    const { Client } = await import('pg');
    const client = new Client({ connectionString: adminUrl(), connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      console.warn(
        `PostgreSQL tests skipped: no server at ${adminUrl()} (set TEST_DATABASE_URL; CI requires it).`,
      );
      return false;
    }
  })();
  return postgresAvailable;
}

/**
 * A fresh, migrated database of its own: PGlite in memory, or a new PostgreSQL database created
 * with a UTF-8 ctype (Persian trigram search needs it) and dropped on close.
 */
/** A test database; a PostgreSQL one says where it is, for other processes to share it. */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(kind: DatabaseKind, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  let database: TestDatabase;
  if (kind === 'pglite') {
    database = await openDatabase({});
  } else {
    const { Client } = await import('pg');
    const name = `bazargah_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const opened = await openDatabase({ databaseUrl: url.toString() });
    database = {
      ...opened,
      url: url.toString(),
      close: async () => {
        await opened.close();
        const dropper = new Client({ connectionString: adminUrl() });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  // A smaller catalogue than the demo's keeps each fresh database quick to seed.
  if (options.seed !== false) await seedIfEmpty(database.db, { products: 1200, seed: 1 });
  return database;
}

/**
 * Runs a suite once per database kind; the app under test uses that database.
 * `ctx.database` is set before the suite's own `beforeAll` hooks run.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: { database: Database; kind: DatabaseKind }) => void,
  options: { seed?: boolean } = {},
) {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe(`${name} [${kind}]`, async () => {
      if (kind === 'postgres' && !(await postgresEnabled())) {
        describe.skip('PostgreSQL not available', () => {});
        return;
      }
      const ctx = { kind } as { database: Database; kind: DatabaseKind };
      const { beforeAll, afterAll } = await import('vitest');
      beforeAll(async () => {
        ctx.database = await createTestDatabase(kind, options);
        useDatabaseForTests(ctx.database);
      }, 60_000);
      afterAll(async () => {
        useDatabaseForTests(undefined);
        await ctx.database?.close();
      });
      suite(ctx);
    });
  }
}
