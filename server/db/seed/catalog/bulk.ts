import { sql } from 'drizzle-orm';
import type { Db } from '../../client';

type Rows<T> = { rows: T[] };
export const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Column name → PostgreSQL type, in insert order. */
export type ColumnTypes = Record<string, string>;

/**
 * Inserts many rows with one statement per batch: the rows travel as one JSON parameter and
 * `json_to_recordset` unpacks them. One parameter per batch behaves the same on PGlite and on
 * node-postgres and avoids the 65,535-parameter limit of a multi-row VALUES list.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: ColumnTypes,
  rows: Record<string, unknown>[],
  batchSize = 2000,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const list = names.map((n) => `"${n}"`).join(', ');
  const definition = names.map((n) => `"${n}" ${columns[n]}`).join(', ');
  for (let start = 0; start < rows.length; start += batchSize) {
    const json = JSON.stringify(rows.slice(start, start + batchSize));
    await db.execute(
      sql`INSERT INTO ${sql.raw(`"${table}"`)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_to_recordset(${json}::json) AS x(${sql.raw(definition)})`,
    );
  }
}

/**
 * Reserves `count` ids from a table's sequence, so rows can be inserted with their ids known
 * (children and image paths need them) and concurrent writers still get ids of their own.
 */
export async function reserveIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::bigint AS id FROM generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}

/**
 * Runs a large load with the tables' secondary indexes dropped, then builds them again from
 * their saved definitions: building a trigram index once is far cheaper than updating it per row.
 */
export async function withIndexesDeferred<T>(db: Db, tables: string[], load: () => Promise<T>): Promise<T> {
  const result = await db.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      AND NOT EXISTS (
        SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u')
      )`);
  const indexes = rowsOf<{ name: string; definition: string }>(result);
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  const value = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return value;
}

export async function analyze(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`ANALYZE "${table}"`));
}

/**
 * Inside the seeding transaction, skips the per-row foreign-key triggers while `load` runs: the
 * generator writes parents before children by construction, and the checks cost about half the
 * load time. Needs a superuser (PGlite always is); otherwise the checks simply stay on.
 */
export async function withForeignKeyChecksDeferred<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const result = await db.execute(sql`SELECT rolsuper AS "super" FROM pg_roles WHERE rolname = current_user`);
  const superuser = rowsOf<{ super: boolean }>(result)[0]?.super === true;
  if (!superuser) return load();
  await db.execute(sql`SET LOCAL session_replication_role = replica`);
  try {
    return await load();
  } finally {
    await db.execute(sql`SET LOCAL session_replication_role = origin`);
  }
}
