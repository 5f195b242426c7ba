import { expect, test } from './fixtures';
import { LATIN_NUMBER } from '../lib/persian/digits';

test.describe('site shell', () => {
  test('is Persian and right-to-left, with the seeded mega-menu', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The mega-menu is fed by GET /categories/site-menu: open «کالا» and find a seeded leaf.
    const productsButton = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' }).getByRole('button', { name: 'کالا' });
    await productsButton.click();
    await expect(productsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'میلگرد' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(productsButton).toHaveAttribute('aria-expanded', 'false');

    const shot = testInfo.outputPath('home.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('home page', { path: shot, contentType: 'image/png' });
  });

  test('the first Tab stop skips to the page\'s content, before the announcement bars and the header', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'رفتن به محتوای اصلی' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the desktop mega-menu works from the keyboard: focus goes into the open panel and back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    const productsButton = nav.getByRole('button', { name: 'کالا' });
    await productsButton.focus();
    await page.keyboard.press('Enter');
    await expect(productsButton).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await productsButton.getAttribute('aria-controls')}`);
    // The focus is on the panel's first link, and Tab walks on through its links.
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\//);

    await page.goto('/');
    await productsButton.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(productsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(productsButton).toBeFocused();
  });

  test('has no horizontal overflow on a 360 px phone and a working category drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('#site-menu > summary').click();
    const drawer = page.locator('#site-menu-panel').getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    await drawer.getByText('کالا', { exact: true }).click();
    await drawer.getByRole('link', { name: 'مصالح ساختمانی' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مصالح ساختمانی');
    // The menu is closed on the new page.
    await expect(page.locator('#site-menu-panel')).toBeHidden();
  });

  test('the phone menu closes from its close button on the panel, and when the focus leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const button = page.locator('#site-menu > summary');
    const panel = page.locator('#site-menu-panel');
    await button.click();
    await expect(panel).toBeVisible();
    // The close button works through the page's scripts, woken by that tap (before them, the backdrop closes it).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // Its close button is on the panel.
    await panel.getByRole('button', { name: 'بستن منو' }).click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // From the keyboard: Tab past the menu's last link closes it rather than reaching the page behind.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const stops = await panel.locator('a, summary').count();
    for (let i = 0; i <= stops; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    await expect(page.locator('#site-menu')).not.toHaveAttribute('open', '');
  });

  test('the home page is served from the page cache at /, its one address', async ({ request }) => {
    // Kept from its second request on.
    for (let i = 0; i < 2; i++) await request.get('/');
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers()['x-page-cache']).toBe('HIT');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await home.text())?.[1];
    expect(new URL(canonical ?? 'missing:').pathname).toBe('/');
  });

  test('the site server sends a kept page from memory, and leaves the router’s payloads and private pages to Next', async ({ request }) => {
    for (let i = 0; i < 2; i++) await request.get('/');
    const kept = await request.get('/');
    expect(kept.headers()['x-page-cache']).toBe('HIT');
    expect(kept.headers()['cache-control']).toMatch(/s-maxage=/);
    const again = await request.get('/', { headers: { 'if-none-match': kept.headers()['etag'] } });
    expect(again.status()).toBe(304);
    const payload = await request.get('/', { headers: { rsc: '1' } });
    expect(payload.headers()['x-page-cache']).toBeUndefined();
    const wallet = await request.get('/profile/wallet', { maxRedirects: 0 });
    expect(wallet.headers()['x-page-cache']).toBeUndefined();
  });

  test('shows Persian digits, not Latin ones, in the interface', async ({ page }) => {
    await page.goto('/');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/[۰-۹]/);
    expect(text).not.toMatch(LATIN_NUMBER);
  });
});

test.describe('private-route guard', () => {
  test('sends a visitor from /profile/wallet to the login page with both query values', async ({ page }) => {
    await page.goto('/profile/wallet?tab=2');
    await expect(page).toHaveURL(/\/users\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectPath')).toBe('/profile/wallet?tab=2');
    expect(url.searchParams.has('loginPerPage')).toBe(true);
  });

  test('passes the stored loginPerPage value along', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'loginPerPage', value: 'supplier-12', url: baseURL! }]);
    await page.goto('/profile/notes/product');
    expect(new URL(page.url()).searchParams.get('loginPerPage')).toBe('supplier-12');
  });

  test('rejects a forged token', async ({ page, context, baseURL }) => {
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZXhwIjo5OTk5OTk5OTk5fQ.';
    await context.addCookies([{ name: 'accessToken', value: forged, url: baseURL! }]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile/);
  });
});

test.describe('error pages', () => {
  test('an unknown route shows the 404 page with its two buttons', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('۴۰۴')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'خطا' })).toBeVisible();
    await expect(page.getByText('صفحه‌ای که به دنبال آن بودید پیدا نشد.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'بازگشت به صفحه قبل' })).toBeVisible();
    // Seed: the page moves a visitor to /error/404 on mount.
    await expect(page).toHaveURL(/\/error\/404$/);
  });

  test('a crawler gets a real 404 status and stays on the URL', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await context.close();
  });

  test('/error/500 shows the service-problem text and the home button', async ({ page }) => {
    await page.goto('/error/500');
    await expect(page.getByText('در ارائه خدمات مشکلی پیش آمده است؛ لطفاً دوباره تلاش کنید.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'بازگشت به صفحه قبل' })).toHaveCount(0);
  });

  test('/error/400 and /error/403 use the empty layout', async ({ page }) => {
    for (const code of ['400', '403']) {
      await page.goto(`/error/${code}`);
      await expect(page.getByRole('heading', { name: 'خطا' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
  });

  test('robots.txt keeps crawlers out of /profile/ and /api/', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('Disallow: /profile/');
    expect(body).toContain('Disallow: /api/');
  });
});

test.describe('delayed hydration (seed, section 2)', () => {
  test('a public page waits for the visitor; the menu opened by the first tap stays open through hydration and then closes on Escape', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    // The menu is HTML: the tap opens it by itself, and wakes the page.
    await page.locator('#site-menu > summary').tap();
    const drawer = page.locator('#site-menu-panel');
    await expect(drawer.getByRole('navigation', { name: 'دسته‌بندی‌ها' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('#site-menu > summary')).toBeFocused();
    await context.close();
  });

  test("a public page fetches none of Next's scripts until the visitor arrives", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    // Not run, not prefetched either: before the first interaction the bandwidth is the page's.
    expect(scripts).toEqual([]);
    await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    await page.mouse.move(10, 10);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((url) => new URL(url).pathname.startsWith('/_next/static/'))).toBe(true);
    await context.close();
  });

  test('a page with a part left for the browser (the login form) hydrates without waiting', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/users/login`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toBeVisible();
    await context.close();
  });
});
