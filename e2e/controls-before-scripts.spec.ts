import { expect, test, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE } from './fixtures';
import { toPersianDigits as toPersian } from '../lib/persian/digits';

/**
 * The first controls a visitor touches on a public page — the menu, the order of a list and the
 * property filter — are HTML (ADR 9): the first tap works with no pointer moved before it, both
 * when the page's scripts never arrive and when they do.
 */

type Summary = { id: number; slug: string; name: string };
type Property = { id: number; name: string; dataType: string; isFilterable: boolean; options: string[]; minValue: number | null; maxValue: number | null };
type Offer = { id: number; price: number | null; minOrderQuantity: number | null; supplier: { name: string; city: { id: number; name: string } | null } };
const enc = (text: string) => encodeURIComponent(text);
/** An offer's price as the comparison orders it: one quoted on request goes last. */
const price = (o: Offer) => (o.price && o.price > 0 ? o.price : Number.POSITIVE_INFINITY);

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A leaf category with an option property and a number property to filter by. */
async function filterableCategory(request: APIRequestContext) {
  const leaves = await api<{ items: Summary[] }>(request, '/categories?filter.isLeaf=true&filter.categoryType=Product&paging.pageSize=100');
  for (const category of leaves.items) {
    const properties = await api<Property[]>(request, `/categories/${category.id}/properties`);
    const option = properties.find((p) => p.isFilterable && p.dataType === 'option' && p.options.length > 1);
    const number = properties.find((p) => p.isFilterable && p.dataType === 'number' && p.minValue !== null && p.maxValue !== null);
    if (option && number) return { category, option, number };
  }
  throw new Error('no seeded leaf category with an option and a number property');
}

/** A phone; `scripts: false` aborts every script of the app, so only the HTML works. */
async function phone(browser: Browser, baseURL: string | undefined, scripts: boolean): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  if (!scripts) await context.route('**/_next/static/**/*.js', (route) => route.abort());
  return context.newPage();
}

const hydrated = (page: Page) => page.evaluate(() => 'hydrated' in document.documentElement.dataset);

for (const scripts of [false, true]) {
  const when = scripts ? 'with the scripts arriving' : 'before any script (they never arrive)';

  test.describe(`a phone's first tap, ${when}`, () => {
    test('the menu opens at once and leads to a category', async ({ browser, baseURL }) => {
      const page = await phone(browser, baseURL, scripts);
      await page.goto('/');
      await page.locator('#site-menu > summary').tap();
      const drawer = page.locator('#site-menu-panel');
      await expect(drawer).toBeVisible();
      if (!scripts) expect(await hydrated(page)).toBe(false);
      await drawer.getByText('کالا', { exact: true }).tap();
      await drawer.getByRole('link', { name: 'مصالح ساختمانی' }).tap();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('مصالح ساختمانی');
      await expect(drawer).toBeHidden();
      await page.context().close();
    });

    test('the order of a list opens at once and orders the list', async ({ browser, baseURL, request }) => {
      const { category } = await filterableCategory(request);
      const page = await phone(browser, baseURL, scripts);
      await page.goto(`/products/category/${category.id}/${enc(category.slug)}`);
      const sort = page.locator('details[data-control="sort"]');
      await expect(sort.locator('summary')).toContainText('جدیدترین');
      await sort.locator('summary').tap();
      if (!scripts) expect(await hydrated(page)).toBe(false);
      await sort.getByRole('link', { name: 'ارزان‌ترین' }).tap();
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      await expect(sort.locator('summary')).toContainText('ارزان‌ترین');
      await expect(sort.getByRole('link', { name: 'ارزان‌ترین' })).toBeHidden();
      // The list is in that order: prices (Toman, Persian digits) never fall.
      const prices = await page
        .getByRole('list', { name: `کالاهای ${category.name}` })
        .getByText(/تومان/)
        .allInnerTexts();
      const numbers = prices.map((text) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^0-9]/g, '')));
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      await page.context().close();
    });

    test("a storefront's sections open at once, and the one opened stays open", async ({ browser, baseURL, request }) => {
      const supplier = (await api<{ items: Summary[] }>(request, '/suppliers?paging.pageSize=1')).items[0];
      const page = await phone(browser, baseURL, scripts);
      await page.goto(`/supplier/${supplier.id}/${enc(supplier.slug)}`);
      const sections = page.getByRole('radiogroup', { name: 'بخش‌های فروشگاه' });
      await expect(page.getByRole('region', { name: 'کالاها و خدمات' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'درباره و تماس' })).toBeHidden();
      await sections.getByText('درباره و تماس').tap();
      await expect(page.getByRole('region', { name: 'درباره و تماس' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'کالاها و خدمات' })).toBeHidden();
      await expect(sections.getByRole('radio', { name: 'درباره و تماس' })).toBeChecked();
      if (!scripts) expect(await hydrated(page)).toBe(false);
      else {
        // Hydration keeps the section the tap opened.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await expect(page.getByRole('region', { name: 'درباره و تماس' })).toBeVisible();
      }
      await page.context().close();
    });

    test("a base product's offers are ordered and narrowed to a city at once, with no request", async ({ browser, baseURL, request }) => {
      // The base product with the most offers from more than one city.
      const catalog = await api<{ items: { baseProductId: number }[] }>(request, '/supplierproducts/catalog?paging.pageSize=60');
      let best: { id: number; slug: string; offers: Offer[] } | undefined;
      for (const id of new Set(catalog.items.map((p) => p.baseProductId))) {
        const data = await api<{ baseProduct: { slug: string }; items: Offer[] }>(request, `/supplierproducts/byproduct?baseProductId=${id}`);
        const cities = new Set(data.items.map((o) => o.supplier.city?.id));
        if (cities.size > 1 && data.items.length > (best?.offers.length ?? 0)) best = { id, slug: data.baseProduct.slug, offers: data.items };
      }
      expect(best, 'a seeded base product offered from two cities').toBeTruthy();
      const page = await phone(browser, baseURL, scripts);
      await page.goto(`/products/base-product/${best!.id}/${enc(best!.slug)}`);
      const requests: string[] = [];
      // A new page or the app's own data calls; the scripts the touch wakes (aborted here) are not answers.
      page.on('request', (r) => {
        if (['document', 'fetch', 'xhr'].includes(r.resourceType())) requests.push(r.url());
      });
      const table = page.getByRole('table', { name: 'پیشنهادهای تأمین‌کنندگان' });
      const shownSuppliers = async () => (await table.locator('tbody tr:visible td:first-child a:first-child').allInnerTexts()).map((t) => t.trim());
      const byMinOrder = [...best!.offers].sort((a, b) => (a.minOrderQuantity ?? 0) - (b.minOrderQuantity ?? 0) || price(a) - price(b));
      await page.getByRole('combobox', { name: 'مرتب‌سازی' }).selectOption({ label: 'کمترین حداقل سفارش' });
      await expect.poll(shownSuppliers).toEqual(byMinOrder.map((o) => o.supplier.name));
      const city = best!.offers[0].supplier.city!;
      await page.getByRole('combobox', { name: 'شهر' }).selectOption({ label: city.name });
      await expect.poll(shownSuppliers).toEqual(byMinOrder.filter((o) => o.supplier.city?.id === city.id).map((o) => o.supplier.name));
      if (!scripts) expect(await hydrated(page)).toBe(false);
      expect(requests.filter((url) => !new URL(url).pathname.startsWith('/api/v1/pagevisits'))).toEqual([]);
      await page.context().close();
    });

    test('the property filter opens, takes a tick and a range typed in Persian digits, and filters', async ({ browser, baseURL, request }) => {
      const { category, option, number } = await filterableCategory(request);
      const page = await phone(browser, baseURL, scripts);
      const path = `/category/properties/${category.id}/${enc(category.slug)}`;
      await page.goto(path);
      const filters = page.locator('details[data-control="filters"]');
      await filters.locator('summary').tap();
      const form = page.getByRole('form', { name: 'فیلتر ویژگی‌ها' });
      await expect(form).toBeVisible();
      if (!scripts) expect(await hydrated(page)).toBe(false);
      await form.getByRole('group', { name: toPersian(option.name) }).getByText(toPersian(option.options[0]), { exact: true }).tap();
      const range = form.getByRole('group', { name: toPersian(number.name) });
      await range.getByRole('textbox', { name: 'از' }).tap();
      await page.keyboard.type(toPersian(String(number.minValue)));
      await form.getByRole('button', { name: 'اعمال فیلتر' }).tap();
      // The canonical URL: the option, and the range as `min~` (no empty fields, no default unit).
      await expect(page).toHaveURL(new RegExp(`[?&]p${number.id}=`));
      const query = new URL(page.url()).searchParams;
      expect(query.getAll(`p${option.id}`)).toEqual([option.options[0]]);
      expect(query.get(`p${number.id}`)).toBe(`${number.minValue}~`);
      expect([...query.keys()].some((key) => key.endsWith('-from') || key.endsWith('-to'))).toBe(false);
      // The page shows the filter it applied.
      await expect(filters.locator('summary')).toContainText('فعال');
      await filters.locator('summary').tap();
      await expect(form.getByRole('checkbox', { name: toPersian(option.options[0]) })).toBeChecked();
      await expect(range.getByRole('textbox', { name: 'از' })).toHaveValue(toPersian(String(number.minValue)));
      await expect(page.getByRole('status').filter({ hasText: 'کالا' })).toBeVisible();
      await page.context().close();
    });
  });
}

test("a storefront's section opened from tabs low on a phone's screen is brought into view, the first tap too", async ({ browser, baseURL, request }) => {
  const supplier = (await api<{ items: Summary[] }>(request, '/suppliers?paging.pageSize=1')).items[0];
  const page = await phone(browser, baseURL, true);
  // The page's scripts wait until the first tap has been made.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/_next/static/**/*.js', async (route) => (await tapped, route.continue()));
  await page.goto(`/supplier/${supplier.id}/${enc(supplier.slug)}`);
  const sections = page.getByRole('radiogroup', { name: 'بخش‌های فروشگاه' });
  const low = async () => {
    // The tabs' row at the foot of the screen, the sections' content all below it.
    await sections.evaluate((tabs) => window.scrollBy({ top: tabs.getBoundingClientRect().bottom - window.innerHeight + 8, behavior: 'instant' }));
    const box = (await sections.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(PHONE.viewport.height * 0.8);
  };
  const broughtUp = async (name: string) => {
    await expect(page.getByRole('region', { name })).toBeVisible();
    await expect.poll(async () => (await sections.boundingBox())!.y).toBeLessThan(PHONE.viewport.height * 0.4);
    expect((await page.getByRole('region', { name }).boundingBox())!.y).toBeLessThan(PHONE.viewport.height * 0.6);
  };
  // Before React: the tap opens the section, and React, arriving after it, brings it up.
  await low();
  await sections.getByText('درباره و تماس').tap();
  await expect(page.getByRole('region', { name: 'درباره و تماس' })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  release();
  await broughtUp('درباره و تماس');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // And once React is there.
  await low();
  await sections.getByText('شهرهای فروش').tap();
  await broughtUp('شهرهای فروش');
  await page.context().close();
});

test("a link standing alone takes a finger's tap beside it, as a button does: the storefront's phone, 44 px tall", async ({ browser, baseURL, request }) => {
  const listed = (await api<{ items: Summary[] }>(request, '/suppliers?paging.pageSize=20')).items;
  const details = await Promise.all(listed.map((s) => api<Summary & { phone: string | null }>(request, `/suppliers/${s.id}`)));
  const supplier = details.find((s) => s.phone)!;
  const page = await phone(browser, baseURL, true);
  await page.goto(`/supplier/${supplier.id}/${enc(supplier.slug)}`);
  await page.getByRole('radiogroup', { name: 'بخش‌های فروشگاه' }).getByText('درباره و تماس').tap();
  const link = page.locator('a[href^="tel:"]').first();
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  expect(box.height).toBeLessThan(44);
  // 20 px above its middle is outside the drawn link and inside the finger's 44 px.
  const taken = await link.evaluate((a, y) => document.elementFromPoint(a.getBoundingClientRect().left + a.getBoundingClientRect().width / 2, y)?.closest('a') === a, box.y + box.height / 2 - 20);
  expect(taken).toBe(true);
  await page.context().close();
});
