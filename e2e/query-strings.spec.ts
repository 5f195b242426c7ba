import { expect, test, type APIRequestContext, type Page } from './fixtures';

/**
 * Query strings on public pages (issue 11): parameters no page reads share the page cache's
 * entry of the bare page (ADR 6), and a listing's page number past the last page moves to the
 * last page instead of answering a blank 404 document (ADR 4).
 */

type Summary = { id: number; slug: string; name: string };
type Product = Summary & { categoryId: number; categoryType: string };

const enc = encodeURIComponent;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function seededCategory(request: APIRequestContext): Promise<{ product: Product; category: Summary }> {
  const product = (await api<{ items: Product[] }>(request, '/supplierproducts/catalog?paging.pageSize=1')).items[0];
  const lineage = await api<Summary[]>(request, `/categories/${product.categoryId}/breadcrumb`);
  return { product, category: lineage[lineage.length - 1] };
}

test.describe('parameters no page reads', () => {
  test('a page asked for with tracking or random parameters is the page cache’s copy of the bare page', async ({ request }) => {
    const { category } = await seededCategory(request);
    const path = `/category/${category.id}/${enc(category.slug)}`;
    // Rendered, and kept from its second request on.
    await expect.poll(async () => (await request.get(path)).headers()['x-page-cache'], { timeout: 20_000 }).toBe('HIT');
    const bare = await request.get(path);
    for (const query of ['utm_source=a', 'b=2', `x=${Math.random().toString(36).slice(2)}`, 'utm_source=a&utm_medium=b&fbclid=c']) {
      const answer = await request.get(`${path}?${query}`);
      expect(answer.status(), query).toBe(200);
      expect(answer.headers()['x-page-cache'], query).toBe('HIT');
      expect(answer.headers()['etag'], query).toBe(bare.headers()['etag']);
    }
  });

  test('a listing’s other page is its own page, never the cached first page', async ({ request, baseURL }) => {
    const { product } = await seededCategory(request);
    const path = `/products/search/${product.categoryType}`;
    await expect.poll(async () => (await request.get(path)).headers()['x-page-cache'], { timeout: 20_000 }).toBe('HIT');
    const first = await request.get(path);
    // Kept under its own key (ADR 10): the second answer of page 2 comes from the page cache, and
    // it is page 2, not the first page's entry that a parameter-blind key would give it.
    await expect.poll(async () => (await request.get(`${path}?page=2`, { maxRedirects: 0 })).headers()['x-page-cache'], { timeout: 20_000 }).toBe('HIT');
    const second = await request.get(`${path}?page=2`, { maxRedirects: 0 });
    expect(second.status()).toBe(200);
    expect(second.headers()['etag']).not.toBe(first.headers()['etag']);
    expect(await second.text()).toContain(`<link rel="canonical" href="${new URL(`${path}?page=2`, baseURL).href}"`);
  });
});

/** The page's one heading, visible in the first screen, and the first item of its list. */
async function expectListPage(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeInViewport();
  const first = page.locator('main h3').first();
  await expect(first).toBeVisible();
  await expect(first).not.toBeEmpty();
}

test.describe('a page number past the last page', () => {
  type Seeded = { product: Product; category: Summary };
  /** `hydratesAtOnce`: the page has a `data-hydrate-now` part (the property filters), so it may be React's by now. */
  const cases: { name: string; path: (s: Seeded) => string; heading: (s: Seeded) => string; hydratesAtOnce?: boolean }[] = [
    { name: 'products of a type', path: (s) => `/products/search/${s.product.categoryType}?page=99999`, heading: () => 'کالا در بازارگاه' },
    { name: 'a category’s products', path: (s) => `/products/category/${s.category.id}/${enc(s.category.slug)}?page=99`, heading: (s) => `کالاهای ${s.category.name}` },
    {
      name: 'a category’s property search',
      path: (s) => `/category/properties/${s.category.id}/${enc(s.category.slug)}?page=99`,
      heading: (s) => `جستجوی ${s.category.name} بر اساس ویژگی‌ها`,
    },
  ];

  for (const c of cases) {
    test(`${c.name}: moves to the last page, which a phone sees untouched`, async ({ phone, request, baseURL }) => {
      const seeded = await seededCategory(request);
      const path = `${c.path(seeded)}&utm_source=x`;
      const moved = await request.get(path, { maxRedirects: 0 });
      expect(moved.status(), path).toBe(307);
      const location = new URL(moved.headers()['location'], baseURL);
      expect(location.pathname).toBe(new URL(path, baseURL).pathname);
      const asked = Number(new URL(path, baseURL).searchParams.get('page'));
      const last = Number(location.searchParams.get('page') ?? 1);
      expect(last).toBeLessThan(asked);
      // The move names the view the list reads (its own parameters only), so it is one URL however it was asked.
      expect(location.searchParams.get('utm_source')).toBeNull();
      // A crawler (whose metadata Next renders before the page) is moved the same way.
      const crawler = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
      expect(crawler.status()).toBe(307);
      expect(crawler.headers()['location']).toBe(moved.headers()['location']);

      const response = await phone.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(phone.url()).toBe(location.href);
      await expectListPage(phone, c.heading(seeded));
      // What was checked is the server's HTML: nothing woke the page.
      if (!c.hydratesAtOnce) expect(await phone.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    });
  }

  // The search page streams behind its skeleton (loading.tsx), so its move is Next's refresh within
  // the page rather than a 307.
  test('a search’s group: moves to its last page, which a phone sees untouched', async ({ phone }) => {
    await phone.goto(`/search?q=${enc('سیمان')}&group=products&page=999`);
    await phone.waitForURL((url) => url.searchParams.get('page') !== '999', { timeout: 10_000 });
    const last = Number(new URL(phone.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(999);
    await expectListPage(phone, 'نتایج جستجوی «سیمان»');
    await expect(phone.getByText('پیدا نشد')).toHaveCount(0);
  });
});
