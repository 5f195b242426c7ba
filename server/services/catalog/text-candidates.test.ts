import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { baseProducts, supplierProducts, suppliers } from '../../db/schema';
import { rowsOf } from '../list-query';
import { prepareSearch, textMatches, type SearchText } from '../search/trigram';
import { countCards, supplierIsLive } from './cards';
import { countByNames, inCodePointOrder, offerTextOrder, textCandidates } from './text-candidates';
import { keptOfferNames, UNINDEXED_NAMES_AT_MOST } from './kept-offer-names';
import { publishDataChanged } from '../../events/data-changed';

describeEachDatabase('text search by names', (ctx) => {
  const db = () => ctx.database.db;
  const live = () => and(eq(supplierProducts.isActive, true), supplierIsLive());
  const search = async (text: string) => (await prepareSearch(db(), text))!;

  /** The names table against a count of the offers themselves. */
  async function expectNamesCounted() {
    const [{ kept, counted }] = rowsOf<{ kept: string; counted: string }>(
      await db().execute(sql`
        SELECT (SELECT string_agg(search_name || '=' || active_offers, ',' ORDER BY search_name) FROM supplier_product_names WHERE active_offers > 0) AS kept,
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
    const left = rowsOf<{ offers: number }>(await db().execute(sql`SELECT active_offers AS offers FROM supplier_product_names WHERE search_name = 'لوله مانیسمان ازمایشی'`));
    expect(left, 'a name no active offer carries stays at zero').toEqual([{ offers: 0 }]);
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

  it('empties the names with the offers (each left at zero), and counts them afresh after a load with triggers off', async () => {
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE supplier_products CASCADE`);
        const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM supplier_product_names WHERE active_offers > 0`));
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

  describe('names kept in memory', () => {
    const ids = async (text: SearchText) => (await textCandidates(db(), live(), text, false, 100_000)).candidates.map((c) => c.id);
    const inFull = async (text: SearchText) => (await rankedInFull(live(), text, 100_000)).map((r) => r.id);
    const anOffer = async () => {
      const [offer] = await db().select().from(supplierProducts).where(eq(supplierProducts.isActive, true)).limit(1);
      const { id: _, ...copy } = offer;
      return copy;
    };

    /** The names in memory with their counts against the table's. */
    async function expectKeptCounted() {
      const kept = await keptOfferNames(db());
      const inMemory = kept.names.flatMap((name, position) => (kept.offers[position] > 0 ? [`${name}=${kept.offers[position]}`] : [])).sort();
      const inTable = rowsOf<{ name: string; offers: number }>(
        await db().execute(sql`SELECT search_name AS name, active_offers AS offers FROM supplier_product_names WHERE active_offers > 0`),
      ).map((row) => `${row.name}=${row.offers}`);
      expect(inMemory).toEqual(inTable.sort());
    }

    it('follow every kind of write once it is announced: inserts, renames, switching off, deletes, a truncate, a recount', async () => {
      await expectKeptCounted();
      const copy = await anOffer();
      const added = await db()
        .insert(supplierProducts)
        .values([0, 1, 2].map((i) => ({ ...copy, slug: `${copy.slug}-follow-${i}`, name: 'ورق گالوانیزه پیرو', searchName: 'ورق گالوانیزه پیرو' })))
        .returning({ id: supplierProducts.id });
      const announced = async () => {
        publishDataChanged({ entity: 'product' });
        await expectKeptCounted();
      };
      await announced();
      await db().update(supplierProducts).set({ searchName: 'ورق گالوانیزه دیگر' }).where(eq(supplierProducts.id, added[0].id));
      await announced();
      await db().update(supplierProducts).set({ isActive: false }).where(eq(supplierProducts.searchName, 'ورق گالوانیزه پیرو'));
      await announced();
      await db().delete(supplierProducts).where(inArray(supplierProducts.id, added.map((a) => a.id)));
      await announced();
      await db()
        .transaction(async (tx) => {
          await tx.execute(sql`TRUNCATE supplier_products CASCADE`);
          publishDataChanged({ entity: 'product' });
          const [{ left }] = rowsOf<{ left: number }>(await tx.execute(sql`SELECT count(*)::int AS left FROM supplier_product_names WHERE active_offers > 0`));
          expect(left).toBe(0);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
        });
      await announced();
      await db().execute(sql`UPDATE supplier_product_names SET active_offers = active_offers + 3`);
      await announced();
      await db().execute(sql`SELECT supplier_product_names_recount()`);
      await announced();
    });

    it('catch up with each announced change of offers: a new name, a name no offer carries any more, a count', async () => {
      const cement = await search('سیمان');
      await ids(cement);
      const copy = await anOffer();
      const [added] = await db()
        .insert(supplierProducts)
        .values({ ...copy, slug: `${copy.slug}-kept`, name: 'سیمان سفید نو', searchName: 'سیمان سفید نو' })
        .returning({ id: supplierProducts.id });
      try {
        expect(await ids(cement), 'not announced yet').not.toContain(added.id);
        publishDataChanged({ entity: 'product', id: added.id });
        expect(await ids(cement)).toContain(added.id);
        expect(await ids(cement)).toEqual(await inFull(cement));

        // Every offer of the best name switched off: the name is passed over, and the total follows.
        const [best] = (await textCandidates(db(), live(), cement, false, 1)).candidates;
        await db().update(supplierProducts).set({ isActive: false }).where(eq(supplierProducts.searchName, best.name));
        publishDataChanged({ entity: 'product' });
        expect(await ids(cement)).toEqual(await inFull(cement));
        const counted = await countCards(db(), and(live(), textMatches(supplierProducts.searchName, cement)), {});
        expect(await countByNames(db(), cement, (await textCandidates(db(), live(), cement, false, 1)).allOffers)).toBe(counted);
        await db().update(supplierProducts).set({ isActive: true }).where(eq(supplierProducts.searchName, best.name));
        publishDataChanged({ entity: 'product' });
        expect(await ids(cement)).toEqual(await inFull(cement));
      } finally {
        await db().delete(supplierProducts).where(eq(supplierProducts.id, added.id));
        publishDataChanged({ entity: 'product', id: added.id });
      }
      expect(await ids(cement)).toEqual(await inFull(cement));
    });

    it('index all names afresh once too many are new', async () => {
      const copy = await anOffer();
      const many = Array.from({ length: UNINDEXED_NAMES_AT_MOST + 1 }, (_, i) => ({ ...copy, slug: `${copy.slug}-many-${i}`, name: `کاشی نو ${i}`, searchName: `کاشی نو ${i}` }));
      const before = await keptOfferNames(db());
      try {
        for (let i = 0; i < many.length; i += 500) await db().insert(supplierProducts).values(many.slice(i, i + 500));
        publishDataChanged({ entity: 'product' });
        const after = await keptOfferNames(db());
        expect(after).not.toBe(before);
        expect(after.indexed).toBe(after.names.length);
        const tiles = await search('کاشی نو');
        expect(await ids(tiles)).toEqual(await inFull(tiles));
      } finally {
        await db().delete(supplierProducts).where(sql`${supplierProducts.searchName} LIKE 'کاشی نو %'`);
        publishDataChanged({ entity: 'product' });
      }
    });

    it('do not miss a writer that commits after the names were last read', async () => {
      if (ctx.kind !== 'postgres') return; // one connection: no second transaction to run alongside
      const words = await search('قیر نو');
      await ids(words);
      const copy = await anOffer();
      // Of another base product: writers of one base product's offers wait for each other (its
      // count is kept, base_product_offers), and this one would wait for the test itself.
      const [other] = await db().select({ id: baseProducts.id }).from(baseProducts).where(ne(baseProducts.id, copy.baseProductId)).limit(1);
      const added: number[] = [];
      const insert = async (writer: Pick<ReturnType<typeof db>, 'insert'>, name: string, baseProductId = copy.baseProductId) => {
        const [row] = await writer
          .insert(supplierProducts)
          .values({ ...copy, baseProductId, slug: `${copy.slug}-${added.length}-late`, name, searchName: name })
          .returning({ id: supplierProducts.id });
        added.push(row.id);
      };
      try {
        await db().transaction(async (tx) => {
          await insert(tx, 'قیر نو دیرکرد');
          // A later writer commits first, and the names catch up with it while this one runs.
          await insert(db(), 'قیر نو زودتر', other.id);
          publishDataChanged({ entity: 'product', id: added[1] });
          expect(await ids(words)).toEqual([added[1]]);
        });
        publishDataChanged({ entity: 'product', id: added[0] });
        expect((await ids(words)).sort()).toEqual([...added].sort());
        expect(await ids(words)).toEqual(await inFull(words));
      } finally {
        await db().delete(supplierProducts).where(inArray(supplierProducts.id, added));
        publishDataChanged({ entity: 'product' });
      }
    });
  });

  it('orders names in memory as PostgreSQL orders them by code points, past U+FFFF too', async () => {
    const names = ['سیمان', 'سیمانی', 'سیم', '\u{1F600}', '\uFB8A', '\uE000', 'a\u{10000}', 'a\uFFFD', 'a', ''];
    const inDatabase = rowsOf<{ name: string }>(
      await db().execute(sql`SELECT name FROM unnest(${sql.param(names)}::text[]) AS n(name) ORDER BY name COLLATE "C"`),
    ).map((row) => row.name);
    expect([...names].sort(inCodePointOrder)).toEqual(inDatabase);
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
