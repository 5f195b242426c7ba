import { expect, test } from './fixtures';

/**
 * A public page carries its stylesheets inside (server/site/inlined-stylesheets.ts, ADR 13): a
 * phone's first visit paints without fetching one, React takes the page over without fetching
 * one either, and the pages it moves to stay styled.
 */
test('a public page is styled from its own HTML, before and after React takes it over', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  const product = (await (await page.request.get('/api/v1/supplierproducts/catalog?paging.pageSize=1')).json()).items[0] as { id: number; slug: string };
  // `page.goto` arrives as a visitor does: a pointer moves and React takes the page over.
  await page.goto(`/products/${product.id}/${product.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const looks = () =>
    page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      inlined: document.querySelectorAll('head style[data-href^="/_next/static/"]').length,
      // Beside each, the link React looks for, disabled: the styles come from the page itself.
      disabledLinks: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
        (link) => link.disabled && document.querySelector(`style[data-href="${new URL(link.href).pathname}"]`),
      ).length,
    }));
  // The stylesheet's font, addressed relative to the stylesheet's file, loads from inside the page too.
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((font) => /vazirmatn/i.test(font.family) && font.status === 'loaded');
  });
  expect(fontLoaded).toBe(true);
  const first = await looks();
  expect(first.font).toMatch(/vazirmatn/i);
  expect(first.inlined).toBeGreaterThan(0);
  expect(first.disabledLinks).toBe(first.inlined);
  expect(stylesheets).toEqual([]);

  // A move inside the app, without loading a document.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect((await looks()).font).toMatch(/vazirmatn/i);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
