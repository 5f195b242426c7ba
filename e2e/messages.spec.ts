import sharp from 'sharp';
import { expect, PHONE, test, type Page } from './fixtures';
import { loginThrough, supplierAtDesk } from './login';

/** The second demo supplier user (server/db/seed/demo-users.ts) runs the third storefront. */
const SELLER_PHONE = '09120000004';
const BUYER_PHONE = '09123456785';

test.describe('messages between a buyer and a supplier', () => {
  test('a buyer messages a supplier from a product page; the supplier answers from the desk; the buyer sees the badge and the answer without reload', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { context: sellerContext, page: seller, storefront } = await supplierAtDesk(browser, baseURL, SELLER_PHONE);
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
    // The new thread took the first message's place: the cursor is in its box, ready for the next.
    await expect(buyer.getByRole('region', { name: /^گفت‌وگو با/ }).getByLabel('متن پیام')).toBeFocused();
    // Back to the list, on the phone, and wait there: the keyboard is on the thread just left.
    await buyer.getByRole('button', { name: 'بازگشت به فهرست گفت‌وگوها' }).click();
    const buyerList = buyer.getByRole('list', { name: 'گفت‌وگوها' });
    await expect(buyerList).toBeVisible();
    await expect(buyerList.getByRole('link', { name: /سلام، برای ۲۰ تن قیمت/ })).toBeFocused();

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
    // A public page opened now shows the count before it is touched, before any of React.
    const shared = await buyerContext.newPage();
    await shared.goto('/');
    const early = shared.getByRole('banner').getByRole('link', { name: 'پیام‌ها، ۱ پیام نخوانده' });
    await expect(early).toBeVisible();
    expect(await early.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('"۱"');
    await expect(shared.locator('html')).not.toHaveAttribute('data-hydrated');
    await shared.close();
    await buyerList.getByRole('link').first().click();
    await expect(buyerLog.getByText('بله؛ تنی ۲۷ میلیون تومان، تحویل یک‌هفته‌ای')).toBeVisible();
    // On the phone the list gave way to the thread: the keyboard is on the thread's heading, not lost.
    await expect(buyer.getByRole('heading', { level: 2, name: /.+/ }).and(buyer.locator('[data-thread-heading]'))).toBeFocused();
    // Read on the page: the header says so at once.
    await expect(buyer.getByRole('banner').getByRole('link', { name: 'پیام‌ها', exact: true })).toBeVisible();

    await sellerContext.close();
    await buyerContext.close();
  });

  test('a browser with many tabs of the site holds one stream: an eighth tab still opens, and every tab hears a new message, also after the tab holding it closes', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { context: sellerContext, page: seller, storefront } = await supplierAtDesk(browser, baseURL, SELLER_PHONE);

    // Over HTTP/1.1 a browser opens six connections to a host: a stream per tab left the seventh waiting.
    const context = await browser.newContext({ baseURL });
    const first = await context.newPage();
    await loginThrough(first, '09123456823', '/profile');
    const badge = (tab: Page, unread: number) =>
      tab.getByRole('banner').getByRole('link', unread ? { name: `پیام‌ها، ${unread.toLocaleString('fa-IR')} پیام نخوانده` } : { name: 'پیام‌ها', exact: true });
    await expect(badge(first, 0)).toBeVisible();
    const tabs = [first];
    for (let i = 0; i < 7; i++) {
      const tab = await context.newPage();
      await tab.goto('/profile', { timeout: 15_000 });
      await expect(badge(tab, 0)).toBeVisible({ timeout: 15_000 });
      tabs.push(tab);
    }

    const asked = await first.request.post('/api/v1/conversations', { data: { supplierId: storefront.id, pageKind: 'supplier', objectId: storefront.id, body: 'موجودی میلگرد ۱۴ را دارید؟' } });
    expect(asked.status()).toBe(201);
    const { conversation } = await asked.json();
    const answer = async (body: string) => expect((await seller.request.post('/api/v1/conversations', { data: { conversationId: conversation.id, body } })).status()).toBe(201);
    await answer('بله، ۴۰ تن در انبار داریم');
    for (const tab of tabs) await expect(badge(tab, 1)).toBeVisible({ timeout: 10_000 });

    await first.close();
    await answer('قیمت امروز را هم برایتان می‌فرستم');
    for (const tab of tabs.slice(1)) await expect(badge(tab, 2)).toBeVisible({ timeout: 20_000 });

    await context.close();
    await sellerContext.close();
  });
});
