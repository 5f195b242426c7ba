import { expect, PHONE, test, type Page } from './fixtures';
import { loginThrough } from './login';
import { expectRowsKeptApart } from './finger-rows';

/** The demo supplier user (server/db/seed/demo-users.ts) runs the first two storefronts. */
const SUPPLIER_PHONE = '09120000002';

/** The demo supplier on a phone (360 px, touch: a coarse pointer), at its first storefront's products. */
async function productsOnPhone(page: Page) {
  await loginThrough(page, SUPPLIER_PHONE, '/profile/suppliers');
  const [storefront] = (await (await page.request.get('/api/v1/supplier-desk/suppliers')).json()) as { id: number }[];
  return storefront.id;
}

test.describe('the supplier desk on a phone', () => {
  test("the pager's buttons take a finger's tap just below them, past the table's rounded card", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const id = await productsOnPhone(page);
    // A list with a next page: the demo storefront's ten products, said to be thirty.
    await page.route(new RegExp(`/api/v1/supplier-desk/suppliers/${id}/products(\\?|$)`), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), totalCount: 30 } });
    });
    await page.goto(`/profile/suppliers/${id}/products?size=10`);
    const next = page.getByRole('button', { name: 'صفحه بعد' });
    await expect(next).toBeEnabled();
    await next.scrollIntoViewIfNeeded();
    const box = (await next.boundingBox())!;
    expect(box.height).toBeLessThan(44);
    // 5 px below it: outside the drawn button, inside the finger's 44 px (the card clipped it).
    const taken = await next.evaluate((button) => {
      const r = button.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.bottom + 5)?.closest('button') === button;
    });
    expect(taken).toBe(true);
    await context.close();
  });
  test("the desk's sections, rows of small buttons, keep their finger layers apart", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const id = await productsOnPhone(page);
    await page.goto(`/profile/suppliers/${id}/products`);
    await expectRowsKeptApart(page.getByRole('navigation', { name: /بخش‌های فروشگاه/ }).getByRole('link'));
    await context.close();
  });
  test('a card ticked far down the list has its bulk actions and their count in view', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const id = await productsOnPhone(page);
    await page.goto(`/profile/suppliers/${id}/products`);
    const boxes = page.getByRole('table').getByRole('checkbox', { name: /^انتخاب «/ });
    await expect(boxes.first()).toBeVisible();
    const last = boxes.last();
    await last.scrollIntoViewIfNeeded();
    await last.tap();
    await expect(last).toBeChecked();
    for (const name of ['انتشار', 'لغو انتشار', 'حذف']) await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.locator('p', { hasText: '۱ مورد انتخاب شده' })).toBeInViewport();
    // A screen reader hears the count from a live region there before it.
    await expect(page.getByRole('status').filter({ hasText: '۱ مورد انتخاب شده' })).toHaveCount(1);
    // The bar covers no card: the last one's checkbox, scrolled to, is still there to untick.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await last.tap();
    await expect(last).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'انتشار', exact: true })).toHaveCount(0);
    await context.close();
  });
  test('the keyboard moving down the cards under the selection bar brings each into view above it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const id = await productsOnPhone(page);
    await page.goto(`/profile/suppliers/${id}/products`);
    const first = page.getByRole('table').getByRole('checkbox', { name: /^انتخاب «/ }).first();
    await first.tap();
    const bar = page.getByRole('group', { name: 'کارهای کالاهای انتخاب‌شده' });
    await expect(bar).toBeInViewport();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const focused = document.activeElement!.getBoundingClientRect();
        const bar = document.querySelector('[class*="selectionBar"]')!;
        const held = bar.getBoundingClientRect();
        return focused.bottom > held.top && focused.top < held.bottom && !bar.contains(document.activeElement);
      });
      expect(covered, `the focus after ${step + 1} Tab presses is under the bar`).toBe(false);
    }
    await context.close();
  });
  test('select-all, beside the sort buttons, is named on screen and ticked by its name', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const id = await productsOnPhone(page);
    await page.goto(`/profile/suppliers/${id}/products`);
    const head = page.getByRole('table').getByRole('rowgroup').first();
    const all = head.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' });
    await expect(all).not.toBeChecked();
    await head.getByText('انتخاب همه', { exact: true }).tap();
    await expect(all).toBeChecked();
    // The sort buttons' line below it keeps their finger layers (44 px about each) off select-all's.
    const { apart, height } = await head.evaluate((rows) => {
      const name = rows.querySelector('label')!.getBoundingClientRect();
      const sort = rows.querySelector('[role="button"]')!.getBoundingClientRect();
      return { apart: sort.top - name.bottom, height: sort.height };
    });
    expect(apart).toBeGreaterThanOrEqual((44 - height) / 2);
    await context.close();
  });
});
