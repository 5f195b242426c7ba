import { arrive, expect, test, type APIRequestContext } from './fixtures';
import { LATIN_NUMBER, toPersianDigits } from '../lib/persian/digits';

/**
 * The public catalogue: every route of the seed's section 2 with a seeded id (200), a missing
 * one (404) and a wrong slug (308 to the canonical URL); a visitor's journey from the home page
 * to a supplier; the search box's suggestions; the sitemap. Ids and slugs come from the API.
 */

type Product = { id: number; slug: string; categoryId: number; categoryType: string; baseProductId: number; supplier: { id: number } };
type Summary = { id: number; slug: string };

const enc = encodeURIComponent;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MISSING = 987654321;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function seeded(request: APIRequestContext) {
  const products = await api<{ items: Product[] }>(request, '/supplierproducts/catalog?paging.pageSize=1');
  const product = products.items[0];
  const [lineage, supplier, offers] = await Promise.all([
    api<Summary[]>(request, `/categories/${product.categoryId}/breadcrumb`),
    api<Summary>(request, `/suppliers/${product.supplier.id}`),
    api<{ baseProduct: Summary }>(request, `/supplierproducts/byproduct?baseProductId=${product.baseProductId}`),
  ]);
  return { product, category: lineage[lineage.length - 1], supplier, baseProduct: offers.baseProduct };
}

async function status(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] };
}

test.describe('catalogue routes', () => {
  test('answer 200 for seeded ids and 404 for missing ones or bad parameters', async ({ request }) => {
    const { product, category, supplier, baseProduct } = await seeded(request);
    const type = product.categoryType;
    const found = [
      `/products/${product.id}/${enc(product.slug)}`,
      `/products/search/${type}`,
      `/products/category/${category.id}/${enc(category.slug)}`,
      `/products/base-product/${baseProduct.id}/${enc(baseProduct.slug)}`,
      `/products/category/${category.id}/supplier/${supplier.id}`,
      `/category/${category.id}/${enc(category.slug)}`,
      `/category/categoryType/${type}`,
      `/category/properties/${category.id}/${enc(category.slug)}`,
      `/suppliers/search/${enc(supplier.slug.split('-')[0])}`,
      `/suppliers/${type}`,
      `/supplier/${supplier.id}/${enc(supplier.slug)}`,
      `/supplier/category/${category.id}/${enc(category.slug)}`,
      `/supplier/${supplier.id}/products/${type}`,
      `/supplier/${supplier.id}/merchantDelegations/${enc(supplier.slug)}`,
      `/search?q=${enc(product.slug.split('-')[0])}`,
    ];
    for (const path of found) expect((await status(request, path)).status, path).toBe(200);

    const missing = [
      `/products/${MISSING}/x`,
      `/products/abc/x`,
      `/products/search/Vehicles`,
      `/products/category/${MISSING}/x`,
      `/products/base-product/${MISSING}/x`,
      `/products/category/${category.id}/supplier/${MISSING}`,
      `/products/category/${MISSING}/supplier/${supplier.id}`,
      `/category/${MISSING}/x`,
      `/category/0/x`,
      `/category/categoryType/product`,
      `/category/properties/${MISSING}/x`,
      `/suppliers/Nope`,
      `/supplier/${MISSING}/x`,
      `/supplier/category/${MISSING}/x`,
      `/supplier/${MISSING}/products/${type}`,
      `/supplier/${supplier.id}/products/Nope`,
      `/supplier/${MISSING}/merchantDelegations/x`,
    ];
    for (const path of missing) expect((await status(request, path)).status, path).toBe(404);
  });

  test('move a wrong or missing slug to the canonical URL with 308', async ({ request }) => {
    const { product, category, supplier, baseProduct } = await seeded(request);
    const cases: [string, string][] = [
      [`/products/${product.id}/wrong-name`, `/products/${product.id}/${enc(product.slug)}`],
      [`/products/${product.id}`, `/products/${product.id}/${enc(product.slug)}`],
      [`/category/${category.id}/a/b`, `/category/${category.id}/${enc(category.slug)}`],
      [`/category/properties/${category.id}`, `/category/properties/${category.id}/${enc(category.slug)}`],
      [`/products/category/${category.id}/x`, `/products/category/${category.id}/${enc(category.slug)}`],
      [`/products/base-product/${baseProduct.id}/x`, `/products/base-product/${baseProduct.id}/${enc(baseProduct.slug)}`],
      [`/supplier/${supplier.id}/x`, `/supplier/${supplier.id}/${enc(supplier.slug)}`],
      [`/supplier/category/${category.id}/x`, `/supplier/category/${category.id}/${enc(category.slug)}`],
      [`/supplier/${supplier.id}/merchantDelegations/x`, `/supplier/${supplier.id}/merchantDelegations/${enc(supplier.slug)}`],
    ];
    for (const [from, to] of cases) {
      const answer = await status(request, from);
      expect(answer.status, from).toBe(308);
      // Next 16 repeats the (identical) header on the render that fills the cache; browsers
      // accept identical repeats, so each value must be the canonical URL.
      for (const location of answer.location!.split(', ')) expect(new URL(location, 'http://x').pathname, from).toBe(to);
    }
  });

  test('a product page carries its title, canonical URL, Open Graph and Product JSON-LD', async ({ page, request }) => {
    const { product } = await seeded(request);
    const path = `/products/${product.id}/${enc(product.slug)}`;
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = documents.map((text) => JSON.parse(text)['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const ld = documents.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'Product');
    expect(ld.offers.priceCurrency).toBe('IRR');
    // The login guard's hint: the last supplier or product page seen before logging in.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'loginPerPage')?.value).toBe(`product-${product.id}`);
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/تومان|استعلام/);
    expect(text).not.toMatch(LATIN_NUMBER);
  });
});

test.describe('a visitor browsing the catalogue', () => {
  test('goes from the mega-menu to a category, filters by a property, opens a product and its supplier', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A leaf category whose products can be filtered by an option property.
    const leaves = await api<{ items: (Summary & { name: string; categoryType: string })[] }>(
      request,
      '/categories?filter.isLeaf=true&filter.categoryType=Product&paging.pageSize=100',
    );
    let target: { category: Summary & { name: string }; propertyName: string; option: string } | undefined;
    for (const leaf of leaves.items) {
      const properties = await api<{ name: string; dataType: string; isFilterable: boolean; options: string[] }[]>(request, `/categories/${leaf.id}/properties`);
      const option = properties.find((p) => p.isFilterable && p.dataType === 'option' && p.options.length > 1);
      if (option) {
        target = { category: leaf, propertyName: option.name, option: option.options[0] };
        break;
      }
    }
    expect(target, 'a seeded leaf category with an option property').toBeTruthy();

    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    await menu.getByRole('button', { name: 'کالا', exact: true }).click();
    await page.getByRole('link', { name: target!.category.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/category/${target!.category.id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!.category.name);

    await page.getByRole('link', { name: 'جستجو بر اساس ویژگی‌ها' }).click();
    await expect(page).toHaveURL(new RegExp(`/category/properties/${target!.category.id}/`));
    const filters = page.getByRole('form', { name: 'فیلتر ویژگی‌ها' });
    // Option labels show their numbers in Persian digits, as product names do (a grade's code, A3, as written).
    const label = toPersianDigits(target!.option);
    await filters.getByRole('group', { name: target!.propertyName }).getByLabel(label, { exact: true }).check();
    await filters.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await expect(page).toHaveURL(/[?&]p\d+=/);
    const results = page.getByRole('list', { name: 'نتایج جستجو' });
    await expect(results.getByRole('link').first()).toBeVisible();

    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/\d+\//);
    const seller = page.getByRole('region', { name: 'فروشنده' });
    const supplierName = (await seller.getByRole('link').first().innerText()).trim();
    await seller.getByRole('link', { name: supplierName }).click();
    await expect(page).toHaveURL(/\/supplier\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplierName);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'loginPerPage')?.value).toMatch(/^supplier-\d+$/);
  });

  test('searches with suggestions from the header box', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { product } = await seeded(request);
    const word = (await api<{ name: string }>(request, `/supplierproducts/${product.id}/catalog`)).name.split(' ')[0];
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'جستجو' }).first();
    await box.fill(word);
    const listbox = page.getByRole('listbox', { name: 'پیشنهادهای جستجو' }).first();
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(category|products\/base-product|supplier)\/\d+\//);

    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${enc(word)}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  });

  test('fits a 360 px phone without sideways scrolling', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { product, category, supplier } = await seeded(request);
    for (const path of [`/products/${product.id}/${enc(product.slug)}`, `/category/${category.id}/${enc(category.slug)}`, `/supplier/${supplier.id}/${enc(supplier.slug)}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('kept catalogue pages (ADR 10)', () => {
  const kept = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).headers()['x-page-cache'];

  test('a wrong slug or a missing id is answered before any page and never kept', async ({ request }) => {
    const { product, supplier } = await seeded(request);
    const probe = `probe${Date.now()}`;
    const missing = 900_000_000 + (Date.now() % 99_999_999);
    for (let i = 0; i < 2; i++) {
      expect((await status(request, `/products/${product.id}/${probe}`)).status).toBe(308);
      expect((await status(request, `/supplier/${supplier.id}/${probe}`)).status).toBe(308);
      expect((await status(request, `/products/${missing}/${probe}`)).status).toBe(404);
      expect((await status(request, `/suppliers/${probe}`)).status).toBe(404);
      for (const path of [`/products/${product.id}/${probe}`, `/products/${missing}/${probe}`, `/suppliers/${probe}`]) {
        expect(await kept(request, path), path).not.toBe('HIT');
      }
    }
    const canonical = `/products/${product.id}/${enc(product.slug)}`;
    // Kept from its second request on.
    for (let i = 0; i < 2; i++) await request.get(canonical);
    expect(await kept(request, canonical)).toBe('HIT');
  });

  test('one route serves every view of a listing: each view kept apart, other parameters share the page', async ({ request }) => {
    const { product } = await seeded(request);
    const list = `/products/search/${product.categoryType}`;
    // Kept from its second request on.
    await request.get(`${list}?page=2`);
    const first = await request.get(`${list}?page=2&utm_source=probe${Date.now()}`);
    expect(first.status()).toBe(200);
    const second = await request.get(`${list}?page=2`);
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(second.headers()['cache-control']).toMatch(/s-maxage=/);
    const html = await second.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(canonical.endsWith(`${list}?page=2`), canonical).toBe(true);
    // The first page is a page of its own, not the second page's copy.
    for (let i = 0; i < 2; i++) await request.get(list);
    const bare = await request.get(`${list}?fbclid=1`);
    expect(bare.headers()['x-page-cache']).toBe('HIT');
    expect(await bare.text()).not.toBe(html);
  });
});

test.describe('catalogue listings beyond the first page', () => {
  const itemLinks = (html: string, prefix: string) => [...html.matchAll(new RegExp(`href="(${prefix}/\\d+/[^"]+)"`, 'g'))].map((m) => m[1]);

  test('render ?page=N on the server with its canonical, prev/next links and an accessible pager', async ({ request }) => {
    const { product, supplier, category } = await seeded(request);
    const type = product.categoryType;
    const lists = [
      { path: `/products/search/${type}`, items: '/products' },
      { path: `/suppliers/${type}`, items: '/supplier' },
      { path: `/supplier/${supplier.id}/products/${type}`, items: '/products' },
      { path: `/products/category/${category.id}/${enc(category.slug)}`, items: '/products' },
      { path: `/category/properties/${category.id}/${enc(category.slug)}`, items: '/products' },
    ];
    let checked = 0;
    for (const list of lists) {
      const first = await request.get(list.path);
      const firstHtml = await first.text();
      if (!firstHtml.includes('rel="next"')) continue; // a list of one page has no page 2
      checked++;
      const second = await request.get(`${list.path}?page=2`, { maxRedirects: 0 });
      expect(second.status(), list.path).toBe(200);
      const html = await second.text();
      expect(html, list.path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${escapeRe(list.path)}\\?page=2"`));
      expect(html, list.path).toMatch(new RegExp(`<link rel="prev" href="[^"]*${escapeRe(list.path)}"`));
      expect(html, list.path).toMatch(/<nav[^>]*aria-label="صفحه‌بندی"/);
      expect(html, list.path).toMatch(/aria-current="page" aria-label="صفحه ۲، صفحه فعلی"[^>]*href="[^"]*\?page=2"[^>]*>۲</);
      expect(html, list.path).toContain('صفحه ۲ از ');
      // The items of page 2, not page 1 again.
      const one = itemLinks(firstHtml, list.items);
      const two = itemLinks(html, list.items);
      expect(two.length, list.path).toBeGreaterThan(0);
      expect(two.filter((href) => one.includes(href)), list.path).toEqual([]);
    }
    expect(checked).toBeGreaterThanOrEqual(3);
    // A page past the last moves to the last one (ADR 4), never a blank page.
    const past = await request.get(`/products/search/${type}?page=99999`, { maxRedirects: 0 });
    expect(past.status()).toBe(307);
    expect(past.headers()['location']).toMatch(new RegExp(`/products/search/${type}(\\?page=\\d+)?$`));
  });

  test('a re-ordered view is rendered on the server and kept out of the index', async ({ request }) => {
    const html = await (await request.get('/suppliers/Product?sort=name')).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/suppliers\/Product"/);
    // Page links keep the order.
    expect(html).toMatch(/href="\/suppliers\/Product\?sort=name&amp;page=2"/);
  });

  test('pages without JavaScript through plain links, and with it in place', async ({ browser, request }) => {
    const { product } = await seeded(request);
    const list = `/products/search/${product.categoryType}`;
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    const page = await noScript.newPage();
    await page.goto(list);
    const firstName = await page.locator('main h3').first().innerText();
    const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
    await pager.getByRole('link', { name: 'رفتن به صفحه ۲' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?page=2$`));
    await expect(pager.getByRole('link', { name: 'صفحه ۲، صفحه فعلی' })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('main h3').first().innerText()).not.toBe(firstName);
    await noScript.close();

    const withScript = await browser.newContext({ locale: 'fa-IR' });
    const live = await withScript.newPage();
    await live.goto(`${list}?page=2`);
    await arrive(live);
    const secondName = await live.locator('main h3').first().innerText();
    await live.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'رفتن به صفحه ۳' }).click();
    await expect(live).toHaveURL(new RegExp(`${list}\\?page=3$`));
    await expect(live.getByRole('link', { name: 'صفحه ۳، صفحه فعلی' })).toBeVisible();
    await expect.poll(() => live.locator('main h3').first().innerText()).not.toBe(secondName);
    await withScript.close();
  });
});

test.describe('sitemap', () => {
  test('lists every kind of public page, each entry answering 200 (not a redirect)', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    const kinds = [
      /^\/$/,
      /^\/products\/\d+\/[^/]+$/,
      /^\/products\/base-product\/\d+\/[^/]+$/,
      /^\/products\/category\/\d+\/[^/]+$/,
      /^\/products\/search\/[A-Za-z]+$/,
      /^\/category\/\d+\/[^/]+$/,
      /^\/category\/categoryType\/[A-Za-z]+$/,
      /^\/category\/properties\/\d+\/[^/]+$/,
      /^\/suppliers\/[A-Za-z]+$/,
      /^\/supplier\/\d+\/[^/]+$/,
      /^\/supplier\/\d+\/products\/[A-Za-z]+$/,
      /^\/supplier\/category\/\d+\/[^/]+$/,
      /^\/supplier\/\d+\/merchantDelegations\/[^/]+$/,
      /^\/products\/category\/\d+\/supplier\/\d+$/,
      // Content (issue 16): articles, a supplier's own pages, the site's pages and the content routes.
      /^\/contents\/\d+\/[^/]+$/,
      /^\/contents\/\d+\/supplier\/\d+\/[^/]+$/,
      /^\/page\/[a-z-]+$/,
      /^\/(faq|videos|how-it-work|display|feedback)$/,
      // Each screen's help, by the screen's id.
      /^\/help\/[a-z-]+$/,
    ];
    // Every URL is of a known kind, and every kind is there; two of each must answer 200 as they are.
    for (const path of paths) expect(kinds.some((k) => k.test(path)), path).toBe(true);
    for (const kind of kinds) {
      const sample = paths.filter((p) => kind.test(p)).slice(0, 2);
      expect(sample.length, String(kind)).toBeGreaterThan(0);
      for (const path of sample) expect((await status(request, path)).status, path).toBe(200);
    }
    const products = await api<{ totalCount: number }>(request, '/supplierproducts/catalog?paging.pageSize=1');
    expect(paths.filter((p) => kinds[1].test(p))).toHaveLength(products.totalCount);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  test('answers 404 for a part that does not exist', async ({ request }) => {
    expect((await request.get('/sitemap/products-99999.xml')).status()).toBe(404);
    expect((await request.get('/sitemap/widgets-0.xml')).status()).toBe(404);
    const pages = await request.get('/sitemap/pages-0.xml');
    expect(pages.status()).toBe(200);
    expect(await pages.text()).toContain('/suppliers/Product</loc>');
  });
});
