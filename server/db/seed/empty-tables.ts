import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './catalog/bulk';

/**
 * Rows the migrations write (0011: the membership plans, the trade document types): reference data
 * the application reads and never makes, so emptying the tables must not take it. `--reset` once
 * did, and every membership read then failed (no base plan) until the database was made anew.
 */
export const MIGRATION_DATA_TABLES = ['membership_plans', 'trade_document_types'] as const;

/** Empties every application table but the migrations' rows; the migrations journal lives in its own schema and stays. */
export async function emptyApplicationTables(db: Db): Promise<void> {
  const result = await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const kept = new Set<string>(MIGRATION_DATA_TABLES);
  const tables = rowsOf<{ tablename: string }>(result)
    .map((r) => r.tablename)
    .filter((name) => !kept.has(name))
    .map((name) => `"${name}"`);
  if (tables.length) await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}
