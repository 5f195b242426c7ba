import { expect, PHONE, test } from './fixtures';
import { loginThrough } from './login';

test.describe('the wallet', () => {
  test('a charge through the sandbox gateway fills the wallet and shows in its ledger; a charge abandoned at the gateway is cancelled from its result page', async ({ browser, baseURL }) => {
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
    const ledger = page.getByRole('region', { name: 'گردش کیف پول' });
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger.getByRole('row').nth(1)).toContainText('شارژ');

    // Another charge, abandoned at the gateway: nothing taken, then cancelled.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('textbox', { name: 'مبلغ (تومان)' }).fill('50000');
    await page.getByRole('button', { name: 'پرداخت و شارژ' }).click();
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت انجام نشد' })).toBeVisible();
    await page.getByRole('button', { name: 'لغو پرداخت' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'این پرداخت لغو شده است' })).toBeVisible();
    const credit = await (await page.request.get('/api/v1/wallettransactions/credit/byuser')).json();
    expect(credit.balance).toBe(2_500_000);
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
