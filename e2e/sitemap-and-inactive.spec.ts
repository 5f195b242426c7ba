import { expect, test, type APIRequestContext } from './fixtures';

/**
 * Issue 11. An inactive category has no pages: the seed's retired category (written after the
 * tree, so its id follows the last live one) answers the site's 404 page on each of its routes
 * and is nowhere in the sitemap. The sitemap lists the merchant-delegations pages and the
 * category × supplier listings, and those URLs answer 200 as they are.
 */

type Summary = { id: number; slug: string };
type SitemapEntry = { id: number; slug: string; delegations?: boolean; categoryId?: number; supplierId?: number };

const enc = encodeURIComponent;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const status = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).status();

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('<urlset');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The seed's retired category: the id after the last live one, checked to exist and be inactive. */
async function retiredCategory(request: APIRequestContext): Promise<number> {
  const last = await api<{ items: Summary[] }>(request, '/categories?paging.pageSize=1&sorting.field=id&sorting.direction=desc');
  const id = last.items[0].id + 1;
  expect(await api<{ isActive: boolean }>(request, `/categories/${id}/active`)).toEqual({ id, isActive: false });
  return id;
}

test.describe('an inactive category', () => {
  test('answers 404 on its category, properties, products and category × supplier pages', async ({ request }) => {
    const id = await retiredCategory(request);
    const [supplier] = (await api<{ items: SitemapEntry[] }>(request, '/sitemap/suppliers?limit=1')).items;
    const slug = enc('ورق-آزبست-سیمان');
    for (const path of [
      `/category/${id}/${slug}`,
      `/category/properties/${id}/${slug}`,
      `/products/category/${id}/${slug}`,
      `/supplier/category/${id}/${slug}`,
      `/products/category/${id}/supplier/${supplier.id}`,
      // A listing view (`?page=`, sorting) is no way round it.
      `/products/category/${id}/${slug}?sort=cheapest`,
    ]) {
      expect(await status(request, path), path).toBe(404);
    }
    // The reads behind the pages say the same.
    expect((await request.get(`/api/v1/categories/${id}/breadcrumb`)).status()).toBe(404);
    expect((await request.get(`/api/v1/sitemap/categories/${id}`)).status()).toBe(404);
  });

  test("shows the site's 404 page", async ({ page, request }) => {
    const id = await retiredCategory(request);
    const response = await page.goto(`/category/${id}/x`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('صفحه‌ای که به دنبال آن بودید پیدا نشد.')).toBeVisible();
  });

  test('is nowhere in the sitemap', async ({ request }) => {
    const id = await retiredCategory(request);
    const paths = await sitemapPaths(request);
    const ofCategory = new RegExp(`^/(category|category/properties|products/category|supplier/category)/${id}(/|$)`);
    expect(paths.filter((p) => ofCategory.test(p))).toEqual([]);
  });
});

test.describe('the sitemap', () => {
  test('lists the merchant-delegations pages of suppliers with delegations, each answering 200', async ({ request }) => {
    const suppliers = (await api<{ items: SitemapEntry[] }>(request, '/sitemap/suppliers?limit=5000')).items;
    const withDelegations = suppliers.filter((s) => s.delegations);
    expect(withDelegations.length).toBeGreaterThan(0);
    const paths = await sitemapPaths(request);
    const delegations = paths.filter((p) => /^\/supplier\/\d+\/merchantDelegations\/[^/]+$/.test(p));
    expect(delegations.sort()).toEqual(withDelegations.map((s) => `/supplier/${s.id}/merchantDelegations/${enc(s.slug)}`).sort());
    for (const path of delegations.slice(0, 3)) expect(await status(request, path), path).toBe(200);
  });

  test('lists each category × supplier listing once, each answering 200 with the supplier’s products', async ({ page, request }) => {
    const pairs = (await api<{ items: SitemapEntry[] }>(request, '/sitemap/category-supplier-products?limit=5000')).items;
    expect(pairs.length).toBeGreaterThan(0);
    const paths = await sitemapPaths(request);
    const listed = paths.filter((p) => /^\/products\/category\/\d+\/supplier\/\d+$/.test(p));
    expect(listed.sort()).toEqual(pairs.map((p) => `/products/category/${p.categoryId}/supplier/${p.supplierId}`).sort());
    for (const path of [listed[0], listed[Math.floor(listed.length / 2)], listed[listed.length - 1]]) {
      expect(await status(request, path), path).toBe(200);
    }
    const response = await page.goto(listed[0]);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h3').first()).toBeVisible();
  });
});
