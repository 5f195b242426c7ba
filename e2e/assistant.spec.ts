import { arrive, expect, test } from './fixtures';
import { loginThrough } from './login';

/** Issue 17's e2e: a need typed, understood, a chip corrected, drafts left at two suppliers, found in the profile. */
test('a buyer types a need, sees the chips and suppliers, corrects the quantity and leaves drafts at two suppliers', async ({ page }) => {
  test.setTimeout(120_000);
  await loginThrough(page, '09123456811', '/ai');
  await page.getByRole('textbox', { name: 'نیاز شما' }).fill('۵۰ تن میلگرد آجدار تحویل تهران تا آخر ماه');
  await page.getByRole('button', { name: 'پیدا کن' }).click();
  await expect(page).toHaveURL(/\/ai\?q=/);

  const chips = page.getByRole('group', { name: 'برداشت‌های دستیار' });
  await expect(chips.getByText('تحویل در تهران')).toBeVisible();
  await expect(chips.getByText('نوع: آجدار')).toBeVisible();
  await expect(page.getByRole('link', { name: /^میلگرد/ }).first()).toBeVisible();

  // The form's answer is a page of its own: the visitor arrives on it as on any other.
  await arrive(page);
  await page.getByRole('button', { name: 'ویرایش مقدار' }).click();
  await page.getByRole('textbox', { name: 'مقدار' }).fill('۶۰');
  await page.getByRole('button', { name: 'ثبت', exact: true }).click();
  await expect(page.getByRole('button', { name: 'ویرایش مقدار' })).toHaveText('۶۰ تن');

  const suppliers = page.getByRole('checkbox');
  await expect(suppliers.nth(0)).toBeChecked();
  await expect(suppliers.nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'ارسال سفارش مستقیم به ۲ تأمین‌کننده' }).click();
  await expect(page.getByText('۲ پیش‌نویس سفارش مستقیم ساخته شد؛ پیش از فرستادن بازبینی کنید.')).toBeVisible();
  await page.getByRole('link', { name: 'بازبینی پیش‌نویس‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/directorder$/);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'پیش‌نویس' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('میلگرد');
});
