import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { SitemapEntry, SitemapList, SitemapRanges } from '../../../api/contract/sitemap';
import { rowsOf } from '../../services/list-query';
import { publishDataChanged } from '../../events/data-changed';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';

describeEachDatabase('sitemap listing calls', (ctx) => {
  const app = createApp();
  const raw = (path: string) => app.request(`/api/v1${path}`);
  const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q));

  /** Every entry of a kind, walked with the keyset in pages of `limit`. */
  async function walk(kind: string, limit: number) {
    const out: SitemapEntry[] = [];
    let after = 0;
    for (let guard = 0; guard < 10_000; guard++) {
      const { res, body } = await call<SitemapList>(app, `/sitemap/${kind}?afterId=${after}&limit=${limit}`);
      expect(res.status).toBe(200);
      out.push(...body.items);
      if (body.nextAfterId === null) return out;
      expect(body.items).toHaveLength(limit);
      after = body.nextAfterId;
    }
    throw new Error('the walk did not end');
  }

  it('walks every public product by id, with slug and last change, in keyset pages', async () => {
    const expected = await rows<{ id: number; slug: string; updated: string }>(sql`
      SELECT sp.id::int AS id, sp.slug, sp.updated_at AS updated FROM supplier_products sp
      JOIN suppliers s ON s.id = sp.supplier_id WHERE sp.is_active AND s.is_active ORDER BY sp.id`);
    expect(expected.length).toBeGreaterThan(100);
    const first = await call<SitemapList>(app, '/sitemap/products?limit=50');
    expect(first.res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.nextAfterId).toBe(first.body.items[49].id);
    const all = await walk('products', 997);
    expect(all.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(all[0]).toEqual({ id: expected[0].id, slug: expected[0].slug, updatedAt: new Date(expected[0].updated).toISOString() });
  });

  it('leaves out inactive products and products of inactive suppliers', async () => {
    const [product] = await rows<{ id: number; supplier: number }>(sql`
      SELECT id::int AS id, supplier_id::int AS supplier FROM supplier_products WHERE is_active ORDER BY id LIMIT 1`);
    const [other] = await rows<{ id: number; supplier: number }>(sql`
      SELECT id::int AS id, supplier_id::int AS supplier FROM supplier_products
      WHERE is_active AND supplier_id <> ${product.supplier} ORDER BY id LIMIT 1`);
    // As an admin tool would: change the rows, then announce it (the answers are cached).
    const announce = () => {
      publishDataChanged({ entity: 'product', id: product.id });
      publishDataChanged({ entity: 'supplier', id: other.supplier });
    };
    await ctx.database.db.execute(sql`UPDATE supplier_products SET is_active = false WHERE id = ${product.id}`);
    await ctx.database.db.execute(sql`UPDATE suppliers SET is_active = false WHERE id = ${other.supplier}`);
    announce();
    try {
      const ids = (await walk('products', 5000)).map((e) => e.id);
      expect(ids).not.toContain(product.id);
      expect(ids).not.toContain(other.id);
      await expectProblem(await raw(`/sitemap/products/${product.id}`), 404);
      const suppliers = (await walk('suppliers', 5000)).map((e) => e.id);
      expect(suppliers).not.toContain(other.supplier);
    } finally {
      await ctx.database.db.execute(sql`UPDATE supplier_products SET is_active = true WHERE id = ${product.id}`);
      await ctx.database.db.execute(sql`UPDATE suppliers SET is_active = true WHERE id = ${other.supplier}`);
      announce();
    }
  });

  it('keeps its answers in the API cache until a change is announced', async () => {
    const [product] = await rows<{ id: number }>(sql`SELECT id::int AS id FROM supplier_products WHERE is_active ORDER BY id LIMIT 1`);
    const path = `/sitemap/products/${product.id}`;
    // Kept from the second request on (public-read-cache.ts).
    for (const key of [path, '/sitemap/products?limit=7']) {
      for (let i = 0; i < 2; i++) await raw(key);
      expect((await raw(key)).headers.get('x-cache')).toBe('HIT');
    }
    publishDataChanged({ entity: 'supplier', id: 1 });
    expect((await raw(path)).headers.get('x-cache')).toBe('MISS');
    expect((await raw('/sitemap/products?limit=7')).headers.get('x-cache')).toBe('MISS');
  });

  it('bounds a page by beforeId and continues after afterId', async () => {
    const all = await walk('products', 5000);
    const from = all[10].id;
    const to = all[30].id;
    const { body } = await call<SitemapList>(app, `/sitemap/products?afterId=${from}&beforeId=${to}&limit=100`);
    expect(body.items.map((e) => e.id)).toEqual(all.slice(11, 30).map((e) => e.id));
    expect(body.nextAfterId).toBeNull();
  });

  it('lists suppliers with their category types, base products and the active category branches', async () => {
    const suppliers = await walk('suppliers', 50);
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM suppliers WHERE is_active`);
    expect(suppliers).toHaveLength(n);
    expect(suppliers.every((s) => Array.isArray(s.categoryTypes) && s.categoryTypes.length > 0)).toBe(true);

    const bases = await walk('base-products', 500);
    const [{ b }] = await rows<{ b: number }>(sql`SELECT count(*)::int AS b FROM base_products WHERE is_active`);
    expect(bases).toHaveLength(b);
    expect(bases[0].categoryTypes).toBeUndefined();

    const [leaf] = await rows<{ id: number; parent: number }>(sql`
      SELECT id::int AS id, parent_id::int AS parent FROM categories WHERE parent_id IS NOT NULL AND is_leaf ORDER BY id LIMIT 1`);
    const before = (await walk('categories', 5000)).map((c) => c.id);
    expect(before).toContain(leaf.id);
    await ctx.database.db.execute(sql`UPDATE categories SET is_active = false WHERE id = ${leaf.parent}`);
    publishDataChanged({ entity: 'category', id: leaf.parent });
    try {
      const after = (await walk('categories', 5000)).map((c) => c.id);
      expect(after).not.toContain(leaf.parent);
      // An inactive parent hides its whole branch from the sitemap...
      expect(after).not.toContain(leaf.id);
      // ...and its pages: the proxy's one-row lookup answers 404, as for a missing id.
      await expectProblem(await raw(`/sitemap/categories/${leaf.id}`), 404);
    } finally {
      await ctx.database.db.execute(sql`UPDATE categories SET is_active = true WHERE id = ${leaf.parent}`);
      publishDataChanged({ entity: 'category', id: leaf.parent });
    }
  });

  it("flags the suppliers whose merchant-delegations page has something to show, and counts them per range", async () => {
    const expected = await rows<{ id: number }>(sql`
      SELECT DISTINCT s.id::int AS id FROM suppliers s JOIN merchant_delegations d ON d.supplier_id = s.id
      JOIN merchants m ON m.id = d.merchant_id WHERE s.is_active AND d.is_active AND m.is_confirmed ORDER BY 1`);
    expect(expected.length).toBeGreaterThan(0);
    const suppliers = await walk('suppliers', 5000);
    expect(suppliers.every((s) => typeof s.delegations === 'boolean')).toBe(true);
    expect(suppliers.filter((s) => s.delegations).map((s) => s.id)).toEqual(expected.map((e) => e.id));
    const { body } = await call<SitemapRanges>(app, '/sitemap/suppliers/ranges?width=7');
    expect(body.ranges.reduce((n, r) => n + r.delegationCount, 0)).toBe(expected.length);
    const [first] = expected;
    expect((await call<SitemapEntry>(app, `/sitemap/suppliers/${first.id}`)).body.delegations).toBe(true);
  });

  it('lists each (category, supplier) pair with listed products once, keyed by its first product, live categories only', async () => {
    const expected = await rows<{ id: number; category: number; supplier: number; updated: string }>(sql`
      SELECT min(sp.id)::int AS id, sp.category_id::int AS category, sp.supplier_id::int AS supplier, max(sp.updated_at) AS updated
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id JOIN categories c ON c.id = sp.category_id
      WHERE sp.is_active AND s.is_active AND c.is_active GROUP BY 2, 3 ORDER BY 1`);
    expect(expected.length).toBeGreaterThan(20);
    const all = await walk('category-supplier-products', 97);
    expect(all).toEqual(
      expected.map((e) => ({ id: e.id, slug: '', updatedAt: new Date(e.updated).toISOString(), categoryId: e.category, supplierId: e.supplier })),
    );
    const { body } = await call<SitemapRanges>(app, '/sitemap/category-supplier-products/ranges?width=50000');
    expect(body.ranges.reduce((n, r) => n + r.count, 0)).toBe(expected.length);
    const pair = expected[0];
    expect((await call<SitemapEntry>(app, `/sitemap/category-supplier-products/${pair.id}`)).body).toMatchObject({ categoryId: pair.category, supplierId: pair.supplier });
    const [later] = await rows<{ id: number }>(sql`
      SELECT id::int AS id FROM supplier_products WHERE category_id = ${pair.category} AND supplier_id = ${pair.supplier} AND is_active AND id > ${pair.id} LIMIT 1`);
    if (later) await expectProblem(await raw(`/sitemap/category-supplier-products/${later.id}`), 404);

    // A hidden category takes its pairs with it; its products stay listed on their own.
    await ctx.database.db.execute(sql`UPDATE categories SET is_active = false WHERE id = ${pair.category}`);
    publishDataChanged({ entity: 'category', id: pair.category });
    try {
      const after = await walk('category-supplier-products', 5000);
      expect(after.some((e) => e.categoryId === pair.category)).toBe(false);
      expect(after).toHaveLength(expected.filter((e) => e.category !== pair.category).length);
      await expectProblem(await raw(`/sitemap/category-supplier-products/${pair.id}`), 404);
      expect((await walk('products', 5000)).map((e) => e.id)).toContain(pair.id);
    } finally {
      await ctx.database.db.execute(sql`UPDATE categories SET is_active = true WHERE id = ${pair.category}`);
      publishDataChanged({ entity: 'category', id: pair.category });
    }
  });

  it("lists every screen's help by the screen's id, with its last change", async () => {
    const help = await walk('help', 5);
    const seeded = await rows<{ id: number; front_unique_id: string; updated_at: Date | string }>(
      sql`SELECT id::int AS id, front_unique_id, updated_at FROM help_systems ORDER BY id`,
    );
    expect(seeded.length).toBeGreaterThan(5);
    expect(help).toEqual(seeded.map((h) => ({ id: h.id, slug: h.front_unique_id, updatedAt: new Date(h.updated_at).toISOString() })));
    const { res, body } = await call<SitemapEntry>(app, `/sitemap/help/${seeded[0].id}`);
    expect(res.status).toBe(200);
    expect(body.slug).toBe(seeded[0].front_unique_id);
    await expectProblem(await raw('/sitemap/help/999999999'), 404);
    const ranges = await call<SitemapRanges>(app, '/sitemap/help/ranges?width=50000');
    expect(ranges.body.ranges.map((r) => r.count)).toEqual([seeded.length]);
  });

  it('answers one row by id, and 404 for a missing one', async () => {
    const [product] = await rows<{ id: number; slug: string }>(sql`
      SELECT sp.id::int AS id, sp.slug FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active ORDER BY sp.id DESC LIMIT 1`);
    const { res, body } = await call<SitemapEntry>(app, `/sitemap/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: product.id, slug: product.slug });
    await expectProblem(await raw('/sitemap/products/999999999'), 404);
    await expectProblem(await raw('/sitemap/suppliers/999999999'), 404);
  });

  it('groups ids into ranges of a width with counts and last change', async () => {
    const all = await walk('products', 5000);
    const width = 37;
    const { res, body } = await call<SitemapRanges>(app, `/sitemap/products/ranges?width=${width}`);
    expect(res.status).toBe(200);
    expect(body.width).toBe(width);
    expect(body.ranges.reduce((sum, r) => sum + r.count, 0)).toBe(all.length);
    for (const range of body.ranges) {
      const inside = all.filter((e) => e.id >= range.fromId && e.id < range.toId);
      expect(range.count).toBe(inside.length);
      expect(range.count).toBeLessThanOrEqual(width);
      expect(range.toId - range.fromId).toBe(width);
      expect(range.lastModified).toBe(inside.map((e) => e.updatedAt).sort().at(-1));
    }
    const suppliers = await walk('suppliers', 5000);
    const supplierRanges = await call<SitemapRanges>(app, '/sitemap/suppliers/ranges?width=1000000');
    expect(supplierRanges.body.ranges[0].typeCount).toBe(suppliers.reduce((sum, s) => sum + (s.categoryTypes?.length ?? 0), 0));
  });

  it('refuses bad input with a problem document', async () => {
    await expectProblem(await raw('/sitemap/widgets'), 400);
    await expectProblem(await raw('/sitemap/products?limit=5001'), 400, 'limit');
    await expectProblem(await raw('/sitemap/products?afterId=-1'), 400, 'afterId');
    await expectProblem(await raw('/sitemap/products/ranges'), 400, 'width');
    await expectProblem(await raw('/sitemap/products/abc'), 400);
  });
});
