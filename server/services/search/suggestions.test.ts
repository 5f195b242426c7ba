import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { publishDataChanged } from '../../events/data-changed';
import { rowsOf } from '../list-query';
import { groupsFromDatabase, groupsFromKeptNames, suggest, type Ask } from './suggestions';
import { keptSupplierNames, readKeptSuppliers, UNINDEXED_SUPPLIERS_AT_MOST } from './kept-suppliers';
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

  it('leaves out a product no supplier offers any more, and shows the next one instead', async () => {
    const db = ctx.database.db;
    let key: string | undefined;
    let six: { id: number }[] = [];
    for (const candidate of keys) {
      six = (await groupsFromKeptNames(db, { ...(await ask(candidate)), limit: 6 })).products;
      if (six.length === 6) {
        key = candidate;
        break;
      }
    }
    expect(key, 'a key with six offered products').toBeDefined();
    // The best of them loses its offers: the sixth takes its place.
    const offers = rowsOf<{ id: number }>(await db.execute(sql`UPDATE supplier_products SET is_active = false WHERE base_product_id = ${six[0].id} AND is_active RETURNING id::int AS id`));
    try {
      const five = (await groupsFromKeptNames(db, await ask(key!))).products;
      expect(five.map((p) => p.id)).toEqual(six.slice(1).map((p) => p.id));
    } finally {
      await db.execute(sql`UPDATE supplier_products SET is_active = true WHERE id = ANY(${sql.param(offers.map((o) => o.id))}::int[])`);
    }
    expect((await groupsFromKeptNames(db, await ask(key!))).products.map((p) => p.id)).toEqual(six.slice(0, 5).map((p) => p.id));
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

  describe('kept suppliers after a change of one of them', () => {
    type Kept = Awaited<ReturnType<typeof keptSupplierNames>>;
    /** What the kept columns say of every supplier they still show, by id: what a full read gives. */
    const shownBy = (kept: Kept) => {
      const shown = new Map<number, { name: string; letters: number; tenths: number; bits: number }>();
      for (let at = 0; at < kept.ids.length; at++) {
        if (kept.replaced.has(at)) continue;
        expect(shown.has(kept.ids[at]), `supplier ${kept.ids[at]} shown once`).toBe(false);
        shown.set(kept.ids[at], { name: kept.names[at], letters: kept.letters[at], tenths: kept.ratingTenths[at], bits: kept.typeBits[at] });
      }
      return shown;
    };
    const someActive = async (count: number) =>
      rowsOf<{ id: number; name: string; searchName: string; rating: string; types: string[] }>(
        await ctx.database.db.execute(
          sql`SELECT id::int AS id, name, search_name AS "searchName", rating::text AS rating, category_types AS types FROM suppliers WHERE is_active ORDER BY id DESC LIMIT ${count}`,
        ),
      );
    const restore = async (rows: Awaited<ReturnType<typeof someActive>>) => {
      for (const row of rows) {
        await ctx.database.db.execute(
          sql`UPDATE suppliers SET name = ${row.name}, search_name = ${row.searchName}, rating = ${row.rating}::numeric, category_types = ${sql.param(row.types)}::text[], is_active = true WHERE id = ${row.id}`,
        );
        publishDataChanged({ entity: 'supplier', id: row.id });
      }
    };

    it('reads only the changed suppliers, and then keeps what reading them all would keep', async () => {
      const db = ctx.database.db;
      const [renamed, switchedOff, rerated, retyped] = await someActive(4);
      await keptSupplierNames(db);
      const select = vi.spyOn(db, 'select');
      try {
        const newName = 'بازرگانی زعفران‌زار';
        await db.execute(sql`UPDATE suppliers SET name = ${newName}, search_name = ${normalizePersian(newName)} WHERE id = ${renamed.id}`);
        await db.execute(sql`UPDATE suppliers SET is_active = false WHERE id = ${switchedOff.id}`);
        await db.execute(sql`UPDATE suppliers SET rating = 1.5 WHERE id = ${rerated.id}`);
        await db.execute(sql`UPDATE suppliers SET category_types = ARRAY['ConsultingService']::text[] WHERE id = ${retyped.id}`);
        for (const { id } of [renamed, switchedOff, rerated, retyped]) publishDataChanged({ entity: 'supplier', id });
        // Announced twice: read once.
        publishDataChanged({ entity: 'supplier', id: renamed.id });
        const kept = await keptSupplierNames(db);
        expect(select).toHaveBeenCalledTimes(1);
        expect(kept.indexed, 'the changed ones beyond the index').toBeLessThan(kept.ids.length);
        expect(shownBy(kept)).toEqual(shownBy(await readKeptSuppliers(db)));
        expect(shownBy(kept).has(switchedOff.id)).toBe(false);

        // Matched by the new name only; the new rating and types order and filter as in SQL.
        for (const key of [normalizePersian(newName), renamed.searchName, rerated.searchName, retyped.searchName])
          for (const type of [undefined, 'ConsultingService', 'Product'] as const) {
            const question = await ask(key, type);
            expect((await groupsFromKeptNames(db, question)).suppliers, `${key} ${type}`).toEqual((await groupsFromDatabase(db, question)).suppliers);
          }

        // A second change of one already beyond the index replaces it there too.
        await db.execute(sql`UPDATE suppliers SET rating = 4.5 WHERE id = ${renamed.id}`);
        publishDataChanged({ entity: 'supplier', id: renamed.id });
        expect(shownBy(await keptSupplierNames(db))).toEqual(shownBy(await readKeptSuppliers(db)));
      } finally {
        select.mockRestore();
        await restore([renamed, switchedOff, rerated, retyped]);
      }
      expect(shownBy(await keptSupplierNames(db))).toEqual(shownBy(await readKeptSuppliers(db)));
    });

    it('follows a change announced while the one before is still being read', async () => {
      const db = ctx.database.db;
      const [first, second] = await someActive(2);
      await keptSupplierNames(db);
      try {
        await db.execute(sql`UPDATE suppliers SET rating = 0.5 WHERE id = ${first.id}`);
        publishDataChanged({ entity: 'supplier', id: first.id });
        const reading = keptSupplierNames(db);
        await db.execute(sql`UPDATE suppliers SET is_active = false WHERE id = ${second.id}`);
        publishDataChanged({ entity: 'supplier', id: second.id });
        const after = await keptSupplierNames(db);
        expect(shownBy(await reading).get(first.id)?.tenths).toBe(5);
        expect(shownBy(after).get(first.id)?.tenths).toBe(5);
        expect(shownBy(after).has(second.id)).toBe(false);
      } finally {
        await restore([first, second]);
      }
    });

    it('reads them all again when too many have changed, or a change names none', async () => {
      const db = ctx.database.db;
      const all = await someActive(1_000);
      await keptSupplierNames(db);
      for (let beyond = 0; beyond <= UNINDEXED_SUPPLIERS_AT_MOST; beyond += all.length) {
        for (const { id } of all) publishDataChanged({ entity: 'supplier', id });
        await keptSupplierNames(db);
      }
      const afresh = await keptSupplierNames(db);
      expect(afresh.indexed).toBe(afresh.ids.length);
      expect(afresh.replaced.size).toBe(0);

      publishDataChanged({ entity: 'supplier', id: all[0].id });
      const patched = await keptSupplierNames(db);
      expect([patched.indexed, patched.ids.length, patched.replaced.size]).toEqual([afresh.ids.length, afresh.ids.length + 1, 1]);
      publishDataChanged({ entity: 'supplier' });
      const named = await keptSupplierNames(db);
      expect(named.indexed).toBe(named.ids.length);
      expect(shownBy(named)).toEqual(shownBy(await readKeptSuppliers(db)));
    });
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
