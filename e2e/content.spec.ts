import { expect, PHONE, test } from './fixtures';
import { loginThrough } from './login';
import { toPersianDigits } from '../lib/persian/digits';

/** Issue 16's e2e: an article read, liked and commented on, the comment approved in the admin desk; FAQ, feedback, pages, 404, announcements. */

async function firstArticlePath(request: import('@playwright/test').APIRequestContext): Promise<{ path: string; title: string }> {
  const list = await (await request.get('/api/v1/pages/for-public-site?paging.pageSize=3&paging.pageNumber=2')).json();
  const page = list.items.find((p: { supplier: unknown }) => !p.supplier) as { id: number; slug: string; title: string };
  return { path: `/contents/${page.id}/${encodeURIComponent(page.slug)}`, title: page.title };
}

test.describe('content', () => {
  test('a reader likes an article and comments on it; the admin approves the comment in the desk and it shows in the tree', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const article = await firstArticlePath(request);
    const reader = await browser.newContext({ ...PHONE, baseURL });
    const page = await reader.newPage();
    await loginThrough(page, '09123456801', article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toPersianDigits(article.title));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

    // A like: once, and it stays liked.
    const like = page.getByRole('button', { name: /می‌پسندم/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    const liked = page.getByRole('button', { name: /پسندیدید/ });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /پسندیدید/ })).toHaveAttribute('aria-pressed', 'true');

    // A comment waits for moderation: the reader is told, nobody sees it yet.
    // As the site shows it: Persian digits.
    const text = `آیا این روش برای سفارش‌های کوچک هم کار می‌کند؟ ${toPersianDigits(Date.now() % 100000)}`;
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('textbox', { name: 'دیدگاه شما' }).fill(text);
    await page.getByRole('button', { name: 'فرستادن دیدگاه' }).click();
    await expect(page.getByText('دیدگاه شما پس از بررسی مدیر نمایش داده می‌شود.')).toBeVisible();
    const comments = page.getByRole('region', { name: /^دیدگاه‌ها/ });
    await expect(comments.getByText(text)).toHaveCount(0);

    // The admin approves it from the desk.
    const desk = await browser.newContext({ baseURL });
    const admin = await desk.newPage();
    await loginThrough(admin, '09120000001', '/profile/admin');
    await expect(admin.locator('html')).toHaveAttribute('data-hydrated', '');
    await admin.getByRole('tab', { name: 'دیدگاه‌ها' }).click();
    const row = admin.getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^پذیرش دیدگاه/ }).click();
    await expect(admin.getByText('۱ دیدگاه پذیرفته شد')).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: text })).toHaveCount(0);
    await desk.close();

    // In the tree, in the page's own HTML.
    await page.reload();
    await expect(page.getByRole('region', { name: /^دیدگاه‌ها/ }).getByText(text)).toBeVisible();
    const html = await (await request.get(article.path)).text();
    expect(html).toContain(text);
    await reader.close();
  });

  test('the FAQ is searched with a plain form, before any script', async ({ phone }) => {
    await phone.goto('/faq');
    await expect(phone.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' })).toBeVisible();
    await phone.getByRole('searchbox', { name: 'جستجو در پرسش‌های متداول' }).fill('کیف پول');
    await phone.getByRole('main').getByRole('button', { name: 'جستجو', exact: true }).click();
    await expect(phone).toHaveURL(/\/faq\?q=/);
    await expect(phone.getByRole('main').getByRole('status')).toContainText('برای «کیف پول»');
    const answers = phone.locator('details[open]');
    expect(await answers.count()).toBeGreaterThan(0);
    await expect(answers.first()).toContainText('کیف پول');
    // Nothing found says so.
    await phone.goto('/faq?q=%D9%88%D8%A7%DA%98%D9%87%E2%80%8C%D8%A7%DB%8C%20%D9%86%D8%A7%DB%8C%D8%A7%D8%A8');
    await expect(phone.getByText('پرسشی پیدا نشد')).toBeVisible();
  });

  test("a screen's help opens from the screen in a new tab, and every help is listed under the FAQ and in the sitemap", async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456802', '/profile/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    // In a new tab: the charge form keeps what was typed in it.
    await page.getByRole('textbox', { name: /مبلغ/ }).fill('۵۰۰۰۰');
    const [help] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^راهنمای این بخش\s*\(در برگهٔ تازه\)$/ }).tap()]);
    await expect(help).toHaveURL(/\/help\/wallet$/);
    await expect(help.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /مبلغ/ })).toHaveValue(/^(۵۰۰۰۰|50000|۵۰٬۰۰۰)$/);
    // The charge form has a help of its own, named apart from the screen's.
    await expect(page.getByRole('link', { name: /^راهنمای شارژ کیف پول\s*\(در برگهٔ تازه\)$/ })).toHaveAttribute('href', '/help/wallet-charge');
    // The help page lists the other screens' help, and its crumb leads to the index under the FAQ.
    const others = help.getByRole('region', { name: 'راهنمای بخش‌های بازارگاه' }).getByRole('link');
    const topics = (await (await request.get('/api/v1/helpsystems')).json()) as { frontUniqueId: string; title: string }[];
    await expect(others).toHaveCount(topics.length - 1);
    await help.getByRole('navigation', { name: /مسیر/ }).getByRole('link', { name: 'راهنما' }).tap();
    await expect(help).toHaveURL(/\/faq#help$/);
    const index = help.getByRole('region', { name: 'راهنمای بخش‌های بازارگاه' });
    await expect(index.getByRole('link')).toHaveCount(topics.length);
    await index.getByRole('link', { name: topics[0].title }).tap();
    await expect(help).toHaveURL(new RegExp(`/help/${topics[0].frontUniqueId}$`));
    // Crawlers find every one of them in the sitemap.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const topic of topics) expect(sitemap).toContain(`/help/${topic.frontUniqueId}</loc>`);
    await context.close();
  });

  test('feedback: errors in Persian next to the fields, then thanks', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'فرستادن پیام' }).click();
    await expect(page.getByText('نام خود را بنویسید')).toBeVisible();
    await expect(page.getByText('متن پیام دست‌کم ده نویسه باشد')).toBeVisible();
    await page.getByRole('textbox', { name: 'نام' }).fill('نگار رضایی');
    await page.getByRole('textbox', { name: 'موضوع' }).fill('پیشنهاد برای ویترین');
    await page.getByRole('textbox', { name: 'متن پیام' }).fill('لطفاً امکان مقایسهٔ سه تأمین‌کننده را کنار هم بگذارید.');
    await page.getByRole('button', { name: 'فرستادن پیام' }).click();
    await expect(page.getByRole('heading', { name: 'پیام شما رسید؛ سپاس!' })).toBeVisible();
  });

  test('/page/about, /about moves there, and an unknown path shows the 404 page', async ({ phone }) => {
    const about = await phone.goto('/page/about');
    expect(about?.status()).toBe(200);
    await expect(phone.getByRole('heading', { level: 1 })).toContainText('بازارگاه');
    await phone.goto('/about');
    await expect(phone).toHaveURL(/\/page\/about$/);
    const missing = await phone.goto('/some/slug');
    expect(missing?.status()).toBe(404);
    await expect(phone.getByText('صفحه‌ای که به دنبال آن بودید پیدا نشد.')).toBeVisible();
  });

  test('the announcement shows on every page and, once closed on a phone before any script, stays closed', async ({ phone }) => {
    await phone.goto('/');
    const bar = phone.getByRole('region', { name: 'اطلاعیه' });
    await expect(bar).toContainText('سه سفارش مستقیم در ماه');
    await bar.getByRole('button', { name: 'بستن اطلاعیه' }).tap();
    await expect(bar).toBeHidden();
    await phone.goto('/faq');
    await expect(phone.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'اطلاعیه' })).toBeHidden();
  });
});

test('a supplier writes a page in its desk with the rich-text editor, a typed draft survives a reload, and the published page is public', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginThrough(page, '09120000006', '/profile/suppliers');
  const mine = await (await page.request.get('/api/v1/supplier-desk/suppliers')).json();
  await page.goto(`/profile/suppliers/${mine[0].id}/pages`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'نوشتهٔ تازه' }).click();
  const title = `گزارش تولید آذر ${toPersianDigits(Date.now() % 10000)}`;
  await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
  const body = page.getByRole('textbox', { name: 'متن صفحه' });
  await body.click();
  await page.keyboard.type('امسال ظرفیت خط دوم را ');
  await page.getByRole('button', { name: 'پررنگ' }).click();
  await page.keyboard.type('دو برابر');
  await page.getByRole('button', { name: 'پررنگ' }).click();
  await page.keyboard.type(' کردیم.');

  // A reload keeps what was typed.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'نوشتهٔ تازه' }).click();
  await expect(page.getByText('پیش‌نویس ذخیره‌نشدهٔ شما بازگردانده شد.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'متن صفحه' }).locator('strong')).toHaveText('دو برابر');

  await page.getByRole('switch', { name: 'منتشر شود' }).check();
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('نوشته ذخیره شد')).toBeVisible();
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/contents/\\d+/supplier/${mine[0].id}/`));

  const reader = await browser.newPage({ baseURL });
  await reader.goto(href!);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.locator('article strong')).toHaveText('دو برابر');
  await reader.close();
  await context.close();
});
