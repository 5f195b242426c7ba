import sharp from 'sharp';
import { expect, PHONE, test, type Page } from './fixtures';
import { loginThrough } from './login';

/** The demo supplier user (server/db/seed/demo-users.ts) runs the first two storefronts. */
const SUPPLIER_PHONE = '09120000002';

const picture = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** Types into a picker and chooses the first option that names what was typed (not a list still loading). */
async function chooseOption(page: Page, field: string, typed: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(typed);
  // The options are those found for what was typed once none names anything else: a city picker
  // lists every city until its search answers, and an option clicked as that list is replaced is lost.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasNotText: typed })).toHaveCount(0);
  await options.filter({ hasText: typed }).first().click();
}

test.describe('the supplier desk', () => {
  test('a supplier adds a product with two pictures, finds it in its category and in search, edits its price and unpublishes it', async ({ page, request }) => {
    test.setTimeout(180_000);
    // Persian digits, as cards show every number.
    const name = `میلگرد آزمایشی میز ${String(Date.now()).slice(-6).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}`;
    await loginThrough(page, SUPPLIER_PHONE, '/profile/suppliers');

    // My suppliers: both storefronts, each with its way in.
    const storefronts = page.getByRole('main').getByRole('listitem');
    await expect(storefronts).toHaveCount(2);
    await storefronts.first().getByRole('link', { name: 'کالاها' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('کالاهای');
    await expect(page.getByRole('table')).toBeVisible();

    await page.getByRole('link', { name: 'کالای جدید' }).click();
    await chooseOption(page, 'دسته', 'میلگرد');
    // Whatever the category requires: a number, or its first option.
    const properties = page.getByRole('group', { name: 'ویژگی‌ها' });
    await expect(properties.locator('input, select').first()).toBeVisible();
    for (const input of await properties.locator('input[required]').all()) await input.fill('۱۲');
    for (const select of await properties.locator('select[required]').all()) await select.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'کالای پایه' }).fill(name);
    await expect(page.getByText(`کالای تازه: «${name}»`)).toBeVisible();
    await page.getByLabel('قیمت (تومان)').fill('۳۴٬۵۰۰');
    await page.getByRole('combobox', { name: 'به ازای هر' }).selectOption({ label: 'کیلوگرم' });
    await page.locator('input[type=file]').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await picture('#2a6') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await picture('#a26') },
    ]);
    await expect(page.getByRole('img', { name: 'تصویر ۲' })).toBeVisible({ timeout: 30_000 });
    // The second picture first: the card shows the first one.
    await page.getByRole('button', { name: 'تصویر ۲ یک جا جلوتر' }).click();
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page).toHaveURL(/\/profile\/suppliers\/\d+\/products\/\d+$/, { timeout: 30_000 });
    const productId = Number(page.url().split('/').at(-1));

    const product = await (await request.get(`/api/v1/supplierproducts/${productId}/catalog`)).json();
    expect(product.price).toBe(345_000);
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatch(/^\/api\/v1\/pictures\/[0-9a-f]{32}\/1200\.webp$/);

    // Its category's list (newest first) and the search both find it, with its picture's srcset.
    await page.goto(`/products/category/${product.categoryId}/x`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /320\.avif 320w, .*640\.avif 640w, .*1200\.avif 1200w/);
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

    // A new price shows on its public page.
    await page.goto(`/profile/suppliers/${product.supplier.id}/products/${productId}`);
    await page.getByLabel('قیمت (تومان)').fill('۴۰۰۰۰');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByText('ذخیره شد')).toBeVisible();
    await page.goto(`/products/${productId}/x`);
    await expect(page.getByRole('main')).toContainText('۴۰٬۰۰۰');

    // Unpublished from the table: its page is gone and the sitemap drops it.
    await page.goto(`/profile/suppliers/${product.supplier.id}/products`);
    await page.getByRole('searchbox').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'لغو انتشار' }).click();
    await expect(page.getByText('۱ کالا به‌روز شد')).toBeVisible();
    await expect(row.getByText('منتشرنشده')).toBeVisible();
    expect((await request.get(`/products/${productId}/x`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`/api/v1/sitemap/products/${productId}`)).status()).toBe(404);

    // The storefront sells in one more city, found by typing its name; its delegations are listed.
    await page.getByRole('navigation', { name: /بخش‌های فروشگاه/ }).getByRole('link', { name: 'ویترین' }).click();
    await chooseOption(page, 'شهرهای فروش', 'شیراز');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByText('ذخیره شد')).toBeVisible();
    const storefront = await (await request.get(`/api/v1/salecities?supplierId=${product.supplier.id}`)).text();
    expect(storefront).toContain('شیراز');
    await page.getByRole('link', { name: 'نمایندگی‌ها' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('نمایندگی‌های');
    await expect(page.getByRole('table').or(page.getByText('این فروشگاه هنوز نماینده‌ای ندارد.'))).toBeVisible();
  });

  test('the keyboard comes back from a product to its row in the list, and not by another way later', async ({ page }) => {
    await loginThrough(page, SUPPLIER_PHONE, '/profile/suppliers');
    const [storefront] = (await (await page.request.get('/api/v1/supplier-desk/suppliers')).json()) as { id: number }[];
    await page.goto(`/profile/suppliers/${storefront.id}/products`);
    const rows = page.getByRole('table').getByRole('link', { name: /^ویرایش / });
    await expect(rows.nth(2)).toBeVisible();
    const third = rows.nth(2);
    const name = (await third.getAttribute('aria-label'))!;
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+/);
    await page.goBack();
    await expect(page.getByRole('link', { name, exact: true })).toBeFocused();

    // Opened again, then the desk's orders and its products by their links: the row opened is forgotten
    // on the way, and the list keeps its own focus.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+/);
    const sections = page.getByRole('navigation', { name: /بخش‌های فروشگاه/ });
    await sections.getByRole('link', { name: 'سفارش‌ها', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('bazargah:opened-row'))).toBeNull();
    await sections.getByRole('link', { name: 'کالاها', exact: true }).click();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).not.toBeFocused();
  });
  test("a buyer opens a storefront of their own from 'my suppliers', on a phone; another owner's storefront is the 404 page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456791', '/profile/suppliers');
    await expect(page.getByText('هنوز فروشگاه تأمین‌کننده‌ای به حساب شما متصل نیست.')).toBeVisible();
    const answer = await page.goto('/profile/suppliers/1/products');
    expect(answer?.status()).toBe(404);

    await page.goto('/profile/suppliers');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const form = page.getByRole('form', { name: 'راه‌اندازی ویترین' });
    await form.getByRole('textbox', { name: /نام تجاری/ }).fill('بازرگانی آزمون ارومیه');
    await form.getByRole('checkbox', { name: 'کالا' }).check();
    await form.getByRole('combobox', { name: 'شهر' }).fill('تهر');
    await page.getByRole('option', { name: /^تهران،/ }).first().click();
    await form.getByRole('button', { name: 'راه‌اندازی ویترین' }).click();
    // Its form, to complete; the storefront's page is there, kept out of search engines until it is
    // listed, and its owner is a supplier in the header's login.
    await expect(page).toHaveURL(/\/profile\/suppliers\/\d+$/);
    await expect(page.getByRole('textbox', { name: /نام/ }).first()).toHaveValue('بازرگانی آزمون ارومیه');
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect((await page.request.get(`/api/v1/suppliers/${id}`)).status()).toBe(200);
    const storefront = await page.request.get(`/supplier/${id}`);
    expect(storefront.status()).toBe(200);
    expect(await storefront.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
    expect(stored.roles).toContain('supplier');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The profile's full menu unfolds from the right, over the rail, as the page reads.
    await page.getByRole('button', { name: 'باز کردن منو' }).tap();
    const menu = page.locator('.MuiDrawer-paper');
    await expect(menu.getByRole('link', { name: 'کیف پول' })).toBeVisible();
    // Read once it has slid in: during its slide it is still partly past the screen's edge.
    await expect.poll(async () => {
      const box = (await menu.boundingBox())!;
      return Math.round(box.x + box.width);
    }).toBe(PHONE.viewport.width);
    await context.close();
  });

  test('a storefront named with one long word keeps its desk, its list and its public page within the phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456708', '/profile/suppliers');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const name = `شرکت${'مهندسی'.repeat(19)}`;
    const form = page.getByRole('form', { name: 'راه‌اندازی ویترین' });
    await form.getByRole('textbox', { name: /نام تجاری/ }).fill(name);
    await form.getByRole('checkbox', { name: 'کالا' }).check();
    await form.getByRole('combobox', { name: 'شهر' }).fill('تهر');
    await page.getByRole('option', { name: /^تهران،/ }).first().click();
    await form.getByRole('button', { name: 'راه‌اندازی ویترین' }).click();
    await expect(page).toHaveURL(/\/profile\/suppliers\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const { slug } = await (await page.request.get(`/api/v1/suppliers/${id}`)).json();
    for (const path of [`/profile/suppliers/${id}`, `/profile/suppliers/${id}/products`, '/profile/suppliers', `/supplier/${id}/${encodeURIComponent(slug)}`]) {
      await page.goto(path);
      await expect(page.getByText(name).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(PHONE.viewport.width);
    }
    await context.close();
  });
});
