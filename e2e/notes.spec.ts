import { expect, PHONE, test } from './fixtures';
import { expectRowsKeptApart } from './finger-rows';
import { loginThrough } from './login';

test.describe('notes', () => {
  test('a note on a supplier page, edited, mine only, listed in the profile', async ({ page, request }) => {
    const { items } = await (await request.get('/api/v1/suppliers?paging.pageSize=1&paging.pageNumber=2')).json();
    const supplier = items[0] as { id: number; slug: string; name: string };
    const path = `/supplier/${supplier.id}/${encodeURIComponent(supplier.slug)}`;
    await loginThrough(page, '09123456784', '/profile');
    await page.goto(path);
    await page.getByText('یادداشت‌های من', { exact: true }).click();
    await expect(page.getByText('هنوز یادداشتی اینجا ننوشته‌اید؛ فقط خودتان آن را می‌بینید.')).toBeVisible();
    await page.getByLabel('یادداشت تازه').fill('برای ۲۰ تن قیمت عمده بپرسم');
    await page.getByRole('button', { name: 'ذخیره یادداشت' }).click();
    const notes = page.getByRole('list', { name: 'یادداشت‌های من' });
    await expect(notes.getByText('برای ۲۰ تن قیمت عمده بپرسم')).toBeVisible();

    await notes.getByRole('button', { name: 'ویرایش' }).click();
    await page.getByLabel('ویرایش یادداشت', { exact: true }).fill('پیش‌فاکتور رسید؛ هفته بعد تماس');
    await page.getByRole('button', { name: 'ذخیره یادداشت' }).click();
    await expect(notes.getByText('پیش‌فاکتور رسید؛ هفته بعد تماس')).toBeVisible();
    await expect(notes.getByRole('listitem')).toHaveCount(1);

    await page.goto('/profile/notes/supplier');
    const table = page.getByRole('table', { name: 'یادداشت‌های شما' });
    await expect(table.getByText('پیش‌فاکتور رسید؛ هفته بعد تماس')).toBeVisible();
    // The list's search is kept in the address: Back from the note's supplier finds it searched.
    await page.getByRole('searchbox').fill('پیش‌فاکتور');
    await expect(page).toHaveURL(/[?&]q=/);
    await table.getByRole('link', { name: supplier.name }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/`));
    await page.goBack();
    await expect(page.getByRole('searchbox')).toHaveValue('پیش‌فاکتور');
    await expect(table.getByText('پیش‌فاکتور رسید؛ هفته بعد تماس')).toBeVisible();
    // Without the login nobody reads it (another user's id is 404: the API tests).
    const [note] = (await (await page.request.get(`/api/v1/notes/by-object-id?pageKind=supplier&objectId=${supplier.id}`)).json()) as { id: number }[];
    expect((await request.get(`/api/v1/notes/${note.id}`)).status()).toBe(401);
  });
  test('a note on an article, written on its page, is listed under the profile\'s «مطالب», which said how to write one while empty', async ({ page, request }) => {
    const list = await (await request.get('/api/v1/pages/for-public-site?paging.pageSize=3&paging.pageNumber=1')).json();
    const article = list.items[0] as { id: number; slug: string; title: string; supplier: { id: number } | null };
    const path = article.supplier ? `/contents/${article.id}/supplier/${article.supplier.id}/${encodeURIComponent(article.slug)}` : `/contents/${article.id}/${encodeURIComponent(article.slug)}`;
    await loginThrough(page, '09123456824', '/profile/notes/content');
    await expect(page.getByText(/^هنوز یادداشتی ننوشته‌اید\. در صفحهٔ هر کالا، تأمین‌کننده یا مطلب، در بخش «یادداشت‌های من» بنویسید/)).toBeVisible();

    await page.goto(path);
    await page.getByText('یادداشت‌های من', { exact: true }).click();
    await page.getByLabel('یادداشت تازه').fill('این راهنما را برای واحد خرید بفرستم');
    await page.getByRole('button', { name: 'ذخیره یادداشت' }).click();
    await expect(page.getByRole('list', { name: 'یادداشت‌های من' }).getByText('این راهنما را برای واحد خرید بفرستم')).toBeVisible();

    await page.goto('/profile/notes/content');
    const table = page.getByRole('table', { name: 'یادداشت‌های شما' });
    await expect(table.getByText('این راهنما را برای واحد خرید بفرستم')).toBeVisible();
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/contents/${article.id}/`));
  });

  test('on a phone the kinds of notes, wrapped onto two rows, keep their finger layers apart', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await loginThrough(page, '09123456784', '/profile/notes/product');
    await expectRowsKeptApart(page.getByRole('navigation', { name: 'نوع یادداشت‌ها' }).getByRole('link'));
    await context.close();
  });
});
