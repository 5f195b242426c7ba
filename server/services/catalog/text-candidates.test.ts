import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { supplierProducts, suppliers } from '../../db/schema';
import { rowsOf } from '../list-query';
import { prepareSearch, textMatches, type SearchText } from '../search/trigram';
import { countCards, supplierIsLive } from './cards';
import { countByNames, offerTextOrder, textCandidates } from './text-candidates';

describeEachDatabase('text search by names', (ctx) => {
  const db = () => ctx.database.db;
  const live = () => and(eq(supplierProducts.isActive, true), supplierIsLive());
  const search = async (text: string) => (await prepareSearch(db(), text))!;

  /** The names table against a count of the offers themselves. */
  async function expectNamesCounted() {
    const [{ kept, counted }] = rowsOf<{ kept: string; counted: string }>(
      await db().execute(sql`
        SELECT (SELECT string_agg(search_name || '=' || active_offers, ',' ORDER BY search_name) FROM supplier_product_names) AS kept,
               (SELECT string_agg(search_name || '=' || n, ',' ORDER BY search_name)
                  FROM (SELECT search_name, count(*) AS n FROM supplier_products WHERE is_active GROUP BY search_name) o) AS counted`),
    );
    expect(kept).toBe(counted);
  }

  /** Every matching offer ranked in SQL, the first `wanted` of them: what the walk over names must give. */
  async function rankedInFull(where: ReturnType<typeof live>, text: SearchText, wanted: number) {
    return db()
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(and(where, textMatches(supplierProducts.searchName, text)))
      .orderBy(...offerTextOrder(text, false))
      .limit(wanted);
  }

  it('keeps each name with its count of active offers through inserts, renames, switching off and deletes', async () => {
    await expectNamesCounted();
    const [offer] = await db().select().from(supplierProducts).where(eq(supplierProducts.isActive, true)).limit(1);
    const { id: _, ...copy } = offer;
    const added = await db()
      .insert(supplierProducts)
      .values([0, 1, 2].map((i) => ({ ...copy, slug: `${copy.slug}-names-${i}`, name: 'لوله مانیسمان آزمایشی', searchName: 'لوله مانیسمان ازمایشی' })))
      .returning({ id: supplierProducts.id });
    await expectNamesCounted();
    await db().update(supplierProducts).set({ searchName: 'لوله مانیسمان دیگر' }).where(eq(supplierProducts.id, added[0].id));
    await expectNamesCounted();
    await db().update(supplierProducts).set({ isActive: false }).where(eq(supplierProducts.searchName, 'لوله مانیسمان ازمایشی'));
    await expectNamesCounted();
    const [{ n }] = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM supplier_product_names WHERE search_name = 'لوله مانیسمان ازمایشی'`));
    expect(n, 'a name no active offer carries is dropped').toBe(0);
    await db().update(supplierProducts).set({ isActive: true }).where(eq(supplierProducts.id, added[1].id));
    await db().update(supplierProducts).set({ price: 1_000 }).where(eq(supplierProducts.id, added[1].id));
    await expectNamesCounted();
    await db().delete(supplierProducts).where(sql`${supplierProducts.id} IN (${added[0].id}, ${added[1].id}, ${added[2].id})`);
    await expectNamesCounted();
  });

  it('counts the offers of writers adding the same names at once', async () => {
    const [offer] = await db().select().from(supplierProducts).where(eq(supplierProducts.isActive, true)).limit(1);
    const { id: _, ...copy } = offer;
    const names = ['پروفیل قوطی همزمان', 'پروفیل قوطی همزمان دیگر'];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db().transaction(async (tx) => {
          const rows = names.map((searchName, j) => ({ ...copy, slug: `${copy.slug}-at-once-${i}-${j}`, name: searchName, searchName }));
          await tx.insert(supplierProducts).values(i % 2 ? rows : rows.reverse());
        }),
      ),
    );
    await expectNamesCounted();
    await db().delete(supplierProducts).where(inArray(supplierProducts.searchName, names));
    await expectNamesCounted();
  });

  it('empties the names with the offers, and counts them afresh after a load with triggers off', async () => {
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE supplier_products CASCADE`);
        const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM supplier_product_names`));
        expect(n).toBe(0);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    await db().execute(sql`UPDATE supplier_product_names SET active_offers = active_offers + 7`);
    await db().execute(sql`SELECT supplier_product_names_recount()`);
    await expectNamesCounted();
  });

  it('reads the best offers name by name in the same order as ranking every match, a few at a time', async () => {
    for (const text of ['سیمان', 'میلگرد', 'لوله', 'سی', 'کابل مسی']) {
      const wanted = 7;
      const words = await search(text);
      const { candidates, complete } = await textCandidates(db(), live(), words, false, wanted);
      expect(candidates.map((c) => c.id), text).toEqual((await rankedInFull(live(), words, wanted)).map((r) => r.id));
      const all = await rankedInFull(live(), words, 100_000);
      expect(complete, text).toBe(all.length <= wanted);
      const whole = await textCandidates(db(), live(), words, false, 100_000);
      expect(whole.candidates.map((c) => c.id), text).toEqual(all.map((r) => r.id));
      expect(whole.complete).toBe(true);
    }
  });

  it('walks on to more names when a narrower search drops most offers of the best ones', async () => {
    const words = await search('سیمان');
    const [{ supplierId }] = await db()
      .select({ supplierId: supplierProducts.supplierId })
      .from(supplierProducts)
      .where(and(live(), textMatches(supplierProducts.searchName, words)))
      .groupBy(supplierProducts.supplierId)
      .orderBy(sql`count(*) DESC`)
      .limit(1);
    const narrowed = and(live(), eq(supplierProducts.supplierId, supplierId));
    const full = await rankedInFull(narrowed, words, 100_000);
    expect(full.length, 'the supplier sells cement under several names').toBeGreaterThan(1);
    const { candidates, complete } = await textCandidates(db(), narrowed, words, false, full.length + 1);
    expect(candidates.map((c) => c.id)).toEqual(full.map((r) => r.id));
    expect(complete).toBe(true);
  });

  it("counts the names' offers less those of suppliers switched off", async () => {
    const words = await search('سیمان');
    const matching = and(live(), textMatches(supplierProducts.searchName, words));
    const before = await countCards(db(), matching, {});
    expect(await countByNames(db(), words, (await textCandidates(db(), live(), words, false, 1)).allOffers)).toBe(before);
    const [{ supplierId }] = await db().select({ supplierId: supplierProducts.supplierId }).from(supplierProducts).where(matching).limit(1);
    await db().update(suppliers).set({ isActive: false }).where(eq(suppliers.id, supplierId));
    try {
      const counted = await countCards(db(), matching, {});
      expect(counted).toBeLessThan(before);
      expect(await countByNames(db(), words, (await textCandidates(db(), live(), words, false, 1)).allOffers)).toBe(counted);
    } finally {
      await db().update(suppliers).set({ isActive: true }).where(eq(suppliers.id, supplierId));
    }
  });
});
