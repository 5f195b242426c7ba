import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { A, B, C, loginOnA } from './login-on-a';
import { formatToman } from '../../lib/persian/money';

/**
 * Issue 12's "done": a supplier's change on node A is seen on node B within 2 s — its product
 * page, its category's listing, the search suggestions and the API — and A's session works on B.
 */
const PHONE = '+989120000002';
const WITHIN_MS = 2_000;

/** One login for the file: asking for a second code at once is refused (429). */
let token: Promise<string> | undefined;
const tokenOnA = (request: Parameters<typeof loginOnA>[0]) => (token ??= loginOnA(request, PHONE));

/** Polls `check` (on another node) until it passes; fails if that takes longer than the promised 2 s. */
async function seenWithin(what: string, check: () => Promise<boolean>, since: number) {
  await expect.poll(check, { message: what, timeout: WITHIN_MS * 3, intervals: [50] }).toBe(true);
  expect(Date.now() - since, `${what}: seen after`).toBeLessThanOrEqual(WITHIN_MS);
}

test('a price and a picture changed on node A show on node B within 2 s; a session from A works on B', async ({ request }) => {
  const auth = { authorization: `Bearer ${await tokenOnA(request)}` };

  // A session from A works on B.
  const mine = await request.get(`${B}/api/v1/supplier-desk/suppliers`, { headers: auth });
  expect(mine.status()).toBe(200);
  const [storefront] = await mine.json();
  const list = await (await request.get(`${B}/api/v1/supplier-desk/suppliers/${storefront.id}/products?paging.pageSize=1`, { headers: auth })).json();
  const productId: number = list.items[0].id;
  const desk = await (await request.get(`${A}/api/v1/supplier-desk/suppliers/${storefront.id}/products/${productId}`, { headers: auth })).json();
  const before = await (await request.get(`${B}/api/v1/supplierproducts/${productId}/catalog`)).json();

  // Node B has every view in its caches before the change.
  const productPage = `${B}/products/${productId}/${encodeURIComponent(before.slug)}`;
  // Cheapest first: the changed offer leads its category.
  const listing = `${B}/products/category/${before.categoryId}/x?sort=price-asc`;
  const suggestions = `${B}/api/v1/searches/suggestions?key=${encodeURIComponent(desk.baseProduct.name)}`;
  // And node C, whose API is A's: only the change bus tells it to drop its kept page.
  const productPageOnC = productPage.replace(B, C);
  for (const url of [productPage, listing, suggestions, `${B}/api/v1/supplierproducts/${productId}/catalog`, productPageOnC]) {
    await request.get(url);
    await request.get(url);
  }
  // Kept: without the announcement, these would be sent as they are for up to a minute.
  for (const url of [productPage, productPageOnC]) expect((await request.get(url)).headers()['x-page-cache']).toBe('HIT');

  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const uploaded = await request.post(`${A}/api/v1/supplier-desk/suppliers/${storefront.id}/pictures`, {
    headers: auth,
    multipart: { file: { name: 'new.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(uploaded.status()).toBe(201);
  const picture = (await uploaded.json()).path as string;
  // Below every other offer, so the base product's lowest price in the suggestions becomes it.
  const price = 9_870;
  const put = await request.put(`${A}/api/v1/supplier-desk/suppliers/${storefront.id}/products/${productId}`, {
    headers: auth,
    data: {
      ...desk,
      baseProductId: desk.baseProduct.id,
      priceUnitId: desk.priceUnitId ?? before.priceUnit?.id ?? null,
      price,
      images: [picture, ...desk.images].slice(0, 8),
      isActive: true,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const changedAt = Date.now();
  const toman = `${formatToman(price)}`;

  await seenWithin('the API', async () => {
    const body = await (await request.get(`${B}/api/v1/supplierproducts/${productId}/catalog`)).json();
    return body.price === price && body.images[0] === picture;
  }, changedAt);
  await seenWithin('the product page', async () => {
    const html = await (await request.get(productPage)).text();
    return html.includes(toman) && html.includes(picture.replace(/\/\d+\.webp$/, ''));
  }, changedAt);
  await seenWithin("the category's listing", async () => {
    const html = await (await request.get(listing)).text();
    return html.includes(toman);
  }, changedAt);
  await seenWithin('the search suggestions', async () => {
    const body = await (await request.get(suggestions)).text();
    const answer = JSON.parse(body) as { products: { id: number; minPrice: number | null }[] };
    return answer.products.some((p) => p.id === desk.baseProduct.id && p.minPrice === price);
  }, changedAt);
  await seenWithin('the product page on a web node in front of a separate API', async () => {
    const html = await (await request.get(productPageOnC)).text();
    return html.includes(toman);
  }, changedAt);
  // The picture itself is served by B from the shared store.
  const served = await request.get(`${B}${picture}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test("a product renamed on node A is found by its new name in node B's text search within 2 s", async ({ request }) => {
  const auth = { authorization: `Bearer ${await tokenOnA(request)}` };
  const [storefront] = await (await request.get(`${A}/api/v1/supplier-desk/suppliers`, { headers: auth })).json();
  const list = await (await request.get(`${A}/api/v1/supplier-desk/suppliers/${storefront.id}/products?paging.pageSize=1`, { headers: auth })).json();
  const productId: number = list.items[0].id;
  const desk = await (await request.get(`${A}/api/v1/supplier-desk/suppliers/${storefront.id}/products/${productId}`, { headers: auth })).json();
  const search = (text: string) => `${B}/api/v1/supplierproducts/catalog?filter.text=${encodeURIComponent(text)}&paging.pageSize=20`;
  const found = async (text: string) => ((await (await request.get(search(text))).json()) as { items: { id: number; name: string }[] }).items;
  // Node B has its offers' names in memory before the change.
  expect((await found(desk.name)).map((item) => item.id)).toContain(productId);

  // Two words of the catalogue's offers that no name holds together: B finds nothing for them by
  // its strict pass, and they are known words, so it does not look by resemblance in the database.
  const firstWords = (items: { name: string }[]) => [...new Set(items.map((item) => item.name.split(' ')[0]).filter((word) => word.length >= 3 && !/[0-9۰-۹]/.test(word)))];
  const newest = firstWords(((await (await request.get(`${B}/api/v1/supplierproducts/catalog?paging.pageSize=50`)).json()) as { items: { name: string }[] }).items);
  let newName: string | undefined;
  for (const a of newest) for (const b of newest) if (!newName && a !== b && !(await found(`${a} ${b}`)).length) newName = `${a} ${b}`;
  expect(newName, 'two words of offers that no name holds together').toBeDefined();

  const rename = (name: string) =>
    request.put(`${A}/api/v1/supplier-desk/suppliers/${storefront.id}/products/${productId}`, {
      headers: auth,
      data: { ...desk, name, baseProductId: desk.baseProduct.id, isActive: true },
    });
  const put = await rename(newName!);
  expect(put.status(), await put.text()).toBe(200);
  try {
    await seenWithin('the text search', async () => (await found(newName!)).some((item) => item.id === productId), Date.now());
  } finally {
    expect((await rename(desk.name)).status()).toBe(200);
  }
});

test('a storefront renamed on node A is suggested by its new name on node B within 2 s', async ({ request }) => {
  const auth = { authorization: `Bearer ${await tokenOnA(request)}` };
  const [owned] = await (await request.get(`${A}/api/v1/supplier-desk/suppliers`, { headers: auth })).json();
  const storefront = await (await request.get(`${A}/api/v1/supplier-desk/suppliers/${owned.id}`, { headers: auth })).json();
  const suggested = async (text: string) =>
    ((await (await request.get(`${B}/api/v1/searches/suggestions?key=${encodeURIComponent(text)}`)).json()) as { suppliers: { id: number }[] }).suppliers.map((s) => s.id);
  // Node B has its suppliers in memory before the change.
  expect(await suggested(storefront.name)).toContain(owned.id);

  const save = (name: string) =>
    request.put(`${A}/api/v1/supplier-desk/suppliers/${owned.id}`, {
      headers: auth,
      data: {
        name,
        description: storefront.description,
        phone: storefront.phone,
        website: storefront.website,
        address: storefront.address,
        cityId: storefront.cityId,
        saleCityIds: storefront.saleCities.map((city: { id: number }) => city.id),
        logo: storefront.logo,
        cover: storefront.cover,
      },
    });
  const newName = 'بازرگانی زعفران‌زار کویر';
  const put = await save(newName);
  expect(put.status(), await put.text()).toBe(200);
  try {
    await seenWithin('the suggestions', async () => (await suggested(newName)).includes(owned.id), Date.now());
  } finally {
    expect((await save(storefront.name)).status()).toBe(200);
  }
});

test("a price changed and a base product made through the web node's own API reach nodes A and B within 2 s", async ({ request }) => {
  const auth = { authorization: `Bearer ${await tokenOnA(request)}` };
  const [storefront] = await (await request.get(`${C}/api/v1/supplier-desk/suppliers`, { headers: auth })).json();
  const list = await (await request.get(`${C}/api/v1/supplier-desk/suppliers/${storefront.id}/products?paging.pageSize=1`, { headers: auth })).json();
  const productId: number = list.items[0].id;
  const desk = await (await request.get(`${C}/api/v1/supplier-desk/suppliers/${storefront.id}/products/${productId}`, { headers: auth })).json();
  const catalog = (node: string) => `${node}/api/v1/supplierproducts/${productId}/catalog`;
  const suggested = async (node: string, key: string) =>
    ((await (await request.get(`${node}/api/v1/searches/suggestions?key=${encodeURIComponent(key)}`)).json()) as { products: { id: number }[] }).products.map((p) => p.id);
  // Nodes A and B keep the offer's answer and the suggestions' names before the change.
  for (const node of [A, B]) {
    await request.get(catalog(node));
    await request.get(catalog(node));
    await suggested(node, desk.baseProduct.name);
  }

  const price = desk.price === 8_760 ? 8_770 : 8_760;
  const put = await request.put(`${C}/api/v1/supplier-desk/suppliers/${storefront.id}/products/${productId}`, {
    headers: auth,
    data: { ...desk, baseProductId: desk.baseProduct.id, price, isActive: true },
  });
  expect(put.status(), await put.text()).toBe(200);
  const changedAt = Date.now();
  for (const node of [A, B]) {
    await seenWithin(`the price on ${node}`, async () => (await (await request.get(catalog(node))).json()).price === price, changedAt);
  }

  const name = 'کالای پایهٔ ساخته‌شده در گره وب';
  const created = await request.post(`${C}/api/v1/supplier-desk/suppliers/${storefront.id}/products`, {
    headers: auth,
    data: { ...desk, name: undefined, baseProductId: null, baseProductName: name, images: [], isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const base = (await created.json()).baseProduct.id as number;
  const createdAt = Date.now();
  for (const node of [A, B]) {
    await seenWithin(`the new base product suggested on ${node}`, async () => (await suggested(node, name)).includes(base), createdAt);
  }
});
