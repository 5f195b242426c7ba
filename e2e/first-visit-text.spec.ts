import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { LATIN_NUMBER, toPersianDigits } from '../lib/persian/digits';

/**
 * What a first visitor reads (issue 11): the supplier search names what was searched and finds
 * it, a suggestion's title and grey detail stay two words, filter labels and the supplier header
 * show Persian digits and no «·» that reads as a zero, and so does an address being edited. Ids
 * and names come from the API.
 */

type Summary = { id: number; slug: string; name: string };
type Property = { name: string; dataType: string; isFilterable: boolean; options: string[] };

const enc = encodeURIComponent;
const LATIN_DIGIT = /[0-9]/;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A 360 px picture of the page (around `part`) for the report, and no sideways scrolling on a phone. */
async function atPhoneWidth(page: Page, name: string, part?: () => Locator) {
  await page.setViewportSize({ width: 360, height: 780 });
  if (part) await part().scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: name }).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/first-visit-text/${name}.png`, fullPage: false });
}

test.describe('first visit text', () => {
  test('the supplier search names the key and lists the suppliers matching it; a bad key is a 404', async ({ page, request }) => {
    const supplier = (await api<{ items: Summary[] }>(request, '/suppliers?paging.pageSize=1&sorting.field=name')).items[0];
    const response = await page.goto(`/suppliers/search/${enc(supplier.name)}`);
    expect(response?.status()).toBe(200);
    const title = `تأمین‌کنندگان «${supplier.name}»`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('body')).not.toContainText('undefined');
    // A card's link reads its name, then its city and rating.
    await expect(page.getByRole('list', { name: title }).getByRole('link', { name: new RegExp(`^${supplier.name} `) })).toBeVisible();
    await atPhoneWidth(page, 'supplier-search');

    expect((await request.get(`/suppliers/search/${enc('ا'.repeat(101))}`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`/suppliers/search/${enc('  ')}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a suggestion keeps a space between its title and its grey detail', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'جستجو' }).first();
    await box.fill('سیمان');
    const listbox = page.getByRole('listbox', { name: 'پیشنهادهای جستجو' }).first();
    // «سیمان فله» in «سیمان و بتن»: its last letter must not join the detail («فلهـسیمان»).
    const option = listbox.getByRole('option', { name: 'سیمان فله سیمان و بتن', exact: true });
    await expect(option).toBeVisible();
    const parts = await option.evaluate((el) => ({ text: el.textContent, spans: [...el.children].map((span) => span.textContent) }));
    expect(parts.spans).toEqual(['سیمان فله', 'سیمان و بتن']);
    expect(parts.text).toBe('سیمان فله سیمان و بتن');
    // Product names come with Latin digits from the catalogue; the box shows their numbers in Persian.
    await expect(listbox.getByRole('group', { name: 'کالاها' })).not.toContainText(LATIN_NUMBER);

    // The same on a phone's header box.
    await page.setViewportSize({ width: 360, height: 780 });
    const phoneBox = page.getByRole('combobox', { name: 'جستجو' }).filter({ visible: true });
    await phoneBox.fill('سیمان');
    await expect(page.getByRole('option', { name: 'سیمان فله سیمان و بتن', exact: true }).filter({ visible: true })).toBeVisible();
    await atPhoneWidth(page, 'search-suggestions');
  });

  test('property filter labels show numbers in Persian digits and a grade’s code as written, as product names do', async ({ page, request }) => {
    const leaves = await api<{ items: Summary[] }>(request, '/categories?filter.isLeaf=true&filter.categoryType=Product&paging.pageSize=100');
    let target: { category: Summary; property: Property } | undefined;
    for (const leaf of leaves.items) {
      const properties = await api<Property[]>(request, `/categories/${leaf.id}/properties`);
      const property = properties.find((p) => p.isFilterable && p.dataType === 'option' && p.options.some((o) => LATIN_DIGIT.test(o)));
      if (property) {
        target = { category: leaf, property };
        break;
      }
    }
    expect(target, 'a seeded category with an option such as A1').toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/category/properties/${target!.category.id}/${enc(target!.category.slug)}`);
    const filters = page.getByRole('form', { name: 'فیلتر ویژگی‌ها' });
    const group = filters.getByRole('group', { name: target!.property.name });
    await expect(group.getByRole('checkbox')).toHaveCount(target!.property.options.length);
    await expect(filters).not.toContainText(LATIN_NUMBER);
    const latin = target!.property.options.find((o) => LATIN_DIGIT.test(o))!;
    await expect(group.getByLabel(toPersianDigits(latin), { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.locator('details[data-control="filters"] > summary').click();
    await expect(filters).toBeVisible();
    await atPhoneWidth(page, 'property-filters', () => filters.getByRole('group', { name: target!.property.name }));
  });

  test('the supplier header separates its counts with «،», not a «·» that reads as a zero', async ({ page, request }) => {
    const supplier = (await api<{ items: Summary[] }>(request, '/suppliers?paging.pageSize=1')).items[0];
    await page.goto(`/supplier/${supplier.id}/${enc(supplier.slug)}`);
    const counts = page.getByText(/شهر فروش/).first();
    await expect(counts).toContainText('، ');
    await expect(counts).not.toContainText('·');
    await expect(counts).not.toContainText(LATIN_NUMBER);
    await atPhoneWidth(page, 'supplier-header');
  });

  test('an address being edited shows the receiver mobile in Persian digits, however it was typed', async ({ page }) => {
    const phone = '09125550011';
    const since = Date.now();
    await page.goto('/users/login?redirectPath=%2Fprofile%2Faddress');
    await page.getByLabel('شماره موبایل').fill(phone);
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
    await page.getByRole('textbox', { name: 'رقم ۱ از ۶' }).fill(await codeFor(`+98${phone.slice(1)}`, since));
    await expect(page).toHaveURL(/\/profile\/address$/, { timeout: 30_000 });

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'افزودن نشانی' }).first().click();
    const added = page.getByRole('dialog', { name: 'نشانی تازه' });
    await added.getByLabel('عنوان نشانی').fill('انبار');
    await added.getByLabel('نام گیرنده').fill('مریم احمدی');
    await added.getByLabel('موبایل گیرنده').fill('09121112233');
    await added.getByRole('combobox', { name: 'استان' }).fill('تهران');
    await page.getByRole('option', { name: 'تهران', exact: true }).click();
    await added.getByRole('combobox', { name: 'شهر' }).fill('تهران');
    await page.getByRole('option', { name: 'تهران', exact: true }).click();
    await added.getByRole('textbox', { name: /^نشانی[\s*]*$/ }).fill('خیابان آزادی، کوچه ۱۲، پلاک ۳');
    await added.getByLabel('کد پستی').fill('1234567890');
    await added.getByRole('button', { name: 'افزودن' }).click();
    await expect(added).toBeHidden();

    const card = page.getByRole('article', { name: 'انبار' });
    await expect(card).not.toContainText(LATIN_NUMBER);
    await card.getByRole('button', { name: 'ویرایش' }).click();
    const editing = page.getByRole('dialog', { name: 'ویرایش نشانی' });
    await expect(editing.getByLabel('موبایل گیرنده')).toHaveValue('۰۹۱۲۱۱۱۲۲۳۳');
    await expect(editing.getByLabel('کد پستی')).toHaveValue('۱۲۳۴۵۶۷۸۹۰');
    await atPhoneWidth(page, 'address-form', () => editing.getByLabel('موبایل گیرنده'));
    // Saved as shown, the Persian digits are read back as the same number.
    await editing.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(editing).toBeHidden();
    await expect(card).toContainText('۰۹۱۲۱۱۱۲۲۳۳');
  });
});

/** The newest code the development SMS sender wrote for `phone` (E2E_DATA_DIR: the server's data). */
async function codeFor(phone: string, since: number): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '.data', 'sms-outbox.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n') : [];
      code = lines
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { phone: string; code: string; at: string })
        .filter((e) => e.phone === phone && Date.parse(e.at) >= since - 1000)
        .at(-1)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
