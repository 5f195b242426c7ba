import { expect, PHONE, test } from './fixtures';
import { loginThrough } from './login';

test.describe('the wallet', () => {
  test('a charge through the sandbox gateway fills the wallet and shows in its ledger; a charge abandoned at the gateway is cancelled from its result page, another retried from it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456795', '/profile/wallet');
    await expect(page.getByText('هنوز تراکنشی در کیف پول شما ثبت نشده است.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

    const amount = page.getByRole('textbox', { name: 'مبلغ (تومان)' });
    await amount.fill('۲۵۰۰۰۰');
    await expect(amount).toHaveValue('۲۵۰٬۰۰۰');
    await expect(page.getByText('به حروف: دویست و پنجاه هزار تومان')).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت و شارژ' }).click();

    // The sandbox gateway's page, then back to ours with the outcome.
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    await expect(page.getByText('۲۵۰٬۰۰۰ تومان')).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\/payment\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت انجام شد' })).toBeVisible();
    await page.getByRole('link', { name: 'رفتن به کیف پول' }).click();
    await expect(page.getByText('۲۵۰٬۰۰۰ تومان').first()).toBeVisible();
    // The balance comes with the page's first HTML, not seconds after it.
    expect(await (await page.request.get('/profile/wallet')).text()).toContain('۲۵۰٬۰۰۰ تومان');
    const ledger = page.getByRole('table', { name: 'گردش کیف پول' });
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger.getByRole('row').nth(1)).toContainText('شارژ');
    // On the phone each cell of a ledger's card shows all of its text (a balance lost its first digits).
    for (const cell of await ledger.getByRole('cell').all()) {
      expect(await cell.evaluate((td) => td.scrollWidth - td.clientWidth)).toBeLessThanOrEqual(0);
    }

    // Another charge, abandoned at the gateway: nothing taken, then cancelled.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('textbox', { name: 'مبلغ (تومان)' }).fill('50000');
    await page.getByRole('button', { name: 'پرداخت و شارژ' }).click();
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت انجام نشد' })).toBeVisible();
    await page.getByRole('button', { name: 'لغو پرداخت' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'لغو پرداخت' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'این پرداخت لغو شده است' })).toBeVisible();

    // A third, abandoned at the gateway and then retried from its result page: paid once.
    await page.goto('/profile/wallet');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('textbox', { name: 'مبلغ (تومان)' }).fill('۱۰۰۰۰');
    await page.getByRole('button', { name: 'پرداخت و شارژ' }).click();
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت انجام نشد' })).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت اینترنتی' }).click();
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت انجام شد' })).toBeVisible();
    const credit = await (await page.request.get('/api/v1/wallettransactions/credit/byuser')).json();
    expect(credit.balance).toBe(2_600_000);
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('an order past the month\'s free quota is published by paying its fee from the wallet, and the fee shows in the ledger', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456796', '/profile/wallet');
    const api = page.request;
    const ok = async <T = { id: number }>(response: Awaited<ReturnType<typeof api.post>>): Promise<T> => {
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as T;
    };
    const post = (url: string, data?: unknown) => api.post(url, { data, headers: { 'idempotency-key': crypto.randomUUID() } });

    // Money in the wallet, through the sandbox gateway as a browser goes.
    const started = await ok<{ attempt: { redirectUrl: string } }>(await post('/api/v1/wallettransactions/charge', { amount: 1_000_000 }));
    const decided = await api.post(`${started.attempt.redirectUrl}/pay`, { maxRedirects: 0 });
    const back = new URL(decided.headers()['location']);
    await api.get(`${back.pathname}${back.search}`, { maxRedirects: 0 });

    // The month's three free publications used up.
    const address = await ok(await post('/api/v1/deliveryaddresses', { title: 'انبار', province: 'تهران', city: 'تهران', addressLine: 'خیابان آزادی، پلاک ۱۰', receiverName: 'نگار خریدار', receiverPhone: '09121112233' }));
    const { items } = await (await api.get('/api/v1/supplierproducts/catalog?paging.pageSize=1&filter.minPrice=1')).json();
    const wantedDate = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
    const draft = async () => ok(await post('/api/v1/traderequests/direct-order', { supplierProductId: items[0].id, quantity: 5, deliveryAddressId: address.id, wantedDate }));
    for (let i = 0; i < 3; i++) {
      const order = await draft();
      await ok(await post(`/api/v1/traderequests/${order.id}/request-confirmation`));
      await ok(await post(`/api/v1/traderequests/${order.id}/confirm-and-publish`));
    }
    const fourth = await draft();
    await ok(await post(`/api/v1/traderequests/${fourth.id}/request-confirmation`));

    await page.goto(`/profile/directorderinfo/${fourth.id}`);
    await expect(page.getByText(/سهمیهٔ رایگان این ماه در طرح «پایه» تمام شده/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await page.getByRole('alertdialog', { name: /از کیف پول پرداخت شود؟/ }).getByRole('button', { name: 'پرداخت' }).click();
    await expect(page.getByText('فرستاده‌شده به تأمین‌کننده').first()).toBeVisible({ timeout: 15_000 });

    await page.goto('/profile/wallet');
    const ledger = page.getByRole('table', { name: 'گردش کیف پول' });
    await expect(ledger.getByRole('row').nth(1)).toContainText('هزینهٔ انتشار سفارش مستقیم');
    await expect(ledger.getByRole('row').nth(2)).toContainText('شارژ کیف پول');
    await expect(page.getByText('۵۰٬۰۰۰ تومان').first()).toBeVisible();
    // Both movements in the chart: the charge up, the fee down, the balance now at the end.
    const chart = page.getByRole('img', { name: 'نمودار موجودی کیف پول در ۹۰ روز گذشته' });
    await expect(chart.locator('.MuiLineChart-line, .MuiLineElement-root').first()).toBeVisible();
    // A picture named as a whole: no tab stop of its own inside it.
    await expect(chart.locator('[tabindex]:not([tabindex="-1"])')).toHaveCount(0);
    // The table filtered by type: only the fee.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('combobox', { name: 'نوع تراکنش' }).click();
    await page.getByRole('option', { name: 'پرداخت' }).click();
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger.getByRole('row').nth(1)).toContainText('هزینهٔ انتشار سفارش مستقیم');

    // The membership page says the month's free publications are used up.
    await page.getByRole('link', { name: 'طرح عضویت و سهمیهٔ سفارش‌های مستقیم' }).click();
    await expect(page.getByText('۰ از ۳ انتشار رایگان سفارش مستقیم این ماه مانده است')).toBeVisible();
    await expect(page.getByRole('button', { name: 'خرید طرح نقره‌ای' })).toBeVisible();
    await context.close();
  });

  test("an owner user registers a consumer and fills its wallet through the gateway; it sees the demo buyer it owns", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09120000005', '/profile/wallet');
    const consumers = page.getByRole('region', { name: 'کیف پول مصرف‌کنندگان من' });
    await expect(consumers.getByText('مریم خریدار')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

    // A mistyped phone is refused on the spot; a right one (Persian digits) registers the consumer.
    await consumers.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill('۰۹۱۲');
    await consumers.getByRole('button', { name: 'افزودن' }).click();
    await expect(consumers.getByText('شمارهٔ همراه را درست بنویسید، مانند ۰۹۱۲۳۴۵۶۷۸۹')).toBeVisible();
    await consumers.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill('۰۹۱۲۳۴۵۶۷۹۷');
    await consumers.getByRole('textbox', { name: 'نام', exact: true }).fill('کاوه');
    await consumers.getByRole('textbox', { name: 'نام خانوادگی' }).fill('آهنگر');
    await consumers.getByRole('button', { name: 'افزودن' }).click();
    const kaveh = consumers.getByRole('listitem').filter({ hasText: 'کاوه آهنگر' });
    await expect(kaveh).toContainText('موجودی: ۰ تومان');

    await kaveh.getByRole('button', { name: 'شارژ کیف پول' }).click();
    await kaveh.getByRole('textbox', { name: 'مبلغ (تومان)' }).fill('100000');
    await expect(kaveh.getByRole('heading', { name: 'شارژ کیف پول کاوه آهنگر' })).toBeVisible();
    await kaveh.getByRole('button', { name: 'پرداخت و شارژ' }).click();
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت انجام شد' })).toBeVisible();
    await page.getByRole('link', { name: 'رفتن به کیف پول' }).click();
    await expect(consumers.getByRole('listitem').filter({ hasText: 'کاوه آهنگر' })).toContainText('موجودی: ۱۰۰٬۰۰۰ تومان');
    // The owner paid; its own wallet is untouched.
    await expect(page.getByText('هنوز تراکنشی در کیف پول شما ثبت نشده است.')).toBeVisible();
    await context.close();
  });
});
