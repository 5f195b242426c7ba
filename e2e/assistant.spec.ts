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

test('a visitor\'s needs are kept as a conversation: the next need goes on with it, the home lists it, it opens where it was left and can be forgotten', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/ai');
  await expect(page.getByText('هنوز گفت‌وگویی ندارید؛ نخستین نیاز خود را بنویسید.')).toBeVisible();
  await page.getByRole('textbox', { name: 'نیاز شما' }).fill('قیمت سیمان تیپ ۲ فله اصفهان');
  let kept = page.waitForResponse((r) => r.url().endsWith('/api/v1/ai/conversations/turns') && r.status() === 200);
  await page.getByRole('button', { name: 'پیدا کن' }).click();
  await expect(page.getByRole('group', { name: 'برداشت‌های دستیار' })).toBeVisible();
  await page.mouse.move(5, 5);
  // Kept once the page's scripts run: the address and the form now carry the conversation.
  await kept;
  await expect(page).toHaveURL(/[?&]c=[0-9a-f-]{36}/);

  await page.getByRole('textbox', { name: 'نیاز شما' }).fill('۲۰ تن میلگرد ساده ۱۴ برای کرج');
  kept = page.waitForResponse((r) => r.url().endsWith('/api/v1/ai/conversations/turns') && r.status() === 200);
  await page.getByRole('button', { name: 'پیدا کن' }).click();
  await expect(page.getByRole('group', { name: 'برداشت‌های دستیار' }).getByText('تحویل در کرج')).toBeVisible();
  const earlier = page.getByRole('region', { name: 'پیش‌تر در این گفت‌وگو پرسیده‌اید' });
  await expect(earlier.getByRole('link', { name: 'قیمت سیمان تیپ ۲ فله اصفهان' })).toBeVisible();
  await page.mouse.move(6, 6);
  await kept;

  // The home lists it; opening it shows the last need answered and the one before.
  await page.goto('/ai');
  const recent = page.getByRole('region', { name: 'گفت‌وگوهای اخیر' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('link')).toContainText('قیمت سیمان تیپ ۲ فله اصفهان');
  await expect(recent.getByRole('link')).toContainText('۲ نیاز');
  await recent.getByRole('link').click();
  await expect(page.getByRole('textbox', { name: 'نیاز شما' })).toHaveValue('۲۰ تن میلگرد ساده ۱۴ برای کرج');
  await expect(page.getByRole('region', { name: 'پیش‌تر در این گفت‌وگو پرسیده‌اید' }).getByRole('listitem')).toHaveCount(1);

  // A new conversation leaves the old one in the list; forgetting it takes it out.
  await page.getByRole('link', { name: 'گفت‌وگوی تازه' }).click();
  await expect(page).toHaveURL(/\/newai$/);
  await page.goto('/ai');
  await page.getByRole('button', { name: /^پاک کردن گفت‌وگوی/ }).click();
  await expect(page.getByText('هنوز گفت‌وگویی ندارید؛ نخستین نیاز خود را بنویسید.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('هنوز گفت‌وگویی ندارید؛ نخستین نیاز خود را بنویسید.')).toBeVisible();
});
