import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { baseProducts, categories, cities, merchants, supplierProducts, suppliers, users } from './schema';
import { rowsOf } from './seed/catalog/bulk';
import { canonicalPersian, normalizePersian } from '../../lib/persian/normalize';

const MIGRATION = readFileSync(join(__dirname, 'migrations', '0031_alef_madda_folded.sql'), 'utf8');

/** Migration 0031 on rows written before search read «آ» as «ا». */
describeEachDatabase('search columns folded by migration 0031', (ctx) => {
  const db = () => ctx.database.db;
  const migrate = async () => {
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));
  };
  const named = [baseProducts, categories, suppliers, supplierProducts, cities] as const;

  it('folds every stored search name, and the offers kept by name follow', async () => {
    // Back as an older server wrote them: the canonical text, «آ» kept.
    let unfolded = 0;
    for (const table of named) {
      for (const row of await db().select({ id: table.id, name: table.name }).from(table)) {
        if (!row.name.includes('آ')) continue;
        await db().update(table).set({ searchName: canonicalPersian(row.name) }).where(eq(table.id, row.id));
        unfolded++;
      }
    }
    expect(unfolded).toBeGreaterThan(20);
    await migrate();
    for (const table of named) {
      for (const row of await db().select({ name: table.name, searchName: table.searchName }).from(table)) expect(row.searchName, row.name).toBe(normalizePersian(row.name));
    }
    const [{ kept, counted }] = rowsOf<{ kept: string; counted: string }>(
      await db().execute(sql`
        SELECT (SELECT string_agg(search_name || '=' || active_offers, ',' ORDER BY search_name) FROM supplier_product_names WHERE active_offers <> 0) AS kept,
               (SELECT string_agg(search_name || '=' || n, ',' ORDER BY search_name)
                  FROM (SELECT search_name, count(*) AS n FROM supplier_products WHERE is_active GROUP BY search_name) o) AS counted`),
    );
    expect(kept).toBe(counted);
    expect(kept).not.toContain('آ');
  });

  it('gives a merchant the folded name only where no other merchant holds it', async () => {
    const [owner] = await db().select({ id: users.id }).from(users).limit(1);
    const add = (name: string, normalizedName: string, slug: string) =>
      db().insert(merchants).values({ name, normalizedName, slug, ownerUserId: owner.id }).returning({ id: merchants.id }).then(([m]) => m.id);
    const alone = await add('آوند پارس', 'آوند پارس', 'avand');
    const taken = await add('آرین تجارت', 'آرین تجارت', 'arin');
    await add('ارین تجارت', 'ارین تجارت', 'arin-2');
    const older = await add('آبا کالا', 'آبا کالا', 'aba');
    const later = await add('ابآ کالا', 'ابآ کالا', 'aba-2');
    await migrate();
    const nameOf = async (id: number) => (await db().select({ n: merchants.normalizedName }).from(merchants).where(eq(merchants.id, id)))[0].n;
    expect(await nameOf(alone)).toBe('اوند پارس');
    expect(await nameOf(taken)).toBe('آرین تجارت');
    expect(await nameOf(older)).toBe('ابا کالا');
    expect(await nameOf(later)).toBe('ابآ کالا');
  });
});
