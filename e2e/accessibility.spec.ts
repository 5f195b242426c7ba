import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { loginThrough } from './login';

/** axe with WCAG 2.2 AA (target size included) on every public page type as a visitor sees it, and on the signed-in screens. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 12) }));
}

test.describe('accessibility', () => {
  test('the base-product page, its offer comparison included, has no violation (target size)', async ({ page, request }) => {
    const catalog = await (await request.get('/api/v1/supplierproducts/catalog?paging.pageSize=1')).json();
    const product = catalog.items[0];
    const offers = await (await request.get(`/api/v1/supplierproducts/byproduct?baseProductId=${product.baseProductId}`)).json();
    await page.goto(`/products/base-product/${product.baseProductId}/${encodeURIComponent(offers.baseProduct.slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('every other public page type has no violation', async ({ page, request }) => {
    test.setTimeout(180_000);
    const product = (await (await request.get('/api/v1/supplierproducts/catalog?paging.pageSize=1')).json()).items[0];
    const delegation = (await (await request.get('/api/v1/merchantdelegations?paging.pageSize=1')).json()).items[0];
    const article = (await (await request.get('/api/v1/pages/for-public-site?paging.pageSize=1')).json()).items[0];
    const types = await (await request.get('/api/v1/contenttypes/tree')).json();
    const paths = [
      '/',
      `/products/${product.id}/${encodeURIComponent(product.slug)}`,
      `/category/${product.categoryId}/x`,
      `/category/categoryType/${product.categoryType}`,
      `/products/category/${product.categoryId}/x`,
      `/products/search/${product.categoryType}`,
      `/supplier/${product.supplier.id}/x`,
      `/supplier/${product.supplier.id}/products/${product.categoryType}`,
      `/suppliers/${product.categoryType}`,
      `/supplier/${delegation.supplier.id}/merchantDelegations/${encodeURIComponent(delegation.merchant.slug ?? 'x')}`,
      '/search?q=سیمان',
      `/contents/${article.id}/${encodeURIComponent(article.slug)}`,
      `/contents/${types[0].id}`,
      `/contents/label/${encodeURIComponent(article.labels[0].title)}`,
      '/page/about',
      '/faq',
      '/faq?q=کیف',
      '/videos',
      '/feedback',
      '/how-it-work',
      '/display',
      '/help/wallet',
      '/users/login',
      '/error/404',
      '/no/such/page',
    ];
    const found: Record<string, unknown> = {};
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main, [role=main], h1').first()).toBeVisible();
      const list = await violations(page);
      if (list.length) found[path] = list;
    }
    expect(found).toEqual({});
  });

  /** Once the screen's data has come: no skeleton, busy list or loading bar left. */
  async function settled(page: Page) {
    await expect(page.locator('h1').first()).toBeVisible();
    for (const loading of ['.MuiSkeleton-root', '[aria-busy="true"]', '.MuiLinearProgress-root']) await expect(page.locator(loading)).toHaveCount(0);
  }

  test("a buyer's screens at desktop width (the profile menu's «خروج» included) have no violation", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginThrough(page, '09120000003', '/profile/wallet');
    const found: Record<string, unknown> = {};
    for (const path of ['/profile', '/profile/wallet', '/profile/membership', '/profile/notes/product', '/profile/favorites/product', '/profile/last-visits/product', '/profile/messages', '/profile/directorder', '/profile/address', '/profile/personal-info', '/']) {
      await page.goto(path);
      await settled(page);
      const list = await violations(page);
      if (list.length) found[path] = list;
    }
    expect(found).toEqual({});
  });

  test("the admin desk's tabs have no violation", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginThrough(page, '09120000001', '/profile/admin');
    const found: Record<string, unknown> = {};
    for (const tab of ['دیدگاه‌ها', 'بازرگانان', 'صفحه‌ها', 'اطلاعیه‌ها']) {
      await page.getByRole('tab', { name: tab }).click();
      await settled(page);
      const list = await violations(page);
      if (list.length) found[tab] = list;
    }
    expect(found).toEqual({});
  });
});
