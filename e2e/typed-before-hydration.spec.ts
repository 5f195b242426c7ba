import { expect, PHONE, test } from './fixtures';
import { loginThrough } from './login';

/**
 * Nothing typed is lost (components/providers/typed-early.ts): on a slow phone the direct-order
 * form is on screen before React owns it; the quantity typed then is kept and saved as a draft
 * once the scripts arrive. Fails without the early script: the field comes back empty, no draft.
 */
test('a quantity typed into the direct-order form before its scripts have run is kept and saved', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, baseURL });
  const buyer = await context.newPage();
  await loginThrough(buyer, '09123456822', '/profile');
  const { items } = await (await buyer.request.get('/api/v1/supplierproducts/catalog?paging.pageSize=1&filter.minPrice=1')).json();

  // The app's scripts are held until the quantity is typed, as on a slow network.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/_next/static/**/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await buyer.goto(`/profile/directorder?supplierProductId=${items[0].id}`, { waitUntil: 'domcontentloaded' });
  const quantity = buyer.getByRole('textbox', { name: 'مقدار' });
  await quantity.pressSequentially('12');
  await expect(buyer.locator('html')).not.toHaveAttribute('data-hydrated');
  release();

  await expect(buyer.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
  await expect(buyer).toHaveURL(/\/profile\/directorder\/edit\/\d+$/, { timeout: 15_000 });
  await expect(quantity).toHaveValue('۱۲');
  const orderId = Number(buyer.url().split('/').pop());
  const saved = await (await buyer.request.get(`/api/v1/traderequests/${orderId}`)).json();
  expect(saved.quantity).toBe(12);
  await context.close();
});
