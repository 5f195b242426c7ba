import { expect, test, type APIRequestContext, type Page } from './fixtures';

/**
 * Every public page type opened as a phone opens it — 360 px, touch, no pointer move, no tap, no
 * wait for hydration — must show its content from the server's HTML alone. Public pages hydrate
 * on the first interaction (ADR 5) and fetch their scripts only then (ADR 7), so anything drawn
 * only by React stays blank on a phone until touched; the `page` fixture moves the pointer first
 * and would hide that. The 404 page once did (ADR 4).
 */

type Summary = { id: number; slug: string; name: string };
type Product = Summary & { categoryId: number; categoryType: string; baseProductId: number; supplier: { id: number } };
type Seeded = { product: Product; category: Summary; supplier: Summary; baseProduct: Summary; delegation: { supplier: Summary; merchant: Summary } };

const enc = encodeURIComponent;
const MISSING = 987654321;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function seeded(request: APIRequestContext): Promise<Seeded> {
  const product = (await api<{ items: Product[] }>(request, '/supplierproducts/catalog?paging.pageSize=1')).items[0];
  const [lineage, supplier, offers, delegations] = await Promise.all([
    api<Summary[]>(request, `/categories/${product.categoryId}/breadcrumb`),
    api<Summary>(request, `/suppliers/${product.supplier.id}`),
    api<{ baseProduct: Summary }>(request, `/supplierproducts/byproduct?baseProductId=${product.baseProductId}`),
    api<{ items: Seeded['delegation'][] }>(request, '/merchantdelegations?paging.pageSize=1'),
  ]);
  return { product, category: lineage[lineage.length - 1], supplier, baseProduct: offers.baseProduct, delegation: delegations.items[0] };
}

/** The page's one heading, in the first screen, with this text. */
async function expectHeading(page: Page, text: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(text);
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
}

/** The first item of the page's listing (every card names its item in an h3). */
async function expectFirstItem(page: Page) {
  const first = page.locator('main h3').first();
  await expect(first).toBeVisible();
  await expect(first).not.toBeEmpty();
}

/** The seed's 404 page: code, heading, text and both buttons, right to left. */
async function expectNotFoundPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('۴۰۴', { exact: true })).toBeVisible();
  await expectHeading(page, 'خطا');
  await expect(page.getByText('صفحه‌ای که به دنبال آن بودید پیدا نشد.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'بازگشت به صفحه قبل' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

type Case = {
  name: string;
  path: (s: Seeded) => string;
  status?: number;
  /** The page hydrates by itself (a `data-hydrate-now` part), so it may be React's by now. */
  hydratesAtOnce?: boolean;
  check: (page: Page, s: Seeded) => Promise<void>;
};

const cases: Case[] = [
  {
    name: 'home',
    path: () => '/',
    check: async (page) => {
      await expectHeading(page, /.+/);
      await expectFirstItem(page);
    },
  },
  {
    name: 'category',
    path: (s) => `/category/${s.category.id}/${enc(s.category.slug)}`,
    check: async (page, s) => {
      await expectHeading(page, s.category.name);
      await expect(page.getByRole('list', { name: `کالاهای ${s.category.name}` }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'category type listing',
    path: (s) => `/category/categoryType/${s.product.categoryType}`,
    check: async (page) => {
      await expectHeading(page, 'دسته‌بندی‌های کالا');
      await expect(page.locator('main h2').first()).toBeVisible();
      await expectFirstItem(page);
    },
  },
  {
    name: 'products search by type',
    path: (s) => `/products/search/${s.product.categoryType}`,
    check: async (page) => {
      await expectHeading(page, 'کالا در بازارگاه');
      await expectFirstItem(page);
    },
  },
  {
    name: 'product',
    path: (s) => `/products/${s.product.id}/${enc(s.product.slug)}`,
    check: async (page, s) => {
      await expectHeading(page, s.product.name);
      await expect(page.getByText(/تومان/).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'فروشنده' })).toBeVisible();
    },
  },
  {
    name: 'base product',
    path: (s) => `/products/base-product/${s.baseProduct.id}/${enc(s.baseProduct.slug)}`,
    check: async (page, s) => {
      await expectHeading(page, s.baseProduct.name);
      await expect(page.getByText(/تومان/).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'مقایسه پیشنهادها' })).toBeVisible();
    },
  },
  {
    name: 'supplier',
    path: (s) => `/supplier/${s.supplier.id}/${enc(s.supplier.slug)}`,
    check: async (page, s) => {
      await expectHeading(page, s.supplier.name);
      await expectFirstItem(page);
    },
  },
  {
    name: "supplier's products",
    path: (s) => `/supplier/${s.supplier.id}/products/${s.product.categoryType}`,
    check: async (page, s) => {
      await expectHeading(page, `کالا ${s.supplier.name}`);
      await expectFirstItem(page);
    },
  },
  {
    name: 'suppliers by type',
    path: (s) => `/suppliers/${s.product.categoryType}`,
    check: async (page) => {
      await expectHeading(page, 'تأمین‌کنندگان کالا');
      await expectFirstItem(page);
    },
  },
  {
    name: 'search with a query',
    path: (s) => `/search?q=${enc(s.product.name.split(' ')[0])}`,
    check: async (page, s) => {
      await expectHeading(page, `نتایج جستجوی «${s.product.name.split(' ')[0]}»`);
      await expectFirstItem(page);
    },
  },
  {
    name: 'merchant delegations',
    path: (s) => `/supplier/${s.delegation.supplier.id}/merchantDelegations/${enc(s.delegation.supplier.slug)}`,
    check: async (page, s) => {
      const title = `نمایندگی‌های ${s.delegation.supplier.name}`;
      await expectHeading(page, title);
      const rows = page.getByRole('table', { name: title }).getByRole('row');
      await expect(rows.filter({ hasText: s.delegation.merchant.name }).first()).toBeVisible();
    },
  },
  {
    name: 'login',
    path: () => '/users/login',
    hydratesAtOnce: true,
    check: async (page) => {
      await expectHeading(page, 'ورود / ثبت‌نام');
      await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'دریافت کد ورود' })).toBeVisible();
    },
  },
  { name: 'the 404 error page', path: () => '/error/404', check: expectNotFoundPage },
  { name: 'an unknown URL (404)', path: () => '/no/such/page', status: 404, check: expectNotFoundPage },
  { name: 'a missing product id (the proxy’s 404)', path: () => `/products/${MISSING}/x`, status: 404, check: expectNotFoundPage },
  { name: 'an impossible parameter (404)', path: () => '/category/abc/x', status: 404, check: expectNotFoundPage },
];

test.describe('a phone sees each public page before it is touched', () => {
  for (const c of cases) {
    test(c.name, async ({ phone, request, baseURL }) => {
      const data = await seeded(request);
      const path = c.path(data);
      const response = await phone.goto(path);
      expect(response?.status(), path).toBe(c.status ?? 200);
      await c.check(phone, data);
      if (!c.hydratesAtOnce) {
        // Nothing woke the page: what was checked is the server's HTML, and the 404 page is
        // still at its own URL (the move to /error/404 waits for React).
        expect(await phone.evaluate(() => 'hydrated' in document.documentElement.dataset), path).toBe(false);
        expect(phone.url()).toBe(new URL(path, baseURL).href);
      }
    });
  }

  test('the 404 page at 360 px, untouched', async ({ phone }, testInfo) => {
    const response = await phone.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(phone);
    const shot = testInfo.outputPath('phone-404.png');
    await phone.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('404 page on a phone', { path: shot, contentType: 'image/png' });
  });
});
