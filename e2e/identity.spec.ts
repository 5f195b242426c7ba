import { expect, test, type Page } from './fixtures';
import fs from 'node:fs';
import { askForCode, codeFor, firstBox, loginThrough, outboxPath } from './login';
import { toPersianDigits as toPersian } from '../lib/persian/digits';

async function addAddress(page: Page, address: { title: string; receiver: string; mobile: string; province: string; city: string; line: string }) {
  await page.getByRole('button', { name: 'افزودن نشانی' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'نشانی تازه' });
  await dialog.getByLabel('عنوان نشانی').fill(address.title);
  await dialog.getByLabel('نام گیرنده').fill(address.receiver);
  await dialog.getByLabel('موبایل گیرنده').fill(address.mobile);
  await dialog.getByRole('combobox', { name: 'استان' }).fill(address.province);
  await page.getByRole('option', { name: address.province, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'شهر' }).fill(address.city);
  await page.getByRole('option', { name: address.city, exact: true }).click();
  // Not «عنوان نشانی»: the field whose label is «نشانی» alone (plus the required mark).
  await dialog.getByRole('textbox', { name: /^نشانی[\s*]*$/ }).fill(address.line);
  await dialog.getByRole('button', { name: 'افزودن' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: address.title })).toBeVisible();
}

/** Logs in through the login page with the SMS code, landing on personal info. */
async function loginToPersonalInfo(page: Page, phone: string) {
  await loginThrough(page, phone, '/profile/personal-info');
}

/** Logs in, then saves a new name on personal info. */
async function loginAndRename(page: Page, phone: string, name: { first: string; last: string }) {
  await loginToPersonalInfo(page, phone);
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill(name.first);
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(name.last);
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
}

test.describe('identity', () => {
  test('login by SMS code, two delivery addresses, a new default that survives a reload, logout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile/address');
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile%2Faddress/);

    const since = Date.now();
    await askForCode(page, '۰۹۱۲۳۴۵۶۷۸۹');
    const code = await codeFor('+989123456789', since);
    await firstBox(page).fill(code);
    // The first visit of a page after login may be its first render on a busy machine.
    await expect(page).toHaveURL(/\/profile\/address$/, { timeout: 30_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
    expect(stored).toMatchObject({ sub: expect.any(String), exp: expect.any(Number) });
    expect(stored.exp * 1000).toBeGreaterThan(Date.now());

    // Seed, section 2: /profile/ is excluded from delayed hydration; a page opened without any
    // interaction (a fresh tab, not this suite's page helper) becomes interactive by itself.
    const freshTab = await page.context().newPage();
    await freshTab.goto('/profile/wallet');
    await expect(freshTab.locator('html')).toHaveAttribute('data-hydrated', '');
    await freshTab.close();

    await addAddress(page, { title: 'خانه', receiver: 'مریم احمدی', mobile: '۰۹۱۲۳۴۵۶۷۸۹', province: 'تهران', city: 'تهران', line: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲' });
    await addAddress(page, { title: 'محل کار', receiver: 'مریم احمدی', mobile: '09121112233', province: 'اصفهان', city: 'اصفهان', line: 'خیابان چهارباغ، ساختمان نور، طبقه ۳' });

    const home = page.getByRole('article', { name: 'خانه' });
    const work = page.getByRole('article', { name: 'محل کار' });
    // The first address became the default on its own; now move the default to the second.
    await expect(home.getByText('نشانی پیش‌فرض')).toBeVisible();
    await work.getByRole('button', { name: 'انتخاب به‌عنوان پیش‌فرض' }).click();
    await expect(work.getByText('نشانی پیش‌فرض')).toBeVisible();
    await expect(home.getByText('نشانی پیش‌فرض')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('article', { name: 'محل کار' }).getByText('نشانی پیش‌فرض')).toBeVisible();
    await expect(page.getByRole('article', { name: 'خانه' }).getByText('نشانی پیش‌فرض')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'حساب کاربری' }).getByRole('button', { name: 'خروج' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('accessToken');

    await page.goto('/profile/address');
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile%2Faddress/);
  });

  test('«log out everywhere» on the profile page ends the session at once, also for a copy of its token', async ({ page, baseURL }) => {
    await page.goto('/users/login?redirectPath=%2Fprofile');
    const since = Date.now();
    await askForCode(page, '09123456701');
    await firstBox(page).fill(await codeFor('+989123456701', since));
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    // What another device (or a thief) holds: the same access token, valid for an hour.
    const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value;
    const me = () => page.request.get(`${baseURL}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}`, cookie: '' } });
    expect((await me()).status()).toBe(200);

    await page.getByRole('button', { name: 'خروج از همه دستگاه‌ها' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    const after = await me();
    expect(after.status()).toBe(401);
    expect((await after.json()).code).toBe('session_ended');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile/);
  });

  test('another device whose login was ended everywhere is sent to log in from a private page, instead of waiting on it for good', async ({ page, browser, baseURL }) => {
    await page.goto('/users/login?redirectPath=%2Fprofile');
    const since = Date.now();
    await askForCode(page, '09123456707');
    await firstBox(page).fill(await codeFor('+989123456707', since));
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    // The other device: the same cookies and stored login, its access token good for most of an hour.
    const other = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    await page.getByRole('button', { name: 'خروج از همه دستگاه‌ها' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });

    const elsewhere = await other.newPage();
    await elsewhere.goto('/profile/wallet');
    await expect(elsewhere).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile%2Fwallet/, { timeout: 30_000 });
    await expect(elsewhere.getByLabel('شماره موبایل')).toBeVisible();
    await other.close();
  });

  test("a logout in one tab takes the account's other tabs off their private pages, and another's login there shows in them", async ({ page, context }) => {
    await page.goto('/users/login?redirectPath=%2Fprofile%2Fdirectorder');
    let since = Date.now();
    await askForCode(page, '09123456865');
    await firstBox(page).fill(await codeFor('+989123456865', since));
    await expect(page).toHaveURL(/\/profile\/directorder$/, { timeout: 30_000 });
    await page.locator('html[data-hydrated]').waitFor();

    const other = await context.newPage();
    await other.goto('/profile');
    await other.locator('html[data-hydrated]').waitFor();
    await other.getByRole('navigation', { name: 'حساب کاربری' }).getByRole('button', { name: 'خروج' }).click();
    await expect(other).toHaveURL(/\/$/, { timeout: 30_000 });
    // The first tab was not touched: it learns of the logout from the other tab alone.
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile%2Fdirectorder/, { timeout: 15_000 });
    await expect(page.getByLabel('شماره موبایل')).toBeVisible();

    await other.goto('/users/login?redirectPath=%2Fprofile');
    since = Date.now();
    await askForCode(other, '09123456866');
    await firstBox(other).fill(await codeFor('+989123456866', since));
    await expect(other).toHaveURL(/\/profile$/, { timeout: 30_000 });
    // Someone else logs in there: the first tab's login page knows it, without a reload.
    await expect(page.getByRole('link', { name: 'ادامه' })).toBeVisible({ timeout: 15_000 });
    await other.close();
  });

  test('a new name saved on the personal-info page shows in the header at once, without a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAndRename(page, '09123456702', { first: 'شیرین', last: 'کاظمی' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /شیرین کاظمی/ })).toBeVisible();
    // And the login stored on this device agrees, so the next page starts with the new name too.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').name)).toBe('شیرین کاظمی');
  });

  test('a birth date typed on the keyboard — Persian digits, Latin digits, with or without slashes — is kept and saved', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginToPersonalInfo(page, '09123456704');
    const section = (name: 'سال' | 'ماه' | 'روز') => page.getByRole('group', { name: 'تاریخ تولد' }).getByRole('spinbutton', { name });
    for (const typed of ['۱۳۷۰/۰۵/۱۲', '1370/05/12', '۱۳۷۰۰۵۱۲']) {
      await page.reload();
      await section('سال').click();
      await page.keyboard.type(typed, { delay: 20 });
      await expect(section('سال'), typed).toHaveAttribute('aria-valuenow', '1370');
      await expect(section('ماه'), typed).toHaveAttribute('aria-valuenow', '5');
      await expect(section('روز'), typed).toHaveAttribute('aria-valuenow', '12');
      // Shown in Persian digits, as typed or not.
      await expect(section('سال')).toHaveText('۱۳۷۰');
    }
    await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('مرادی');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(page.getByText('تاریخ تولد معتبر نیست')).toHaveCount(0);
    await expect.poll(() => page.evaluate(async () => (await (await fetch('/api/v1/users/me')).json()).birthDate)).toBe('1991-08-03');
  });

  test('"last visits" lists the products just seen, newest first, with their prices now', async ({ page, request }) => {
    await loginToPersonalInfo(page, '09123456705');
    const catalog = await (await request.get('/api/v1/supplierproducts/catalog?paging.pageSize=2')).json();
    const products = catalog.items as { id: number; slug: string; name: string }[];
    for (const product of products) {
      const counted = page.waitForResponse((r) => r.url().includes('/pagevisits/visit-count') && r.ok());
      await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
      await counted;
    }
    await page.goto('/profile/last-visits/product');
    const list = page.getByRole('list', { name: 'بازدیدهای اخیر شما' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link')).toHaveText([toPersian(products[1].name), toPersian(products[0].name)]);
    await expect(list.getByRole('listitem').first()).toContainText('تومان');
    await page.getByRole('navigation', { name: 'نوع بازدیدها' }).getByRole('link', { name: 'تأمین‌کنندگان' }).click();
    await expect(page.getByText('هنوز صفحه‌ای را بازدید نکرده‌اید.')).toBeVisible();
  });

  test('a login whose hour ran out is renewed from its session, without a code: the profile opens and the header keeps the name', async ({ page }) => {
    const phone = '09123456706';
    const stored = `+98${phone.slice(1)}`;
    await page.goto('/users/login?redirectPath=%2Fprofile%2Faddress');
    const since = Date.now();
    await askForCode(page, phone);
    await firstBox(page).fill(await codeFor(stored, since));
    await expect(page).toHaveURL(/\/profile\/address$/, { timeout: 30_000 });
    const refreshBefore = (await page.context().cookies()).find((c) => c.name === 'refreshToken')!.value;

    // An hour later: the access token and its cookie have run out; the session (refresh cookie) has not.
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('userInfo')!);
      localStorage.setItem('userInfo', JSON.stringify({ ...info, exp: Math.floor(Date.now() / 1000) - 60, endsAt: Date.now() - 60_000 }));
    });
    await page.context().clearCookies({ name: 'accessToken' });
    const codes = () => (fs.existsSync(outboxPath()) ? fs.readFileSync(outboxPath(), 'utf8').split('\n').filter((l) => l.includes(stored)).length : 0);
    const codesBefore = codes();

    // The profile's guard sends them to the login page, which renews the session and goes on.
    await page.goto('/profile/address');
    await expect(page).toHaveURL(/\/profile\/address$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'افزودن نشانی' }).first()).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'accessToken')).toBeTruthy();
    expect(cookies.find((c) => c.name === 'refreshToken')!.value).not.toBe(refreshBefore);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).exp * 1000 - Date.now())).toBeGreaterThan(50 * 60_000);
    expect(codes()).toBe(codesBefore);

    // A public page the same way: the header shows the account before any tap, and after the renewal.
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('userInfo')!);
      localStorage.setItem('userInfo', JSON.stringify({ ...info, exp: Math.floor(Date.now() / 1000) - 60, endsAt: Date.now() - 60_000 }));
    });
    await page.context().clearCookies({ name: 'accessToken' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ورود / ثبت‌نام' })).toBeHidden();
    await page.keyboard.press('Shift'); // the first key wakes the page (a public page runs React only then)
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).exp * 1000 - Date.now()), { timeout: 30_000 }).toBeGreaterThan(50 * 60_000);
    await expect(header.getByRole('link', { name: 'ورود / ثبت‌نام' })).toBeHidden();
  });

  test('a logged-in visitor sees their name on a public page before any interaction', async ({ page, baseURL }) => {
    await loginAndRename(page, '09123456703', { first: 'نگار', last: 'صالحی' });
    await expect(page.getByRole('banner').getByRole('button', { name: /نگار صالحی/ })).toBeVisible();

    // A new tab of a cached public page, as a phone opens it: no pointer, no tap, no React yet.
    const tab = await page.context().newPage();
    await tab.setViewportSize({ width: 360, height: 740 });
    await tab.goto(`${baseURL}/`);
    const header = tab.getByRole('banner');
    await expect(header.getByRole('link', { name: 'نگار صالحی' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'ورود / ثبت‌نام' })).toBeHidden();
    expect(await tab.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    await tab.close();
  });

  test('the login form is ready without any interaction (the page is not held back for hydration)', async ({ browser, baseURL }) => {
    // A context of its own: its page has none of the suite helper's pointer move.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/users/login`);
    await expect(page.getByLabel('شماره موبایل')).toBeVisible();
    await expect(page.getByRole('button', { name: 'دریافت کد ورود' })).toBeVisible();
    await context.close();
  });

  test('a wrong code shows the Persian error and keeps the visitor on the code step', async ({ page }) => {
    await page.goto('/users/login');
    const since = Date.now();
    await askForCode(page, '0912 000 1111');
    const code = await codeFor('+989120001111', since);
    const wrong = code === '111111' ? '222222' : '111111';
    await firstBox(page).fill(wrong);
    await expect(page.getByRole('alert').filter({ hasText: 'کد واردشده درست نیست' })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/login/);
    await expect(firstBox(page)).toHaveValue('');
  });

  test('a redirectPath to another host lands on the profile; a logged-in visit to login goes back two entries', async ({ page }) => {
    await page.goto('/users/login?redirectPath=' + encodeURIComponent('//evil.example/steal'));
    const since = Date.now();
    await askForCode(page, '09120002222');
    await firstBox(page).fill(await codeFor('+989120002222', since));
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    expect(new URL(page.url()).host).not.toContain('evil.example');

    // Seed, section 4: a logged-in user on the login page goes back 2 entries on Back.
    await page.goto('/');
    await page.goto('/profile/address');
    await page.goto('/users/login');
    await expect(page.getByText('شما وارد حساب کاربری خود شده‌اید.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});
