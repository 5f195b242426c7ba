import { expect, test } from './fixtures';
import { askForCode, codeFor, firstBox, loginThrough } from './login';
import { toPersianDigits } from '../lib/persian/digits';

/** A product of the demo catalogue, at its canonical address. */
async function someProduct(request: import('@playwright/test').APIRequestContext) {
  const { items } = await (await request.get('/api/v1/supplierproducts/catalog?paging.pageSize=1&paging.pageNumber=3')).json();
  const product = items[0] as { id: number; name: string; slug: string };
  const persian = toPersianDigits(product.name);
  return { path: `/products/${product.id}/${encodeURIComponent(product.slug)}`, name: persian };
}

test.describe('favourites', () => {
  test('a heart on a product page keeps it; the profile lists it and removes it', async ({ page, request }) => {
    const product = await someProduct(request);
    await loginThrough(page, '09123456781', '/profile');
    await page.goto(product.path);
    const heart = page.getByRole('button', { name: `نگه‌داشتن «${product.name}» در علاقه‌مندی‌ها` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A new visit of the page shows it kept before any interaction.
    await page.goto(product.path);
    await expect(page.getByRole('button', { name: `نگه‌داشتن «${product.name}» در علاقه‌مندی‌ها` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/profile/favorites/product');
    const list = page.getByRole('list', { name: 'علاقه‌مندی‌های شما' });
    await expect(list.getByRole('link', { name: product.name })).toBeVisible();
    await list.getByRole('button', { name: `برداشتن «${product.name}» از علاقه‌مندی‌ها` }).click();
    await expect(list.getByRole('link', { name: product.name })).toBeHidden();
    await page.reload();
    await expect(page.getByText('هنوز چیزی به علاقه‌مندی‌ها اضافه نکرده‌اید.')).toBeVisible();
  });

  test('a heart on a listing card keeps the product; the listing shows it kept on the next visit, before any tap', async ({ page }) => {
    await loginThrough(page, '09123456786', '/profile');
    await page.goto('/products/search/Product');
    const heart = page.getByRole('main').locator('article').nth(1).getByRole('button', { name: /^نگه‌داشتن «.+» در علاقه‌مندی‌ها$/ });
    const label = await heart.getAttribute('aria-label');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/products/search/Product');
    await expect(page.getByRole('button', { name: label! }).first()).toHaveAttribute('aria-pressed', 'true');
    // The card names the product and its supplier; the profile lists the product.
    const name = label!.slice('نگه‌داشتن «'.length, -'» در علاقه‌مندی‌ها'.length).split('، ')[0];
    await page.goto('/profile/favorites/product');
    await expect(page.getByRole('list', { name: 'علاقه‌مندی‌های شما' }).getByRole('link', { name })).toBeVisible();
  });

  test('with no script at all the heart still works: the form posts and the page comes back filled', async ({ phone: page, request }) => {
    const product = await someProduct(request);
    await loginThrough(page, '09123456782', '/profile');
    await page.route(/\/_next\/static\/chunks\//, (route) => route.abort());
    await page.goto(product.path);
    await page.getByRole('button', { name: `نگه‌داشتن «${product.name}» در علاقه‌مندی‌ها` }).click();
    await expect(page).toHaveURL(new RegExp(`${product.path.split('/').slice(0, 3).join('/')}/`));
    await expect(page.getByRole('button', { name: `نگه‌داشتن «${product.name}» در علاقه‌مندی‌ها` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a logged-out tap goes to the login page and comes back having kept the product', async ({ page, request }) => {
    const product = await someProduct(request);
    await page.goto(product.path);
    await page.getByRole('button', { name: `نگه‌داشتن «${product.name}» در علاقه‌مندی‌ها` }).click();
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=/);
    const since = Date.now();
    await askForCode(page, '09123456783');
    await firstBox(page).fill(await codeFor('+989123456783', since));
    await expect(page).toHaveURL(new RegExp(`^[^#]*${product.path.split('/').slice(0, 3).join('/')}/`), { timeout: 30_000 });
    await expect(page.getByRole('button', { name: `نگه‌داشتن «${product.name}» در علاقه‌مندی‌ها` })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect.poll(() => page.url()).not.toContain('#favorite=');
  });

  test("a logged-out tap on a listing's second page comes back to that page, the product kept", async ({ page }) => {
    await page.goto('/products/search/Product?page=2');
    const heart = page.getByRole('main').locator('article').first().getByRole('button', { name: /^نگه‌داشتن «.+» در علاقه‌مندی‌ها$/ });
    const label = await heart.getAttribute('aria-label');
    await heart.click();
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=/);
    expect(new URL(page.url()).searchParams.get('redirectPath')).toMatch(/^\/products\/search\/Product\?page=2#favorite=/);
    const since = Date.now();
    await askForCode(page, '09123456788');
    await firstBox(page).fill(await codeFor('+989123456788', since));
    await expect(page).toHaveURL(/\/products\/search\/Product\?page=2/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: label! }).first()).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  });
});
