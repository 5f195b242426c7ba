import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { publishDataChanged } from '../../events/data-changed';
import { rowsOf } from '../list-query';
import { groupsFromDatabase, groupsFromKeptNames, suggest, type Ask } from './suggestions';
import { readKeptSuppliers } from './kept-suppliers';
import { nameMatcher, prepareSearch, textMatches, textRank } from './trigram';
import { vocabulary } from './spelling';
import { baseProducts } from '../../db/schema';
import { normalizePersian } from '../../../lib/persian/normalize';
import type { CategoryType } from '../../../api/contract/enums';

describeEachDatabase('suggestions from kept names', (ctx) => {
  let keys: string[];

  beforeAll(async () => {
    // Words of the catalogue's own names, their starts, pairs of words and one or two letters.
    const names = rowsOf<{ name: string }>(
      await ctx.database.db.execute(sql`
        (SELECT search_name AS name FROM categories ORDER BY id LIMIT 40)
        UNION ALL (SELECT search_name FROM base_products ORDER BY id DESC LIMIT 80)
        UNION ALL (SELECT search_name FROM suppliers ORDER BY id LIMIT 40)`),
    ).map((r) => r.name);
    const found = new Set<string>(['ی', 'سی', 'ب', 'xqzvw', '12']);
    for (const name of names) {
      const words = name.split(' ');
      found.add(words[0]);
      found.add([...words[0]].slice(0, 3).join(''));
      if (words.length > 1) found.add(`${words[1]} ${words[0]}`);
    }
    keys = [...found];
  });

  const ask = async (key: string, type?: CategoryType): Promise<Ask> => ({ search: (await prepareSearch(ctx.database.db, key))!, type, limit: 5, loose: false });

  it('finds and orders what the database finds for the same text', async () => {
    expect(keys.length).toBeGreaterThan(150);
    for (const key of keys) {
      for (const type of [undefined, 'Product', 'ConsultingService'] as const) {
        const question = await ask(key, type);
        expect(await groupsFromKeptNames(ctx.database.db, question), `${key} ${type ?? ''}`).toEqual(await groupsFromDatabase(ctx.database.db, question));
      }
    }
  });

  it('matches and ranks each name as the database does', async () => {
    const db = ctx.database.db;
    const all = await db.select({ id: baseProducts.id, name: baseProducts.searchName }).from(baseProducts);
    for (const key of keys) {
      const { search } = await ask(key);
      const fromDatabase = await db
        .select({ id: baseProducts.id, rank: textRank(baseProducts.searchName, search) })
        .from(baseProducts)
        .where(textMatches(baseProducts.searchName, search))
        .orderBy(baseProducts.id);
      const { matches, rank } = nameMatcher(search);
      const inMemory = all.filter((p) => matches(p.name)).map((p) => ({ id: p.id, rank: rank(p.name) }));
      expect(inMemory.sort((a, b) => a.id - b.id), key).toEqual(fromDatabase);
    }
  });

  it('answers from memory until a change of categories is announced', async () => {
    const db = ctx.database.db;
    const [parent] = rowsOf<{ id: number; type: string }>(await db.execute(sql`SELECT id::int AS id, category_type AS type FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1`));
    // Other cement categories make the strict pass answer (a text matching nothing kept would go
    // to the database's loose pass and find the new row there).
    const cement = { key: 'سیمان', limit: 20 };
    expect((await suggest(db, cement)).categories.length).toBeGreaterThan(0);
    await db.execute(sql`
      INSERT INTO categories (code, name, search_name, slug, category_type, parent_id, level, is_root, is_leaf, is_active, sort_order)
      VALUES ('kept-names-test', 'سیمان زعفرانی', 'سیمان زعفرانی', 'saffron', ${parent.type}, ${parent.id}, 2, false, true, true, 0)`);
    try {
      const before = await suggest(db, cement);
      expect(before.categories.map((c) => c.name)).not.toContain('سیمان زعفرانی');
      publishDataChanged({ entity: 'category' });
      const after = await suggest(db, cement);
      expect(after.categories.map((c) => c.name)).toContain('سیمان زعفرانی');
    } finally {
      await db.execute(sql`DELETE FROM categories WHERE code = 'kept-names-test'`);
      publishDataChanged({ entity: 'category' });
    }
  });

  it('answers suppliers from memory until a change of suppliers is announced, and shows them as they are now', async () => {
    const db = ctx.database.db;
    const [supplier] = rowsOf<{ id: number; name: string; searchName: string }>(
      await db.execute(sql`SELECT id::int AS id, name, search_name AS "searchName" FROM suppliers WHERE is_active ORDER BY id LIMIT 1`),
    );
    const named = (found: Awaited<ReturnType<typeof suggest>>) => found.suppliers.map((s) => s.name);
    const renamed = 'بازرگانی زعفران‌زار';
    const question = { key: normalizePersian(renamed), limit: 20 };
    expect(named(await suggest(db, { key: supplier.searchName, limit: 20 }))).toContain(supplier.name);
    await db.execute(sql`UPDATE suppliers SET name = ${renamed}, search_name = ${normalizePersian(renamed)} WHERE id = ${supplier.id}`);
    try {
      // Matched by the kept name until the change is announced, shown as the row is now.
      expect(named(await suggest(db, { key: supplier.searchName, limit: 20 }))).toContain(renamed);
      publishDataChanged({ entity: 'supplier', id: supplier.id });
      expect(named(await suggest(db, question))).toEqual([renamed]);
      expect(named(await suggest(db, { key: supplier.searchName, limit: 20 }))).not.toContain(renamed);

      // One no longer active is not shown, even before the change is announced.
      await db.execute(sql`UPDATE suppliers SET is_active = false WHERE id = ${supplier.id}`);
      expect(named(await suggest(db, question))).not.toContain(renamed);
    } finally {
      await db.execute(sql`UPDATE suppliers SET name = ${supplier.name}, search_name = ${supplier.searchName}, is_active = true WHERE id = ${supplier.id}`);
      publishDataChanged({ entity: 'supplier', id: supplier.id });
    }
  });

  it('reads the kept suppliers in parts as at once, each active supplier once', async () => {
    const db = ctx.database.db;
    const whole = await readKeptSuppliers(db);
    const [{ active }] = rowsOf<{ active: number }>(await db.execute(sql`SELECT count(*)::int AS active FROM suppliers WHERE is_active`));
    expect(whole.ids.length).toBe(active);
    expect(new Set(whole.ids).size).toBe(active);
    // In parts of seven, and in one part as large as the whole (then one more, empty, read ends it).
    for (const perRead of [7, active]) expect(await readKeptSuppliers(db, perRead), String(perRead)).toEqual(whole);
  });

  describe('when nothing holds the whole text', () => {
    // The loose pass is the only one that opens a transaction (for its settings).
    const resemblanceAsked = () => vi.spyOn(ctx.database.db, 'transaction');
    afterEach(() => vi.restoreAllMocks());
    const nothingHolds = async (key: string) => {
      const found = await groupsFromKeptNames(ctx.database.db, await ask(key));
      return !found.categories.length && !found.products.length && !found.suppliers.length;
    };

    it('finds the names holding each of its words, without asking for resemblance', async () => {
      const db = ctx.database.db;
      const names = rowsOf<{ name: string }>(await db.execute(sql`SELECT search_name AS name FROM base_products WHERE is_active ORDER BY id`)).map((r) => r.name);
      const firstWords = [...new Set(names.map((name) => name.split(' ')[0]).filter((word) => [...word].length >= 4 && !/\d/.test(word)))];
      let key: string | undefined;
      for (const a of firstWords) {
        for (const b of firstWords) if (a !== b && !key && (await nothingHolds(`${a} ${b}`))) key = `${a} ${b}`;
        if (key) break;
      }
      expect(key, 'two first words of products that no name holds together').toBeDefined();
      const asked = resemblanceAsked();
      const found = await suggest(db, { key: key!, limit: 10 });
      const [a, b] = key!.split(' ');
      expect(found.products.length).toBeGreaterThan(0);
      for (const product of found.products) expect(normalizePersian(product.name).includes(a) || normalizePersian(product.name).includes(b), product.name).toBe(true);
      expect(asked).not.toHaveBeenCalled();
    });

    it('asks for resemblance only when a word may be misspelt', async () => {
      const db = ctx.database.db;
      const words = await vocabulary(db);
      let known: string | undefined;
      for (const word of words.keys()) if (!known && [...word].length >= 4 && (await nothingHolds(word))) known = word;
      expect(known, 'a word of the offers that no category, product or supplier name holds').toBeDefined();
      const asked = resemblanceAsked();
      expect(await suggest(db, { key: known!, limit: 5 })).toMatchObject({ categories: [], products: [], suppliers: [] });
      expect(asked).not.toHaveBeenCalled();

      // A word the catalogue has nowhere, not even as the start of a word: it may be a typo.
      const unknown = 'ژپچگژپ';
      expect(words.has(unknown)).toBe(false);
      expect(await suggest(db, { key: unknown, limit: 5 })).toMatchObject({ categories: [], products: [], suppliers: [] });
      expect(asked).toHaveBeenCalledTimes(1);
    });
  });
});
