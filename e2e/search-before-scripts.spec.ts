import { expect, test } from '@playwright/test';

/**
 * The header search is the first thing many visitors touch. It must work as HTML before any script
 * has run, and what was typed while the scripts arrive must not be lost when React takes over.
 */
test.describe('the header search on a phone, from the first paint', () => {
  test('typed right after load, it keeps the text through hydration and searches', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const box = page.getByRole('combobox', { name: 'جستجو' });
    await box.tap();
    await page.keyboard.type('سیمان فله', { delay: 30 });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
    await expect(box).toHaveValue('سیمان فله');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('سیمان فله');
    await context.close();
  });

  test("before the page's scripts arrive, the search box is a plain form that reaches the search page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    // The scripts never arrive: only the HTML (and its inline parts) works.
    await context.route('**/_next/static/**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const box = page.getByRole('combobox', { name: 'جستجو' });
    await box.tap();
    await page.keyboard.type('میلگرد');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('میلگرد');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The search page's own HTML keeps the words in the box: nothing typed is lost.
    await expect(page.getByRole('combobox', { name: 'جستجو' })).toHaveValue('میلگرد');
    await context.close();
  });
});
