import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { publishDataChanged } from '../../events/data-changed';
import { rowsOf } from '../../services/list-query';
import type { SitemapList } from '../../../api/contract/sitemap';
import type { SupplierProductDetail } from '../../../api/contract/catalog';
import { createApp } from '../../app';
import type { CategoryMenuEntry } from '../../../api/contract/categories';
import type { CategorySummary } from '../../../api/contract/categories-extra';
import type { Page } from '../../../api/contract/paging';
import { CATEGORY_TYPES } from '../../../api/contract/enums';

const get = async <T>(app: ReturnType<typeof createApp>, path: string) => {
  const res = await app.request(`/api/v1${path}`);
  return { res, body: (await res.json()) as T };
};

const expectProblem = async (res: Response, status: number, field?: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = await res.json();
  expect(body.title).toMatch(/[\u0600-\u06FF]/);
  if (field) {
    const error = body.errors.find((e: { field: string }) => e.field === field);
    expect(error?.message).toMatch(/[\u0600-\u06FF]/);
  }
  return body;
};

const flatten = (entries: CategoryMenuEntry[]): CategoryMenuEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.subcategories)]);

describeEachDatabase('category browsing', (ctx) => {
  const app = createApp();
  let menu: CategoryMenuEntry[];
  let all: CategoryMenuEntry[];

  it('serves the whole menu tree of every type, cacheable', async () => {
    const { res, body } = await get<CategoryMenuEntry[]>(app, '/categories/menu');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(new Set(body.map((e) => e.categoryType))).toEqual(new Set(CATEGORY_TYPES));
    menu = body;
    all = flatten(body);
  });

  it('filters the menu by type', async () => {
    const { body } = await get<CategoryMenuEntry[]>(app, '/categories/menu?categoryType=ConsultingService');
    expect(body.length).toBeGreaterThan(0);
    expect(flatten(body).every((e) => e.categoryType === 'ConsultingService')).toBe(true);
  });

  it('lists the roots of one type', async () => {
    const { body } = await get<CategorySummary[]>(app, '/categories/top-levels?categoryType=Product');
    const expected = menu.filter((e) => e.categoryType === 'Product').map((e) => e.id);
    expect(body.map((e) => e.id)).toEqual(expected);
    expect(body.every((e) => e.isRoot && e.parentId === null && e.level === 1)).toBe(true);
  });

  it('pages the flat list with a true total and a distinct second page', async () => {
    const first = await get<Page<CategorySummary>>(app, '/categories?paging.pageSize=5');
    expect(first.body.totalCount).toBe(all.length);
    expect(first.body.items).toHaveLength(5);
    const second = await get<Page<CategorySummary>>(app, '/categories?paging.pageSize=5&paging.pageNumber=2');
    expect(second.body).toMatchObject({ pageNumber: 2, pageSize: 5, totalCount: all.length });
    const firstIds = new Set(first.body.items.map((e) => e.id));
    expect(second.body.items.some((e) => firstIds.has(e.id))).toBe(false);
  });

  it('filters by type, parent and leaf, and sorts by name', async () => {
    const root = menu.find((e) => e.categoryType === 'Product')!;
    const { body } = await get<Page<CategorySummary>>(app, `/categories?filter.parentId=${root.id}&sorting.field=name&sorting.direction=desc`);
    expect(body.items.map((e) => e.id).sort()).toEqual(root.subcategories.map((e) => e.id).sort());
    const names = body.items.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const leaves = await get<Page<CategorySummary>>(app, '/categories?filter.categoryType=Product&filter.isLeaf=true&paging.pageSize=100');
    const expected = all.filter((e) => e.categoryType === 'Product' && e.isLeaf);
    expect(leaves.body.totalCount).toBe(expected.length);
    expect(leaves.body.items.every((e) => e.isLeaf && e.categoryType === 'Product')).toBe(true);
  });

  it('finds a name typed with Arabic letters and without its ZWNJ', async () => {
    const target = all.find((e) => /[یک]/.test(e.name))!;
    const typed = target.name.replace(/ی/g, 'ي').replace(/ک/g, 'ك').replace(/\u200c/g, ' ');
    const { body } = await get<Page<CategorySummary>>(app, `/categories?filter.name=${encodeURIComponent(typed)}`);
    expect(body.items.map((e) => e.id)).toContain(target.id);
    const none = await get<Page<CategorySummary>>(app, `/categories?filter.name=${encodeURIComponent('%_')}`);
    expect(none.body.totalCount).toBe(0);
  });

  it('walks children and the breadcrumb of a leaf', async () => {
    const root = menu[0];
    const kids = await get<CategorySummary[]>(app, `/categories/${root.id}/children`);
    expect(kids.body.map((e) => e.id)).toEqual(root.subcategories.map((e) => e.id));

    const leaf = all.find((e) => e.isLeaf && e.level >= 3)!;
    const crumb = await get<CategorySummary[]>(app, `/categories/${leaf.id}/breadcrumb`);
    expect(crumb.body.map((e) => e.level)).toEqual(Array.from({ length: leaf.level }, (_, i) => i + 1));
    expect(crumb.body.at(-1)!.id).toBe(leaf.id);
    expect(crumb.body[0].isRoot).toBe(true);
    for (let i = 1; i < crumb.body.length; i++) expect(crumb.body[i].parentId).toBe(crumb.body[i - 1].id);
  });

  it('says whether a category is active', async () => {
    const { res, body } = await get<{ id: number; isActive: boolean }>(app, `/categories/${all[0].id}/active`);
    expect(res.status).toBe(200);
    expect(body).toEqual({ id: all[0].id, isActive: true });
  });

  it('gives an inactive category and its branch no pages: 404 for the reads the pages and the proxy make', async () => {
    const [root, { id: parent }, leaf] = (
      await get<CategorySummary[]>(app, `/categories/${all.find((e) => e.isLeaf && e.level === 3)!.id}/breadcrumb`)
    ).body;
    const [product] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`
        SELECT sp.id::int AS id FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
        WHERE sp.category_id = ${leaf.id} AND sp.is_active AND s.is_active ORDER BY sp.id LIMIT 1`),
    );
    expect(product).toBeDefined();
    const status = async (path: string) => (await app.request(`/api/v1${path}`)).status;
    const sitemapIds = async (kind: string) => (await get<SitemapList>(app, `/sitemap/${kind}?limit=5000`)).body.items.map((e) => e.id);
    expect(await status(`/categories/${leaf.id}/breadcrumb`)).toBe(200);
    expect(await status(`/sitemap/categories/${leaf.id}`)).toBe(200);

    // As an admin tool would: change the row, then announce it (the answers are cached).
    await ctx.database.db.execute(sql`UPDATE categories SET is_active = false WHERE id = ${parent}`);
    publishDataChanged({ entity: 'category', id: parent });
    try {
      for (const id of [parent, leaf.id]) {
        // The pages read the breadcrumb, the proxy the sitemap entry: both 404, like a missing id.
        await expectProblem(await app.request(`/api/v1/categories/${id}/breadcrumb`), 404);
        await expectProblem(await app.request(`/api/v1/sitemap/categories/${id}`), 404);
        expect((await get<{ isActive: boolean }>(app, `/categories/${id}/active`)).body.isActive).toBe(false);
      }
      expect(await status(`/categories/${root.id}/breadcrumb`)).toBe(200);
      const listed = await sitemapIds('categories');
      expect(listed).not.toContain(parent);
      expect(listed).not.toContain(leaf.id);
      expect(listed).toContain(root.id);
      // A product stays a page of its own (listed by id, not by category); its path stops above
      // the hidden category, so its breadcrumb links only to pages that exist.
      const detail = await get<SupplierProductDetail>(app, `/supplierproducts/${product.id}/catalog`);
      expect(detail.res.status).toBe(200);
      expect(detail.body.categoryPath.map((c) => c.id)).toEqual([root.id]);
      const around = await get<SitemapList>(app, `/sitemap/products?afterId=${product.id - 1}&limit=1`);
      expect(around.body.items.map((e) => e.id)).toEqual([product.id]);
    } finally {
      await ctx.database.db.execute(sql`UPDATE categories SET is_active = true WHERE id = ${parent}`);
      publishDataChanged({ entity: 'category', id: parent });
    }
    expect(await status(`/categories/${leaf.id}/breadcrumb`)).toBe(200);
    expect(await status(`/sitemap/categories/${leaf.id}`)).toBe(200);
    const detail = await get<SupplierProductDetail>(app, `/supplierproducts/${product.id}/catalog`);
    expect(detail.body.categoryPath.at(-1)!.id).toBe(leaf.id);
  });

  it('answers 404 problems for a category that does not exist', async () => {
    const missing = Math.max(...all.map((e) => e.id)) + 1000;
    for (const tail of ['children', 'breadcrumb', 'active']) {
      const body = await expectProblem(await app.request(`/api/v1/categories/${missing}/${tail}`), 404);
      expect(body.detail).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('rejects bad input with per-field Persian errors', async () => {
    await expectProblem(await app.request('/api/v1/categories/abc/children'), 400, 'id');
    await expectProblem(await app.request('/api/v1/categories/top-levels?categoryType=Spaceship'), 400, 'categoryType');
    await expectProblem(await app.request('/api/v1/categories/menu?categoryType=Product,Nope'), 400);
    await expectProblem(await app.request('/api/v1/categories?paging.pageSize=0'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/categories?paging.pageSize=1000'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/categories?filter.isLeaf=maybe'), 400, 'filter.isLeaf');
    await expectProblem(await app.request('/api/v1/categories?sorting.field=price'), 400, 'sorting.field');
  });
});
