import sharp from 'sharp';
import { expect, PHONE, test } from './fixtures';
import { loginThrough } from './login';

/** The second demo supplier user (server/db/seed/demo-users.ts) runs the third storefront. */
const SELLER_PHONE = '09120000004';
const BUYER_PHONE = '09123456785';

test.describe('messages between a buyer and a supplier', () => {
  test('a buyer messages a supplier from a product page; the supplier answers from the desk; the buyer sees the badge and the answer without reload', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sellerContext = await browser.newContext({ baseURL });
    const seller = await sellerContext.newPage();
    await loginThrough(seller, SELLER_PHONE, '/profile/suppliers');
    const [storefront] = await (await seller.request.get('/api/v1/supplier-desk/suppliers')).json();
    const { items } = await (await seller.request.get(`/api/v1/supplierproducts/catalog?filter.supplierId=${storefront.id}&paging.pageSize=1`)).json();
    const product = items[0] as { id: number; slug: string; name: string };

    // The buyer, on a phone.
    const buyerContext = await browser.newContext({ ...PHONE, baseURL });
    const buyer = await buyerContext.newPage();
    await loginThrough(buyer, BUYER_PHONE, '/profile');
    await buyer.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
    await buyer.getByRole('link', { name: 'پیام به تأمین‌کننده' }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`/profile/messages\\?to=${storefront.id}&about=supplier_product:${product.id}`));
    await buyer.getByLabel('متن پیام').fill('سلام، برای ۲۰ تن قیمت عمده می‌دهید؟');
    await buyer.locator('input[type=file]').setInputFiles({
      name: 'نمونه.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).png().toBuffer(),
    });
    await expect(buyer.getByText('نمونه.png')).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'فرستادن' })).toBeEnabled();
    await buyer.getByRole('button', { name: 'فرستادن' }).click();
    const buyerLog = buyer.getByRole('log', { name: 'پیام‌های گفت‌وگو' });
    await expect(buyerLog.getByText('سلام، برای ۲۰ تن قیمت عمده می‌دهید؟')).toBeVisible();
    await expect(buyer).toHaveURL(/\/profile\/messages\?c=\d+$/);
    // Back to the list, on the phone, and wait there.
    await buyer.getByRole('button', { name: 'بازگشت به فهرست گفت‌وگوها' }).click();
    const buyerList = buyer.getByRole('list', { name: 'گفت‌وگوها' });
    await expect(buyerList).toBeVisible();

    // The supplier's desk: the thread is unread, then read and answered.
    await seller.goto(`/profile/suppliers/${storefront.id}/messages`);
    const inbox = seller.getByRole('list', { name: 'گفت‌وگوها' });
    // Its thread (the buyer may have others with this storefront, such as an order's notices).
    const thread = inbox.getByRole('link', { name: /سلام، برای ۲۰ تن قیمت/ });
    await expect(thread.getByLabel('۱ پیام نخوانده')).toBeVisible();
    await thread.click();
    const sellerLog = seller.getByRole('log', { name: 'پیام‌های گفت‌وگو' });
    await expect(sellerLog.getByText('سلام، برای ۲۰ تن قیمت عمده می‌دهید؟')).toBeVisible();
    await expect(sellerLog.getByRole('img', { name: 'نمونه.png' })).toBeVisible();
    await expect(thread.getByLabel('۱ پیام نخوانده')).toBeHidden();
    await seller.getByLabel('متن پیام').fill('بله؛ تنی ۲۷ میلیون تومان، تحویل یک‌هفته‌ای');
    await seller.getByRole('button', { name: 'فرستادن' }).click();
    await expect(sellerLog.getByText('بله؛ تنی ۲۷ میلیون تومان، تحویل یک‌هفته‌ای')).toBeVisible();

    // The buyer's page, never reloaded: the header's badge and the list's count, then the answer.
    await expect(buyer.getByRole('banner').getByRole('link', { name: 'پیام‌ها، ۱ پیام نخوانده' })).toBeVisible({ timeout: 5_000 });
    await expect(buyerList.getByLabel('۱ پیام نخوانده')).toBeVisible();
    await buyerList.getByRole('link').first().click();
    await expect(buyerLog.getByText('بله؛ تنی ۲۷ میلیون تومان، تحویل یک‌هفته‌ای')).toBeVisible();
    // Read on the page: the header says so at once.
    await expect(buyer.getByRole('banner').getByRole('link', { name: 'پیام‌ها', exact: true })).toBeVisible();

    await sellerContext.close();
    await buyerContext.close();
  });
});
