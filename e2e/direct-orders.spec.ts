import { PDFParse } from 'pdf-parse';
import { expect, PHONE, test } from './fixtures';
import { loginThrough, supplierAtDesk } from './login';

/** The demo supplier user runs the first two storefronts (server/db/seed/demo-users.ts); the messages spec logs in the second one. */
const SELLER_PHONE = '09120000002';
const BUYER_PHONE = '09123456787';

/**
 * Whether `phrase` is printed in `text` as a PDF's text layer gives a right-to-left line: words in
 * visual order (last word first), each cut into runs at its non-joining letters and the runs
 * shuffled. Words are compared by their letters, the line by their order, so a missing or changed
 * word still fails.
 */
function printedInVisualOrder(text: string, phrase: string): boolean {
  const letters = (word: string) => [...word].sort().join('');
  const printed = text.split(/\s+/).map(letters).join(' ');
  const wanted = phrase.split(' ').reverse().map(letters).join(' ');
  return ` ${printed} `.includes(` ${wanted} `);
}

test.describe('direct orders', () => {
  test('a buyer drafts an order from a product page, edits it, publishes it; the supplier counter-offers; the buyer accepts; the timeline and the report show it all', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { context: sellerContext, page: seller, storefront } = await supplierAtDesk(browser, baseURL, SELLER_PHONE);
    const { items } = await (
      await seller.request.get(`/api/v1/supplierproducts/catalog?filter.supplierId=${storefront.id}&paging.pageSize=1&filter.minPrice=1`)
    ).json();
    const product = items[0] as { id: number; slug: string; name: string };

    const buyerContext = await browser.newContext({ ...PHONE, baseURL });
    const buyer = await buyerContext.newPage();
    await loginThrough(buyer, BUYER_PHONE, '/profile');
    // An address to deliver to, as the address book adds it.
    expect(
      (
        await buyer.request.post('/api/v1/deliveryaddresses', {
          data: { title: 'انبار اصفهان', province: 'اصفهان', city: 'اصفهان', addressLine: 'شهرک صنعتی محمودآباد', receiverName: 'علی خریدار', receiverPhone: '09121112233', isDefault: true },
        })
      ).status(),
    ).toBe(201);

    await buyer.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
    await buyer.getByRole('link', { name: 'ثبت سفارش مستقیم' }).first().click();
    await expect(buyer).toHaveURL(/\/profile\/directorder\?supplierProductId=/);
    await buyer.getByRole('textbox', { name: 'مقدار' }).fill('۱۲');
    // Saved as a draft as the buyer goes: the address bar names it.
    await expect(buyer).toHaveURL(/\/profile\/directorder\/edit\/\d+$/, { timeout: 10_000 });
    const orderId = Number(buyer.url().split('/').pop());
    await expect(buyer.getByRole('status').filter({ hasText: 'پیش‌نویس ذخیره شد' })).toBeVisible();

    // Edited later: a new quantity, a date typed in the Jalali calendar, a description.
    await buyer.goto(`/profile/directorder/edit/${orderId}`);
    // The date field is typed into once the page's scripts run (a plain field before them).
    await expect(buyer.locator('html')).toHaveAttribute('data-hydrated', '');
    await buyer.getByRole('textbox', { name: 'مقدار' }).fill('۲۰');
    // A phone never scrolls sideways on the form.
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const wanted = new Date(Date.now() + 20 * 86_400_000);
    const wantedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(wanted);
    const parts = new Intl.DateTimeFormat('en-US-u-ca-persian', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(wanted);
    const [y, m, d] = (['year', 'month', 'day'] as const).map((type) => parts.find((p) => p.type === type)!.value.replace(/\D/g, ''));
    const dateBox = buyer.getByRole('group', { name: 'تاریخ تحویل' });
    await dateBox.getByRole('spinbutton', { name: 'سال' }).click();
    // Typed as people write it, without leading zeros: a month of one digit that could take a
    // second (۱) is ended by the slash, any other moves on by itself and its slash is dropped (the
    // unit tests have both, and keyboards whose keys cannot be cancelled).
    await buyer.keyboard.type(`${y}/${Number(m)}/${Number(d)}`, { delay: 20 });
    // Every part as typed (an autosave may land mid-date).
    for (const [name, part] of [['سال', y], ['ماه', m], ['روز', d]] as const) {
      await expect(dateBox.getByRole('spinbutton', { name })).toHaveAttribute('aria-valuenow', String(Number(part)));
    }
    await buyer.getByRole('textbox', { name: 'توضیحات' }).fill('بسته‌بندی روی پالت');
    // The draft on the server has it all (the status line may still say the last save).
    await expect
      .poll(async () => {
        const saved = await (await buyer.request.get(`/api/v1/traderequests/${orderId}`)).json();
        return [saved.quantity, saved.wantedDate, saved.description];
      })
      .toEqual([20, wantedDay, 'بسته‌بندی روی پالت']);
    await buyer.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/profile/directorderinfo/${orderId}$`), { timeout: 15_000 });
    await expect(buyer.getByText('منتظر تأیید شما برای انتشار').first()).toBeVisible();
    await expect(buyer.getByText(/هنوز به تأمین‌کننده نرفته است/)).toBeVisible();
    await expect(buyer.getByText(/از سهمیهٔ رایگان طرح «پایه» منتشر می‌شود/)).toBeVisible();
    // The step left comes before the order's terms, not under them.
    const publish = buyer.getByRole('button', { name: 'تأیید و انتشار' });
    const terms = buyer.getByText('شمارهٔ سفارش', { exact: true }).first();
    expect(await publish.evaluate((button, term) => !!(button.compareDocumentPosition(term!) & Node.DOCUMENT_POSITION_FOLLOWING), await terms.elementHandle())).toBe(true);
    await publish.click();
    await expect(buyer.getByText('فرستاده‌شده به تأمین‌کننده').first()).toBeVisible();
    // The buyer's way back to all its orders (this tab has not opened that list: its start).
    await expect(buyer.getByRole('navigation', { name: 'فهرست سفارش‌ها و گفت‌وگو' }).getByRole('link', { name: 'همهٔ سفارش‌های مستقیم من' })).toHaveAttribute('href', '/profile/directorder');

    // The supplier finds it among its storefront's orders and counter-offers.
    await seller.goto(`/profile/suppliers/${storefront.id}/orders?size=25`);
    await seller.getByRole('link', { name: `دیدن سفارش ${String(orderId).replace(/\d/g, (c) => '۰۱۲۳۴۵۶۷۸۹'[Number(c)])}` }).click();
    // The way back to the storefront's orders as they were left, from the order's page in the profile's area.
    const orderNav = seller.getByRole('navigation', { name: 'فهرست سفارش‌ها و گفت‌وگو' });
    await expect(orderNav.getByRole('link', { name: /^سفارش‌های رسیده به / })).toHaveAttribute('href', `/profile/suppliers/${storefront.id}/orders?size=25`);
    // …and to the thread with this buyer that the order's notices are written to.
    await expect(orderNav.getByRole('link', { name: 'گفت‌وگو با خریدار' })).toHaveAttribute('href', new RegExp(`^/profile/suppliers/${storefront.id}/messages\\?c=\\d+$`));
    await seller.getByRole('button', { name: 'پیشنهاد قیمت یا زمان تازه' }).click();
    await seller.getByLabel(/قیمت تازهٔ هر/).fill('۱۲۳۴۵۰');
    await seller.getByLabel('توضیح (اختیاری)').fill('برای ۲۰ واحد این قیمت');
    await seller.getByRole('dialog').getByRole('button', { name: 'پیشنهاد قیمت یا زمان تازه' }).click();
    // In the supplier's own words: what it did, and whom the order waits for.
    await expect(seller.getByText('پیشنهاد شما، منتظر پاسخ خریدار').first()).toBeVisible();

    // The buyer's page hears of it without a reload, and the buyer accepts.
    await expect(buyer.getByRole('button', { name: 'پذیرش پیشنهاد تأمین‌کننده' })).toBeVisible({ timeout: 10_000 });
    await buyer.getByRole('button', { name: 'پذیرش پیشنهاد تأمین‌کننده' }).click();
    // What it binds both to is said before the order is final.
    const confirm = buyer.getByRole('dialog');
    await expect(confirm.getByText(/سفارش با این شرایط قطعی می‌شود: ۱۲۳٬۴۵۰ تومان/)).toBeVisible();
    await confirm.getByRole('button', { name: 'پذیرش پیشنهاد تأمین‌کننده' }).click();
    await expect(buyer.getByText('پذیرفته‌شده').first()).toBeVisible();
    const timeline = buyer.getByRole('region', { name: 'روند سفارش' });
    for (const step of ['ثبت پیش‌نویس', 'درخواست تأیید', 'تأیید و انتشار', 'پیشنهاد قیمت یا زمان تازه', 'پذیرش پیشنهاد تأمین‌کننده']) {
      await expect(timeline.getByText(new RegExp(`^${step} —`))).toBeVisible();
    }

    // The report: the amount in figures and in words, and its PDF says the same.
    await buyer.getByRole('link', { name: 'نسخهٔ چاپی' }).click();
    const words = 'دو میلیون و چهارصد و شصت و نه هزار تومان';
    await expect(buyer.getByText('۲٬۴۶۹٬۰۰۰ تومان')).toBeVisible();
    await expect(buyer.getByText(words)).toBeVisible();
    // Once in CI this download's kept connection was reset before any answer (ECONNRESET; cause
    // not found, not seen here in repeated runs): sent again once, as a browser resends a GET whose
    // reused connection is reset. A wrong or missing PDF still fails below.
    const pdf = await buyer.request.get(`/api/v1/traderequests/${orderId}/report.pdf`, { maxRetries: 1 });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(printedInVisualOrder(text, words), text).toBe(true);

    await sellerContext.close();
    await buyerContext.close();
  });
});

test.describe('a direct order from a supplier page', () => {
  test('the buyer names what they want; a refused submit keeps everything typed, and so does the saved draft', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456792', '/profile');
    const { items } = await (await page.request.get('/api/v1/suppliers?paging.pageSize=1&sorting.field=name')).json();
    const supplier = items[0] as { id: number; slug: string; name: string };

    await page.goto(`/supplier/${supplier.id}/${encodeURIComponent(supplier.slug)}`);
    await page.getByRole('link', { name: 'ثبت سفارش مستقیم' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/directorder\\?supplierId=${supplier.id}$`));
    await expect(page.getByText(supplier.name).first()).toBeVisible();
    const title = page.getByRole('textbox', { name: 'چه می‌خواهید؟' });
    await title.fill('ورق گالوانیزه ۰٫۵ میلی‌متر');
    await expect(page).toHaveURL(/\/profile\/directorder\/edit\/\d+$/, { timeout: 10_000 });
    await page.getByRole('textbox', { name: 'مقدار' }).fill('۳۰');
    await expect(page.getByRole('status').filter({ hasText: 'پیش‌نویس ذخیره شد' })).toBeVisible({ timeout: 10_000 });

    // Unit, address and date are missing: each says so, and nothing typed is lost.
    await page.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'چند خانه کامل یا درست نیست' })).toBeVisible();
    await expect(page.getByText('واحد مقدار را انتخاب کنید')).toBeVisible();
    await expect(page.getByText('تاریخ تحویل را انتخاب کنید')).toBeVisible();
    await expect(title).toHaveValue('ورق گالوانیزه ۰٫۵ میلی‌متر');
    await expect(page.getByRole('textbox', { name: 'مقدار' })).toHaveValue('۳۰');

    // The draft holds it too, and is listed among my orders.
    await page.reload();
    await expect(title).toHaveValue('ورق گالوانیزه ۰٫۵ میلی‌متر');
    await expect(page.getByRole('textbox', { name: 'مقدار' })).toHaveValue('۳۰');
    await page.goto('/profile/directorder');
    await expect(page.getByText('ورق گالوانیزه ۰٫۵ میلی‌متر')).toBeVisible();
    // On a phone the row is a card: its state is on the screen, named, with nothing to scroll sideways.
    const row = page.getByRole('row').filter({ hasText: 'ورق گالوانیزه ۰٫۵ میلی‌متر' });
    const state = row.getByRole('cell').filter({ hasText: 'پیش‌نویس' });
    await expect(state).toHaveAttribute('data-label', 'وضعیت');
    const box = (await state.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
    const region = page.getByRole('region', { name: 'سفارش‌های مستقیم من' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The card opens where a thumb lands on it, not only on its number: here, on its state.
    const rowHref = await row.getByRole('link').getAttribute('href');
    await state.scrollIntoViewIfNeeded();
    const stateBox = (await state.boundingBox())!;
    await page.touchscreen.tap(stateBox.x + stateBox.width / 2, stateBox.y + stateBox.height / 2);
    await expect(page).toHaveURL(new RegExp(`${rowHref}$`));
    await page.goBack();
    await expect(state).toBeVisible();
    // A date filter being typed into keeps the page within the screen (it grew 3 px past it, and the
    // phone zoomed out); a «to» day before the «from» day says so.
    await page.getByRole('group', { name: 'از تاریخ' }).getByRole('spinbutton', { name: 'سال' }).click();
    await page.keyboard.type('1405/9/10', { delay: 20 });
    await page.getByRole('group', { name: 'تا تاریخ' }).getByRole('spinbutton', { name: 'سال' }).click();
    await page.keyboard.type('1405/9/1/', { delay: 20 });
    await expect(page.getByText('«تا تاریخ» پیش از «از تاریخ» است؛ روزی پس از آن انتخاب کنید')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await context.close();
  });
});
