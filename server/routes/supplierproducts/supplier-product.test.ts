import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { BaseProductOffers, SupplierProductCard, SupplierProductDetail } from '../../../api/contract/catalog';
import { rowsOf } from '../../services/list-query';
import { similarProductsOffers } from '../../services/catalog/offers';
import { offerIsLive } from '../../services/catalog/cards';
import { call, expectProblem } from '../../testing/api-assertions';

const PERSIAN = /[\u0600-\u06FF]/;

describeEachDatabase('one supplier product, its competitors, related offers and pictures', (ctx) => {
  const app = createApp();
  const raw = (path: string) => app.request(`/api/v1${path}`);
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q));
  /** An active offer whose base product several active suppliers offer. */
  let shared: { id: number; baseProductId: number; offers: number };
  let inactiveId: number;

  beforeAll(async () => {
    [shared] = await query<typeof shared>(sql`
      SELECT min(sp.id)::int AS id, sp.base_product_id::int AS "baseProductId", count(*)::int AS offers
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active AND sp.price IS NOT NULL
      GROUP BY sp.base_product_id HAVING count(*) >= 3 ORDER BY count(*) DESC, 2 LIMIT 1`);
    [{ id: inactiveId }] = await query<{ id: number }>(sql`SELECT id::int AS id FROM supplier_products WHERE NOT is_active LIMIT 1`);
  });

  it('shows one offer with its supplier, category path, typed properties and pictures', async () => {
    const { res, body } = await call<SupplierProductDetail>(app, `/supplierproducts/${shared.id}/catalog`);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: shared.id, baseProductId: shared.baseProductId, offerCount: shared.offers });
    expect(body.categoryPath.length).toBe(3);
    expect(body.categoryPath.at(-1)!.id).toBe(body.categoryId);
    expect(body.categoryPath[0].isRoot).toBe(true);
    expect(body.images.length).toBeGreaterThan(0);
    expect(body.images[0]).toBe(body.image);
    expect(body.supplier.name).toMatch(PERSIAN);
    expect(body.properties.length).toBeGreaterThan(0);
    for (const property of body.properties) {
      expect(property.name).toMatch(PERSIAN);
      expect(property.display.length).toBeGreaterThan(0);
      if (property.dataType === 'number') expect(property.display).not.toMatch(/[0-9]/);
    }
  });

  it('answers 404 for a missing or withdrawn offer and 400 for a malformed id', async () => {
    await expectProblem(await raw('/supplierproducts/987654321/catalog'), 404);
    await expectProblem(await raw(`/supplierproducts/${inactiveId}/catalog`), 404);
    await expectProblem(await raw('/supplierproducts/abc/catalog'), 400, 'id');
  });

  it('compares every supplier offering a base product, cheapest first', async () => {
    const { res, body } = await call<BaseProductOffers>(app, `/supplierproducts/byproduct?baseProductId=${shared.baseProductId}&paging.pageSize=50`);
    expect(res.status).toBe(200);
    expect(body.baseProduct.id).toBe(shared.baseProductId);
    expect(body.baseProduct.properties.length).toBeGreaterThan(0);
    expect(body.totalCount).toBe(shared.offers);
    expect(new Set(body.items.map((i) => i.supplier.id)).size).toBeGreaterThan(1);
    const prices = body.items.map((i) => i.price).filter((p): p is number => p !== null);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(body.minPrice).toBe(prices[0]);
    expect(body.maxPrice).toBe(Math.max(...prices));
    for (const item of body.items) expect(item.baseProductId).toBe(shared.baseProductId);
    const byNewest = await call<BaseProductOffers>(app, `/supplierproducts/byproduct?baseProductId=${shared.baseProductId}&sorting.field=newest`);
    const dates = byNewest.body.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 400 without a base product id and 404 for an unknown one', async () => {
    await expectProblem(await raw('/supplierproducts/byproduct'), 400, 'baseProductId');
    await expectProblem(await raw('/supplierproducts/byproduct?baseProductId=0'), 400, 'baseProductId');
    await expectProblem(await raw('/supplierproducts/byproduct?baseProductId=987654321'), 404);
  });

  it('relates the same base product from other suppliers first, at most half of them while the category has others, then the same category', async () => {
    const limit = 12;
    // More offers of it than half the places: the rule has something to hold back.
    expect(shared.offers - 1).toBeGreaterThan(limit / 2);
    const { res, body } = await call<SupplierProductCard[]>(app, `/supplierproducts/${shared.id}/related?limit=${limit}`);
    expect(res.status).toBe(200);
    expect(body.map((i) => i.id)).not.toContain(shared.id);
    const sameBase = body.filter((item) => item.baseProductId === shared.baseProductId);
    expect(body.slice(0, sameBase.length)).toEqual(sameBase);
    const categoryId = body[0].categoryId;
    for (const item of body) expect(item.categoryId).toBe(categoryId);
    // The category's other base products with a live offer: each may fill a place.
    const [{ others }] = await query<{ others: number }>(sql`
      SELECT count(DISTINCT sp.base_product_id)::int AS others
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id JOIN base_products b ON b.id = sp.base_product_id
      WHERE sp.is_active AND s.is_active AND b.is_active AND b.category_id = ${categoryId} AND sp.category_id = ${categoryId}
        AND sp.base_product_id <> ${shared.baseProductId}`);
    const similarShown = Math.min(others, limit - Math.min(shared.offers - 1, limit / 2));
    expect(body.length - sameBase.length).toBe(similarShown);
    expect(sameBase.length).toBe(Math.min(shared.offers - 1, limit - similarShown));
    await expectProblem(await raw('/supplierproducts/987654321/related'), 404);
    await expectProblem(await raw(`/supplierproducts/${shared.id}/related?limit=25`), 400, 'limit');
  });

  it('shows the same product cheapest first, then one offer, the cheapest, of each most similar product of the category', async () => {
    const [few] = await query<{ id: number; baseProductId: number; offers: number }>(sql`
      SELECT min(sp.id)::int AS id, sp.base_product_id::int AS "baseProductId", count(*)::int AS offers
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active
      GROUP BY sp.base_product_id HAVING count(*) BETWEEN 2 AND 4 ORDER BY 2 LIMIT 1`);
    const { body } = await call<SupplierProductCard[]>(app, `/supplierproducts/${few.id}/related?limit=24`);
    const sameBase = body.slice(0, few.offers - 1);
    expect(sameBase.every((item) => item.baseProductId === few.baseProductId)).toBe(true);
    const prices = sameBase.map((item) => item.price ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const others = body.slice(few.offers - 1);
    expect(others.length).toBeGreaterThan(0);
    const bases = others.map((item) => item.baseProductId);
    expect(new Set(bases).size).toBe(bases.length);
    expect(bases).not.toContain(few.baseProductId);
    const cheapest = await query<{ baseProductId: number; id: number }>(sql`
      SELECT DISTINCT ON (sp.base_product_id) sp.base_product_id::int AS "baseProductId", sp.id::int AS id
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active AND sp.base_product_id IN (${sql.join(bases.map((b) => sql`${b}`), sql`, `)})
      ORDER BY sp.base_product_id, sp.price ASC NULLS LAST, sp.id`);
    const cheapestOf = new Map(cheapest.map((row) => [row.baseProductId, row.id]));
    for (const item of others) expect(item.id).toBe(cheapestOf.get(item.baseProductId));
  });

  it('ranks the category\'s other products by resemblance, and looks up offers only for those it shows', async () => {
    // The category with the most base products that have a live offer, and one of its offers.
    const [at] = await query<{ categoryId: number; baseProductId: number; searchName: string; products: number }>(sql`
      SELECT sp.category_id::int AS "categoryId", min(sp.base_product_id)::int AS "baseProductId",
             min(sp.search_name) AS "searchName", count(DISTINCT sp.base_product_id)::int AS products
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active GROUP BY sp.category_id ORDER BY products DESC LIMIT 1`);
    const limit = 3;
    expect(at.products).toBeGreaterThan(limit + 1);
    const shown = await query<{ id: number }>(similarProductsOffers({ ...at, limit }));
    const resemblances = await query<{ id: number; resemblance: number }>(sql`
      SELECT sp.id::int AS id, similarity(b.search_name, ${at.searchName})::float8 AS resemblance
      FROM supplier_products sp JOIN base_products b ON b.id = sp.base_product_id
      WHERE sp.id IN (${sql.join(shown.map((row) => sql`${row.id}`), sql`, `)})`);
    const resemblanceOf = new Map(resemblances.map((row) => [row.id, row.resemblance]));
    const order = shown.map((row) => resemblanceOf.get(row.id)!);
    expect(order).toHaveLength(limit);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    // Each offer is looked up as the list fills, not for every base product of the category first.
    const [{ 'QUERY PLAN': plan }] = await query<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${similarProductsOffers({ ...at, limit })}`);
    type PlanNode = { 'Node Type': string; 'Parent Relationship'?: string; 'Actual Loops': number; Plans?: PlanNode[] };
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    const lookups = nodes(root[0].Plan).filter((node) => node['Parent Relationship'] === 'Inner' && node['Node Type'] === 'Limit');
    // A base product without a live offer is looked up and passed over: those may add to the limit.
    const [{ without }] = await query<{ without: number }>(sql`
      SELECT count(*)::int AS without FROM base_products b
      WHERE b.category_id = ${at.categoryId} AND b.is_active AND b.id <> ${at.baseProductId} AND NOT EXISTS (
        SELECT 1 FROM supplier_products o JOIN suppliers s ON s.id = o.supplier_id
        WHERE o.base_product_id = b.id AND o.is_active AND s.is_active AND o.category_id = ${at.categoryId})`);
    expect(lookups).toHaveLength(1);
    expect(lookups[0]['Actual Loops']).toBeLessThanOrEqual(limit + without);
  });

  it('states a live offer so that a plan kept without its values still walks the index of live offers', async () => {
    // As PostgreSQL plans a statement it keeps (server/db/named-statements.ts): once, without its values.
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      // The test catalogue is small enough to read whole; the question is which index a plan may use.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`PREPARE cheapest_live_offers(int) AS
        SELECT id FROM supplier_products WHERE base_product_id = $1 AND ${offerIsLive()} ORDER BY price LIMIT 5`);
      const lines = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN EXECUTE cheapest_live_offers(${shared.baseProductId})`)));
      await tx.execute(sql`DEALLOCATE cheapest_live_offers`);
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('supplier_products_base_product_live_price_idx');
  });

  it('draws pictures as SVG from the object they show', async () => {
    const res = await app.request(`/api/v1/media/products/${shared.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script/i);
    const second = await (await app.request(`/api/v1/media/products/${shared.id}-2.svg`)).text();
    expect(second).not.toBe(svg);
    expect(await (await app.request(`/api/v1/media/products/${shared.id}.svg`)).text()).toBe(svg);
    const [{ supplierId }] = await query<{ supplierId: number }>(sql`SELECT supplier_id::int AS "supplierId" FROM supplier_products WHERE id = ${shared.id}`);
    expect((await app.request(`/api/v1/media/suppliers/${supplierId}.svg`)).status).toBe(200);
    await expectProblem(await app.request('/api/v1/media/products/987654321.svg'), 404);
    // A product not shown to the public is drawn without its name: a draft's name is its supplier's own.
    const [inactive] = await query<{ name: string }>(sql`SELECT name FROM supplier_products WHERE id = ${inactiveId}`);
    const unshownRes = await app.request(`/api/v1/media/products/${inactiveId}.svg`);
    // Not kept for a day: published, it is drawn with its name within the minute.
    expect(unshownRes.headers.get('cache-control')).toBe('public, max-age=60');
    const unshown = await unshownRes.text();
    expect(unshown).toMatch(/^<svg /);
    expect(unshown).not.toContain(inactive.name);
    expect(unshown).toContain('aria-label="کالا"');
    await expectProblem(await app.request(`/api/v1/media/suppliers/${supplierId}-2.svg`), 404);
    await expectProblem(await app.request('/api/v1/media/people/1.svg'), 400, 'kind');
    await expectProblem(await app.request('/api/v1/media/products/1.png'), 400, 'file');
  });
});
