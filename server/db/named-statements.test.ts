import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createTestDatabase, postgresEnabled, type TestDatabase } from '../testing/test-database';
import { NamedStatementsClient, planDependsOnValues, STATEMENTS_PER_CONNECTION, statementName, withStatementName } from './named-statements';
import { suppliers } from './schema';

describe('naming statements', () => {
  it('names a text the same way every time, differently from another text, within PostgreSQL\'s 63 bytes', () => {
    const name = statementName('SELECT $1::int');
    expect(name).toBe(statementName('SELECT $1::int'));
    expect(name).not.toBe(statementName('SELECT $1::int + 1'));
    expect(name).toMatch(/^bz_[0-9a-f]{40}$/);
  });

  it('names a statement with values, whether they come beside it or in it, and keeps what it carries', () => {
    const types = { getTypeParser: () => String };
    const named = withStatementName({ text: 'SELECT $1::int', rowMode: 'array', types }, [1]);
    expect(named).toEqual({ text: 'SELECT $1::int', rowMode: 'array', types, name: statementName('SELECT $1::int') });
    expect(withStatementName({ text: 'SELECT $1::int', values: [1] }, undefined)).toHaveProperty('name', statementName('SELECT $1::int'));
  });

  it('names a statement given as text with values', () => {
    expect(withStatementName('SELECT $1::int', [1])).toEqual({ text: 'SELECT $1::int', name: statementName('SELECT $1::int') });
  });

  it('leaves a statement unnamed without values, with a name of its own, or submitting itself (a cursor)', () => {
    for (const [config, values] of [
      [{ text: 'SELECT 1; SELECT 2' }, undefined],
      ['SELECT 1; SELECT 2', undefined],
      [{ text: 'SELECT 1' }, []],
      [{ text: 'SELECT $1::int', name: 'supplier_product_detail' }, [1]],
      [{ text: 'SELECT $1::int', values: [1], submit: () => undefined }, undefined],
    ] as const) {
      expect(withStatementName(config, values)).toBe(config);
    }
  });

  it('leaves unnamed what matches text by pattern or resemblance, whose plan depends on the words', () => {
    for (const text of [
      'SELECT id FROM t WHERE name LIKE $1',
      'SELECT id FROM t WHERE name ilike $1',
      'SELECT id FROM t WHERE $1 <% name',
      'SELECT id FROM t WHERE name %> $1',
      'SELECT id FROM t WHERE name % $1',
      'SELECT id FROM t ORDER BY name <-> $1',
      'SELECT similarity(name, $1) FROM t',
      'SELECT word_similarity($1, name) FROM t',
    ]) {
      expect(planDependsOnValues(text), text).toBe(true);
      expect(withStatementName({ text }, ['سیمان'])).not.toHaveProperty('name');
    }
    expect(planDependsOnValues('SELECT id FROM likes WHERE id = $1')).toBe(false);
  });
});

describe('named statements on PostgreSQL', async () => {
  if (!(await postgresEnabled())) {
    it.skip('PostgreSQL not available', () => {});
    return;
  }
  let database: TestDatabase;
  let pool: pg.Pool;
  const prepared = async () =>
    (await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name LIKE 'bz\\_%'")).rows.map((row) => row.name);

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
    // One connection, so every query below meets the statements of the ones before.
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: NamedStatementsClient });
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await database?.close();
  });

  it('parses a statement once per connection and answers from it each time', async () => {
    for (const n of [1, 2, 3]) expect((await pool.query<{ n: number }>('SELECT $1::int * 2 AS n', [n])).rows).toEqual([{ n: n * 2 }]);
    expect((await prepared()).filter((name) => name === statementName('SELECT $1::int * 2 AS n'))).toHaveLength(1);
  });

  it('names the statements Drizzle sends, and leaves text matched by pattern and several commands as they were', async () => {
    const db = drizzle(pool);
    await db.select({ id: suppliers.id }).from(suppliers).where(sql`${suppliers.id} = ${1}`);
    await db.execute(sql`SELECT count(*) FROM suppliers WHERE search_name LIKE ${'%سیمان%'}`);
    expect((await pool.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as pg.QueryResult[]).toHaveLength(2);
    const names = await prepared();
    expect(names).toContain(statementName('select "id" from "suppliers" where "suppliers"."id" = $1'));
    expect(names).not.toContain(statementName('SELECT count(*) FROM suppliers WHERE search_name LIKE $1'));
  });

  it(`names at most ${STATEMENTS_PER_CONNECTION} texts on a connection, the first it meets, and sends the rest unnamed`, async () => {
    const before = (await prepared()).length;
    const texts = Array.from({ length: STATEMENTS_PER_CONNECTION + 20 }, (_, i) => `SELECT $1::int + ${i} AS n`);
    for (const [i, text] of texts.entries()) expect((await pool.query<{ n: number }>(text, [1])).rows[0].n).toBe(1 + i);
    const names = await prepared();
    expect(names).toHaveLength(STATEMENTS_PER_CONNECTION);
    expect(names).toContain(statementName(texts[STATEMENTS_PER_CONNECTION - before - 1]));
    expect(names).not.toContain(statementName(texts.at(-1)!));
    // Those it named still answer from their statements.
    expect((await pool.query<{ n: number }>(texts[0], [5])).rows[0].n).toBe(5);
  });
});
