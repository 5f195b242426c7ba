import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
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

describeEachDatabase('category browsing', () => {
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
