import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { baseProducts, supplierProducts } from './schema';
import { rowsOf } from './seed/catalog/bulk';

/** base_product_offers, kept by the triggers of migration 0023, against the offers themselves. */
describeEachDatabase('each base product\'s offers, kept', (ctx) => {
  const db = () => ctx.database.db;

  async function expectKeptAsCounted() {
    const [{ kept, counted, stale }] = rowsOf<{ kept: string; counted: string; stale: number }>(
      await db().execute(sql`
        SELECT (SELECT string_agg(base_product_id || '=' || live_offers || '@' || coalesce(low_price::text, '-'), ',' ORDER BY base_product_id)
                  FROM base_product_offers WHERE live_offers <> 0) AS kept,
               (SELECT string_agg(base_product_id || '=' || n || '@' || coalesce(low::text, '-'), ',' ORDER BY base_product_id)
                  FROM (SELECT base_product_id, count(*) AS n, min(price) AS low FROM supplier_products WHERE is_active GROUP BY base_product_id) o) AS counted,
               (SELECT count(*)::int FROM base_product_offers WHERE live_offers <= 0 AND low_price IS NOT NULL) AS stale`),
    );
    expect(kept).toBe(counted);
    expect(stale, 'a base product without offers has no lowest price').toBe(0);
  }

  /** Two base products of their own, with `prices.length` fresh offers of the first at those prices. */
  async function freshOffers(tag: string, prices: (number | null)[]) {
    const [offer] = await db().select().from(supplierProducts).where(eq(supplierProducts.isActive, true)).limit(1);
    const [base] = await db().select().from(baseProducts).where(eq(baseProducts.id, offer.baseProductId));
    const { id: _, ...baseCopy } = base;
    const bases = await db()
      .insert(baseProducts)
      .values([1, 2].map((i) => ({ ...baseCopy, name: `${base.name} ${tag} ${i}`, slug: `${base.slug}-${tag}-${i}` })))
      .returning({ id: baseProducts.id });
    const { id: __, ...copy } = offer;
    const offers = await db()
      .insert(supplierProducts)
      .values(prices.map((price, i) => ({ ...copy, baseProductId: bases[0].id, price, slug: `${copy.slug}-${tag}-${i}` })))
      .returning({ id: supplierProducts.id });
    return { bases: bases.map((b) => b.id), offers: offers.map((o) => o.id), copy };
  }

  it('follows inserts, price changes, switching off and on, moves to another base product and deletes', async () => {
    await expectKeptAsCounted();
    const { bases, offers } = await freshOffers('kept', [300_000, 120_000, null, 450_000]);
    await expectKeptAsCounted();
    const low = async (id: number) =>
      rowsOf<{ offers: number; low: number | null }>(await db().execute(sql`SELECT live_offers AS offers, low_price::int AS low FROM base_product_offers WHERE base_product_id = ${id}`))[0];
    expect(await low(bases[0])).toEqual({ offers: 4, low: 120_000 });

    // The cheapest rises: the next one is the lowest; a cheaper one comes.
    await db().update(supplierProducts).set({ price: 500_000 }).where(eq(supplierProducts.id, offers[1]));
    expect(await low(bases[0])).toEqual({ offers: 4, low: 300_000 });
    await db().update(supplierProducts).set({ price: 90_000 }).where(eq(supplierProducts.id, offers[3]));
    expect(await low(bases[0])).toEqual({ offers: 4, low: 90_000 });
    // Switched off, and on again; an edit that changes neither count nor price.
    await db().update(supplierProducts).set({ isActive: false }).where(eq(supplierProducts.id, offers[3]));
    expect(await low(bases[0])).toEqual({ offers: 3, low: 300_000 });
    await db().update(supplierProducts).set({ isActive: true }).where(eq(supplierProducts.id, offers[3]));
    expect(await low(bases[0])).toEqual({ offers: 4, low: 90_000 });
    // An edit of the offers' text, or of a price to the same price, leaves the base product's row as it was, unwritten.
    const version = async () => rowsOf<{ xmin: string }>(await db().execute(sql`SELECT xmin::text FROM base_product_offers WHERE base_product_id = ${bases[0]}`))[0].xmin;
    const before = await version();
    await db().update(supplierProducts).set({ description: 'تحویل از انبار شادآباد' }).where(inArray(supplierProducts.id, offers));
    await db().update(supplierProducts).set({ price: 90_000 }).where(eq(supplierProducts.id, offers[3]));
    expect(await version()).toBe(before);
    expect(await low(bases[0])).toEqual({ offers: 4, low: 90_000 });
    // Moved to the other base product.
    await db().update(supplierProducts).set({ baseProductId: bases[1] }).where(inArray(supplierProducts.id, [offers[0], offers[3]]));
    expect([await low(bases[0]), await low(bases[1])]).toEqual([{ offers: 2, low: 500_000 }, { offers: 2, low: 90_000 }]);
    await expectKeptAsCounted();

    await db().delete(supplierProducts).where(inArray(supplierProducts.id, [offers[1], offers[3]]));
    expect([await low(bases[0]), await low(bases[1])]).toEqual([{ offers: 1, low: null }, { offers: 1, low: 300_000 }]);
    await db().delete(supplierProducts).where(inArray(supplierProducts.id, offers));
    expect(await low(bases[0]), 'a base product whose last offer went stays at zero').toEqual({ offers: 0, low: null });
    await expectKeptAsCounted();
  });

  it('counts and prices right when writers change the offers of the same base products at once', async () => {
    const { bases, offers, copy } = await freshOffers('at-once', [100_000, 200_000, 300_000, 400_000, 500_000, 600_000]);
    await Promise.all([
      // Each of the cheapest goes while the other does: neither may leave the other's price behind.
      ...offers.slice(0, 4).map((id) => db().update(supplierProducts).set({ isActive: false }).where(eq(supplierProducts.id, id))),
      ...Array.from({ length: 6 }, (_, i) =>
        db().transaction(async (tx) => {
          const rows = bases.map((baseProductId, j) => ({ ...copy, baseProductId, price: 700_000 + i * 1000 + j, slug: `${copy.slug}-at-once-new-${i}-${j}` }));
          await tx.insert(supplierProducts).values(i % 2 ? rows : rows.reverse());
        }),
      ),
    ]);
    await expectKeptAsCounted();
    const [kept] = rowsOf<{ low: number }>(await db().execute(sql`SELECT low_price::int AS low FROM base_product_offers WHERE base_product_id = ${bases[0]}`));
    expect(kept.low).toBe(500_000);
  });

  it('empties with the offers, and counts afresh after a load with triggers off', async () => {
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE supplier_products CASCADE`);
        const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM base_product_offers`));
        expect(n).toBe(0);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    await db().execute(sql`UPDATE base_product_offers SET live_offers = live_offers + 3, low_price = 1`);
    await db().execute(sql`SELECT base_product_offers_recount()`);
    await expectKeptAsCounted();
  });
});
