import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lineageIds } from '../../services/categories/category-browse';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../../services/rate-limit';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { PRICE_MAX_RIAL, QUANTITY_MAX } from '../../../api/contract/supplier-desk';
import { getDb } from '../../db/client';
import { publishDataChanged } from '../../events/data-changed';
import { baseProductPropertyValues, baseProducts, categories, categoryProperties, cities, supplierProducts, suppliers, unitsOfMeasurement, users } from '../../db/schema';
import { DEMO_SUPPLIER_PHONE } from '../../db/seed/demo-users';
import { createLocalStorage, useStorageForTests } from '../../adapters/storage';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
/** A made-up Persian word, to find one name among the catalogue's. */
const PERSIAN_LETTERS = 'بپتثجچحخدذرزسشصضطظعغفقکگلمنهی';
const madeUpWord = () => Array.from({ length: 7 }, () => PERSIAN_LETTERS[crypto.randomInt(0, PERSIAN_LETTERS.length)]).join('');

/** A leaf category of goods with a required number property, one of its base products and units. */
async function catalogueFixture() {
  const db = await getDb();
  const [leaf] = await db
    .select({ id: categories.id, propertyId: categoryProperties.id, quantityId: categoryProperties.quantityId, defaultUnitId: categoryProperties.defaultUnitId })
    .from(categories)
    .innerJoin(categoryProperties, eq(categoryProperties.categoryId, categories.id))
    .where(and(eq(categories.isLeaf, true), eq(categories.categoryType, 'Product'), eq(categoryProperties.dataType, 'number'), sql`${categoryProperties.quantityId} IS NOT NULL`))
    .limit(1);
  const properties = await db.select().from(categoryProperties).where(inArray(categoryProperties.categoryId, await lineageIds(db, leaf.id)));
  const [base] = await db.select({ id: baseProducts.id, name: baseProducts.name }).from(baseProducts).where(eq(baseProducts.categoryId, leaf.id)).limit(1);
  const [otherBase] = await db
    .select({ id: baseProducts.id })
    .from(baseProducts)
    .where(sql`${baseProducts.categoryId} <> ${leaf.id}`)
    .limit(1);
  const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.isLeaf, false)).limit(1);
  const [kg] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.code, 'kg'));
  const units = await db.select().from(unitsOfMeasurement);
  const wrongUnit = units.find((u) => u.quantityId !== leaf.quantityId)!;
  const sameQuantity = units.filter((u) => u.quantityId === leaf.quantityId);
  // A value for every property the category has, as a supplier would fill the form.
  const values = properties.map((p) => {
    if (p.dataType === 'number') return { propertyId: p.id, number: 12, unitId: p.defaultUnitId };
    if (p.dataType === 'option') return { propertyId: p.id, text: p.options[0] };
    if (p.dataType === 'boolean') return { propertyId: p.id, bool: true };
    return { propertyId: p.id, text: 'نمونه' };
  });
  return { leaf, base, otherBase, parent, kg, wrongUnit, sameQuantity, properties, values };
}

async function jpegWithExif(width = 3000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'secret-owner', Copyright: 'GPS 35.6892 51.3890' } })
    .toBuffer();
}

describeEachDatabase('/supplier-desk', () => {
  const app = createApp();
  let owner: LoggedIn;
  let stranger: LoggedIn;
  let mine: { id: number; name: string }[];
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-storage-'));
    useStorageForTests(createLocalStorage(storageDir));
    owner = await loginAs(app, DEMO_SUPPLIER_PHONE);
    stranger = await loginAs(app, newPhone());
    fx = await catalogueFixture();
    const res = await call(owner, 'GET', '/suppliers');
    mine = await res.json();
    return () => useStorageForTests(undefined);
  });

  const call = (who: LoggedIn | null, method: string, route: string, body?: unknown) =>
    app.request(`/api/v1/supplier-desk${route}`, {
      method,
      headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const upload = (who: LoggedIn, supplierId: number, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return app.request(`/api/v1/supplier-desk/suppliers/${supplierId}/pictures`, { method: 'POST', headers: who.headers, body: form });
  };
  const productInput = (extra: object = {}) => ({
    baseProductId: fx.base.id,
    categoryId: fx.leaf.id,
    name: 'میلگرد آزمایشی میز تأمین',
    price: 345_000,
    priceUnitId: fx.kg.id,
    minOrderQuantity: 2,
    minOrderUnitId: fx.kg.id,
    stockState: 'in_stock',
    description: '<p>کیفیت <strong>عالی</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    properties: fx.values,
    ...extra,
  });
  const create = async (extra: object = {}) => {
    const res = await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput(extra));
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const publicProduct = (id: number) => app.request(`/api/v1/supplierproducts/${id}/catalog`);

  describe('opening a storefront', () => {
    it('a new user opens one with a name, what it sells and its city: it is theirs, public, unverified, and they are a supplier', async () => {
      const db = await getDb();
      const newcomer = await loginAs(app, newPhone());
      const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
      // Bad input changes nothing.
      await expectProblem(await call(newcomer, 'POST', '/suppliers', { name: 'ف', categoryTypes: [], cityId: city.id }), 400);
      // A name of direction and zero-width controls alone shows nothing and makes no address.
      await expectProblem(await call(newcomer, 'POST', '/suppliers', { name: '\u200f\u202e\u2066 \u200b', categoryTypes: ['Product'], cityId: city.id }), 400);
      await expectProblem(await call(newcomer, 'POST', '/suppliers', { name: 'فولاد نو', categoryTypes: ['Product'], cityId: 999_999_999 }), 400);
      await expectProblem(await call(newcomer, 'POST', '/suppliers', { name: 'فولاد نو', categoryTypes: ['Product'], cityId: city.id, ownerUserId: owner.userId }), 400);
      await expectProblem(await call(null, 'POST', '/suppliers', { name: 'فولاد نو', categoryTypes: ['Product'], cityId: city.id }), 401);
      expect(await (await call(newcomer, 'GET', '/suppliers')).json()).toEqual([]);

      const res = await call(newcomer, 'POST', '/suppliers', { name: '\u202eفولاد نو  آذربایجان', categoryTypes: ['Product', 'IndustrialService', 'Product'], cityId: city.id });
      expect(res.status, await res.clone().text()).toBe(201);
      const { id } = await res.json();
      expect(await (await call(newcomer, 'GET', '/suppliers')).json()).toMatchObject([
        { id, name: 'فولاد نو آذربایجان', isVerified: false, isActive: true, categoryTypes: ['Product', 'IndustrialService'], city: { id: city.id }, productCount: 0 },
      ]);
      expect((await app.request(`/api/v1/suppliers/${id}`)).status).toBe(200);
      const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, newcomer.userId));
      expect(user.roles).toContain('supplier');
      // Its desk is theirs, and nobody else's.
      expect((await call(newcomer, 'GET', `/suppliers/${id}`)).status).toBe(200);
      await expectProblem(await call(stranger, 'GET', `/suppliers/${id}`), 404);
    });

    it('is not listed (lists, search, suggestions, sitemap) until its first published product or the badge; its page is served', async () => {
      const db = await getDb();
      const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
      const word = madeUpWord;
      const listedAs = async (id: number, name: string) => {
        const list = await (await app.request(`/api/v1/suppliers?filter.text=${encodeURIComponent(name)}&paging.pageSize=50`)).json();
        const suggested = await (await app.request(`/api/v1/searches/suggestions?key=${encodeURIComponent(name)}`)).json();
        const detail = await (await app.request(`/api/v1/suppliers/${id}`)).json();
        const sitemap = await (await app.request(`/api/v1/sitemap/suppliers?afterId=${id - 1}&limit=1`)).json();
        return {
          list: list.items.some((s: { id: number }) => s.id === id),
          suggested: suggested.suppliers.some((s: { id: number }) => s.id === id),
          sitemap: sitemap.items.some((s: { id: number }) => s.id === id),
          // Its pages are there either way (the route guard's look-up), marked unlisted.
          page: (await app.request(`/api/v1/sitemap/suppliers/${id}`)).status,
          isListed: detail.isListed,
        };
      };
      const unlisted = { list: false, suggested: false, sitemap: false, page: 200, isListed: false };
      const listed = { list: true, suggested: true, sitemap: true, page: 200, isListed: true };
      // Its writings: by their address and on its own storefront's list always, in the site's lists once it is listed.
      const writingShown = async (supplierId: number, pageId: number, text: string) => {
        const inList = async (query: string) => ((await (await app.request(`/api/v1/pages/for-public-site?${query}`)).json()).items as { id: number }[]).some((p) => p.id === pageId);
        return {
          page: (await app.request(`/api/v1/pages/${pageId}/by-platform?platform=web`)).status,
          own: await inList(`supplierId=${supplierId}`),
          search: await inList(`text=${encodeURIComponent(text)}`),
        };
      };

      const newcomer = await loginAs(app, newPhone());
      const name = `فولاد ${word()}`;
      const { id } = await (await call(newcomer, 'POST', '/suppliers', { name, categoryTypes: ['Product'], cityId: city.id })).json();
      expect(await listedAs(id, name)).toEqual(unlisted);
      const writingWord = word();
      const writing = await app.request(`/api/v1/supplier-desk/suppliers/${id}/pages`, {
        method: 'POST',
        headers: { ...newcomer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `معرفی ${writingWord}`, body: '<p>درباره ما</p>', isPublished: true }),
      });
      expect(writing.status, await writing.clone().text()).toBe(201);
      const pageId = (await writing.json()).id;
      expect(await writingShown(id, pageId, writingWord)).toEqual({ page: 200, own: true, search: false });
      // Its page says so, for the crawlers' tags (components/content/pages/content-page.tsx).
      const writingPage = async () => (await (await app.request(`/api/v1/pages/${pageId}/by-platform?platform=web`)).json()).supplier;
      expect(await writingPage()).toMatchObject({ id, isListed: false });
      expect(await (await call(newcomer, 'GET', '/suppliers')).json()).toMatchObject([{ id, isListed: false }]);

      // A draft does not list it; publishing it does, and unpublishing later does not take it back.
      const draft = await call(newcomer, 'POST', `/suppliers/${id}/products`, productInput({ isActive: false, description: '<p>نمونه</p>' }));
      expect(draft.status, await draft.clone().text()).toBe(201);
      const product = await draft.json();
      expect(await listedAs(id, name)).toEqual(unlisted);
      expect(await (await call(newcomer, 'POST', `/suppliers/${id}/products/bulk`, { action: 'publish', ids: [product.id] })).json()).toEqual({ affected: 1 });
      expect(await listedAs(id, name)).toEqual(listed);
      expect(await writingShown(id, pageId, writingWord)).toEqual({ page: 200, own: true, search: true });
      expect(await writingPage()).toMatchObject({ id, isListed: true });
      await call(newcomer, 'POST', `/suppliers/${id}/products/bulk`, { action: 'unpublish', ids: [product.id] });
      expect(await listedAs(id, name)).toEqual(listed);
      expect(await (await call(newcomer, 'GET', '/suppliers')).json()).toMatchObject([{ id, isListed: true }]);

      // A product saved published lists it at once; so does the badge.
      const second = await loginAs(app, newPhone());
      const secondName = `چرم ${word()}`;
      const { id: secondId } = await (await call(second, 'POST', '/suppliers', { name: secondName, categoryTypes: ['Product'], cityId: city.id })).json();
      expect((await call(second, 'POST', `/suppliers/${secondId}/products`, productInput({ description: '<p>نمونه</p>' }))).status).toBe(201);
      expect(await listedAs(secondId, secondName)).toEqual(listed);
      const third = await loginAs(app, newPhone());
      const thirdWord = word();
      const thirdName = `کاشی ${thirdWord}`;
      const { id: thirdId } = await (await call(third, 'POST', '/suppliers', { name: thirdName, categoryTypes: ['Product'], cityId: city.id })).json();
      const hiddenWord = word();
      await call(await loginAs(app, newPhone()), 'POST', '/suppliers', { name: `سفال ${hiddenWord}`, categoryTypes: ['Product'], cityId: city.id });
      const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
      const verified = await app.request(`/api/v1/admin/suppliers/${thirdId}/verified`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ isVerified: true }),
      });
      expect(verified.status).toBe(200);
      expect(await listedAs(thirdId, thirdName)).toEqual(listed);

      // Spelling correction knows the listed storefront's word, once its words are read again after
      // the badge, and never the unlisted one's (read at the same time).
      const misspelt = (w: string) => w.slice(0, -1) + (w.endsWith('ک') ? 'گ' : 'ک');
      const correction = async (key: string) => (await (await app.request(`/api/v1/searches/suggestions?key=${encodeURIComponent(key)}`)).json()).correctedKey;
      await expect.poll(() => correction(misspelt(thirdWord)), { timeout: 10_000 }).toBe(thirdWord);
      expect(await correction(misspelt(hiddenWord))).not.toBe(hiddenWord);

      // A storefront switched off takes its writings with it.
      await db.update(suppliers).set({ isActive: false }).where(eq(suppliers.id, id));
      publishDataChanged({ entity: 'supplier', id });
      expect(await writingShown(id, pageId, writingWord)).toEqual({ page: 404, own: false, search: false });
    });

    it('one user keeps at most five storefronts', async () => {
      const db = await getDb();
      const busy = await loginAs(app, newPhone());
      const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
      const open = (n: number) => call(busy, 'POST', '/suppliers', { name: `بازرگانی شمارهٔ ${n}`, categoryTypes: ['Product'], cityId: city.id });
      const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(open));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409]);
      expect(await (await call(busy, 'GET', '/suppliers')).json()).toHaveLength(5);
    });
  });

  describe('a base product named in the product form', () => {
    it('waits, out of sight, until a product of it is published; its last draft deleted, it is gone', async () => {
      const db = await getDb();
      const suggested = async (name: string) =>
        ((await (await app.request(`/api/v1/searches/suggestions?key=${encodeURIComponent(name)}`)).json()) as { products: { id: number }[] }).products.map((p) => p.id);
      const page = async (id: number) => (await app.request(`/api/v1/sitemap/base-products/${id}`)).status;
      const draftOf = async (name: string) => {
        const res = await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ baseProductId: null, baseProductName: name, name, isActive: false }));
        expect(res.status, await res.clone().text()).toBe(201);
        return res.json();
      };

      const name = `کالای ${madeUpWord()}`;
      const draft = await draftOf(name);
      const baseId = draft.baseProduct.id;
      expect(await page(baseId)).toBe(404);
      expect(await suggested(name)).not.toContain(baseId);
      // Its own draft keeps it through an edit; nobody else can offer it yet.
      const edited = await call(owner, 'PUT', `/suppliers/${mine[0].id}/products/${draft.id}`, productInput({ baseProductId: baseId, name, isActive: false, price: 1000 }));
      expect(edited.status, await edited.clone().text()).toBe(200);
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[1].id}/products`, productInput({ baseProductId: baseId })), 400);
      // A second draft naming it again names the same one, not a second page of it; deleting that
      // draft leaves it to the first.
      const twin = await draftOf(name);
      expect(twin.baseProduct.id).toBe(baseId);
      expect((await call(owner, 'DELETE', `/suppliers/${mine[0].id}/products/${twin.id}`)).status).toBe(204);

      expect(await (await call(owner, 'POST', `/suppliers/${mine[0].id}/products/bulk`, { action: 'publish', ids: [draft.id] })).json()).toEqual({ affected: 1 });
      expect(await page(baseId)).toBe(200);
      await expect.poll(() => suggested(name)).toContain(baseId);
      // Public for good: unpublishing the offer leaves it as base products are.
      await call(owner, 'POST', `/suppliers/${mine[0].id}/products/bulk`, { action: 'unpublish', ids: [draft.id] });
      expect(await page(baseId)).toBe(200);

      const dropped = await draftOf(`کالای ${madeUpWord()}`);
      expect((await call(owner, 'DELETE', `/suppliers/${mine[0].id}/products/${dropped.id}`)).status).toBe(204);
      expect(await db.select({ id: baseProducts.id }).from(baseProducts).where(eq(baseProducts.id, dropped.baseProduct.id))).toEqual([]);
      // One switched off by an admin is not brought back by a supplier's publishing.
      await db.update(baseProducts).set({ isActive: false }).where(eq(baseProducts.id, baseId));
      await call(owner, 'POST', `/suppliers/${mine[0].id}/products/bulk`, { action: 'publish', ids: [draft.id] });
      expect(await page(baseId)).toBe(404);
      await db.update(baseProducts).set({ isActive: true }).where(eq(baseProducts.id, baseId));
    });

    it('two tabs saving one draft at once, one moving it off its waiting base product: the other is kept or told, never a 500', async () => {
      const db = await getDb();
      // Its writes would take the rest of the file's (both databases') under the per-user write limit.
      useRateLimitStoreForTests(createMemoryLimitStore());
      onTestFinished(() => useRateLimitStoreForTests(undefined));
      for (let round = 0; round < 8; round++) {
        const name = `کالای ${madeUpWord()}`;
        const made = await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ baseProductId: null, baseProductName: name, name, isActive: false }));
        const draft = await made.json();
        const waiting = draft.baseProduct.id;
        const url = `/suppliers/${mine[0].id}/products/${draft.id}`;
        const [moved, kept] = await Promise.all([
          call(owner, 'PUT', url, productInput({ name, isActive: false })),
          call(owner, 'PUT', url, productInput({ baseProductId: waiting, name, isActive: false, price: 1000 + round })),
        ]);
        expect(moved.status, await moved.clone().text()).toBe(200);
        if (kept.status !== 200) {
          const problem = await expectProblem(kept, 400, 'baseProductId');
          expect(problem.errors).toMatchObject([{ field: 'baseProductId', message: 'کالای پایهٔ انتخاب‌شده پیدا نشد' }]);
        }
        // The waiting base product is there exactly while the draft names it.
        const [row] = await db.select({ baseProductId: supplierProducts.baseProductId }).from(supplierProducts).where(eq(supplierProducts.id, draft.id));
        const left = await db.select({ id: baseProducts.id }).from(baseProducts).where(eq(baseProducts.id, waiting));
        expect(left.length).toBe(row.baseProductId === waiting ? 1 : 0);
        await call(owner, 'DELETE', url);
      }
    });
  });

  describe('my suppliers', () => {
    it('lists the storefronts the user owns; a buyer owns none; a visitor must log in', async () => {
      expect(mine.length).toBe(2);
      expect(mine[0]).toMatchObject({ id: expect.any(Number), productCount: expect.any(Number), isVerified: expect.any(Boolean) });
      expect(await (await call(stranger, 'GET', '/suppliers')).json()).toEqual([]);
      await expectProblem(await call(null, 'GET', '/suppliers'), 401);
    });

    it("counts each storefront's threads with a buyer's message its owner has not read", async () => {
      const unread = async () => ((await (await call(owner, 'GET', '/suppliers')).json()) as { id: number; unreadThreadCount: number }[]).find((s) => s.id === mine[0].id)!.unreadThreadCount;
      const before = await unread();
      const talk = (who: LoggedIn, method: string, route: string, body: unknown) =>
        app.request(`/api/v1${route}`, { method, headers: { ...who.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const sent = await talk(stranger, 'POST', '/conversations', { supplierId: mine[0].id, pageKind: 'supplier', objectId: mine[0].id, body: 'سلام، قیمت عمده دارید؟' });
      expect(sent.status, await sent.clone().text()).toBe(201);
      const { conversation } = await sent.json();
      expect(await unread()).toBe(before + 1);
      // Its answer reads the thread; the buyer's next message makes it unread again, until read.
      await talk(owner, 'POST', '/conversations', { conversationId: conversation.id, body: 'بله' });
      expect(await unread()).toBe(before);
      const again = await (await talk(stranger, 'POST', '/conversations', { conversationId: conversation.id, body: 'برای ۲۰ تن؟' })).json();
      expect(await unread()).toBe(before + 1);
      expect((await talk(owner, 'PUT', `/conversations/${conversation.id}/thread`, { readUpTo: again.message.id })).status).toBe(200);
      expect(await unread()).toBe(before);
    });

    it("another owner's storefront is 404 and stays as it was", async () => {
      await expectProblem(await call(stranger, 'GET', `/suppliers/${mine[0].id}`), 404);
      const res = await call(stranger, 'PUT', `/suppliers/${mine[0].id}`, { name: 'ربوده‌شده' });
      await expectProblem(res, 404);
      const [row] = await (await getDb()).select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, mine[0].id));
      expect(row.name).toBe(mine[0].name);
    });

    it('updates the storefront: name, sanitised about, contact and the cities it sells in', async () => {
      const before = await (await call(owner, 'GET', `/suppliers/${mine[1].id}`)).json();
      const res = await call(owner, 'PUT', `/suppliers/${mine[1].id}`, {
        name: `${before.name} نو`,
        description: '<h3>درباره ما</h3><p onclick="x()">تولید <a href="javascript:alert(1)">بد</a> و <a href="https://example.ir">خوب</a></p><script>steal()</script>',
        phone: '۰۲۱-۸۸۸۸۰۰۰۰',
        website: 'https://example.ir',
        cityId: before.cityId,
        saleCityIds: before.cityId ? [before.cityId] : [],
        logo: before.logo,
      });
      expect(res.status).toBe(200);
      const after = await res.json();
      expect(after.name).toBe(`${before.name} نو`);
      expect(after.description).not.toMatch(/script|onclick|javascript|steal/);
      expect(after.description).toContain('<a href="https://example.ir" rel="nofollow ugc noopener">خوب</a>');
      expect(after.saleCities.map((c: { id: number }) => c.id)).toEqual(before.cityId ? [before.cityId] : []);
      if (before.cityId) expect(after.saleCities[0]).toMatchObject({ name: expect.any(String), stateName: expect.any(String) });
      // The public page's answer follows at once.
      const publicSupplier = await (await app.request(`/api/v1/suppliers/${mine[1].id}`)).json();
      expect(publicSupplier.name).toBe(`${before.name} نو`);
      // A website as people write it, without «https://», means that.
      const www = await call(owner, 'PUT', `/suppliers/${mine[1].id}`, { name: after.name, website: ' www.aftabgostar.ir ' });
      expect(www.status, await www.clone().text()).toBe(200);
      expect((await www.json()).website).toBe('https://www.aftabgostar.ir');
    });

    it('refuses an unknown city, a bad website and a picture it did not upload, in Persian', async () => {
      const res = await call(owner, 'PUT', `/suppliers/${mine[1].id}`, {
        name: 'نام',
        cityId: 99_999_999,
        logo: '/api/v1/pictures/0123456789abcdef0123456789abcdef/640.webp',
      });
      await expectProblem(res, 400, 'cityId', 'logo');
      await expectProblem(await call(owner, 'PUT', `/suppliers/${mine[1].id}`, { name: 'نام', website: 'javascript:alert(1)' }), 400, 'website');
      const notAnAddress = await expectProblem(await call(owner, 'PUT', `/suppliers/${mine[1].id}`, { name: 'نام', website: 'وب سایت ما' }), 400, 'website');
      expect(notAnAddress.errors).toMatchObject([{ field: 'website', message: 'نشانی وب‌سایت را درست بنویسید؛ مثلاً www.example.ir' }]);
      // A phone a tel: link cannot dial.
      for (const phone of ['salam', '1', 'tel:0218888'])
        await expectProblem(await call(owner, 'PUT', `/suppliers/${mine[1].id}`, { name: 'نام', phone }), 400, 'phone');
    });
  });

  describe('products', () => {
    it('creates a product that the public catalogue shows at once, its description sanitised', async () => {
      const created = await create();
      expect(created).toMatchObject({ name: 'میلگرد آزمایشی میز تأمین', price: 345_000, isActive: true, baseProduct: { id: fx.base.id } });
      expect(created.description).toBe('<p>کیفیت <strong>عالی</strong></p>');
      expect(created.properties.length).toBe(fx.values.filter((v) => v.number !== undefined || v.text || v.bool !== undefined).length);
      const shown = await publicProduct(created.id);
      expect(shown.status).toBe(200);
      expect((await shown.json()).price).toBe(345_000);
    });

    it('an edited price replaces the cached public answer; unpublishing makes the page and its sitemap entry 404', async () => {
      const created = await create();
      expect((await (await publicProduct(created.id)).json()).price).toBe(345_000);
      // Kept from the second request on (public-read-cache.ts).
      await publicProduct(created.id);
      expect((await publicProduct(created.id)).headers.get('x-cache')).toBe('HIT');
      const updated = await call(owner, 'PUT', `/suppliers/${mine[0].id}/products/${created.id}`, productInput({ price: 400_000 }));
      expect(updated.status).toBe(200);
      expect((await (await publicProduct(created.id)).json()).price).toBe(400_000);
      expect((await app.request(`/api/v1/sitemap/products/${created.id}`)).status).toBe(200);
      await call(owner, 'PUT', `/suppliers/${mine[0].id}/products/${created.id}`, productInput({ price: 400_000, isActive: false }));
      expect((await publicProduct(created.id)).status).toBe(404);
      expect((await app.request(`/api/v1/sitemap/products/${created.id}`)).status).toBe(404);
    });

    it('creates a new base product from a typed name, suggested at once where the names were kept already', async () => {
      const suggested = async (key: string) =>
        ((await (await app.request(`/api/v1/searches/suggestions?key=${encodeURIComponent(key)}`)).json()) as { products: { id: number }[] }).products.map((p) => p.id);
      // The suggestions' names are kept in memory from here on.
      await suggested('کالای پایه');
      const created = await create({ baseProductId: null, baseProductName: 'کالای پایهٔ تازهٔ آزمایشی' });
      expect(created.baseProduct.name).toBe('کالای پایهٔ تازهٔ آزمایشی');
      expect(await suggested('کالای پایهٔ تازهٔ آزمایشی')).toContain(created.baseProduct.id);
      // Renamed onto another new base product, the product is suggested by that one too.
      const put = await call(owner, 'PUT', `/suppliers/${mine[0].id}/products/${created.id}`, productInput({ baseProductId: null, baseProductName: 'کالای پایهٔ دوم آزمایشی' }));
      expect(put.status, await put.clone().text()).toBe(200);
      const moved = await put.json();
      expect(await suggested('کالای پایهٔ دوم آزمایشی')).toContain(moved.baseProduct.id);
      const [row] = await (await getDb()).select().from(baseProducts).where(eq(baseProducts.id, created.baseProduct.id));
      expect(row.categoryId).toBe(fx.leaf.id);
    });

    it('checks every field against the catalogue and reports each one in Persian, writing nothing', async () => {
      const db = await getDb();
      const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(supplierProducts);
      const numberProperty = fx.properties.find((p) => p.dataType === 'number' && p.quantityId)!;
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ categoryId: fx.parent.id })), 400, 'categoryId');
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ baseProductId: fx.otherBase.id })), 400, 'baseProductId');
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ baseProductId: null })), 400, 'baseProductId');
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ priceUnitId: null })), 400, 'priceUnitId');
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ price: -5 })), 400, 'price');
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ price: 'ارزان' })), 400, 'price');
      // Too large: said in Toman, as the field takes it, not in the Rial the API counts.
      const tooLarge = await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ price: PRICE_MAX_RIAL + 10 })), 400, 'price');
      expect(tooLarge.errors!.find((e) => e.field === 'price')!.message).toBe('قیمت نباید بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد');
      const tooMany = await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ minOrderQuantity: QUANTITY_MAX + 1 })), 400, 'minOrderQuantity');
      expect(tooMany.errors!.find((e) => e.field === 'minOrderQuantity')!.message).toBe('مقدار نباید بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰ باشد');
      const wrongUnit = fx.values.map((v) => (v.propertyId === numberProperty.id ? { ...v, unitId: fx.wrongUnit.id } : v));
      const index = wrongUnit.findIndex((v) => v.propertyId === numberProperty.id);
      await expectProblem(await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ properties: wrongUnit })), 400, `properties.${index}`);
      const option = fx.properties.find((p) => p.dataType === 'option');
      if (option) {
        const badOption = fx.values.map((v) => (v.propertyId === option.id ? { ...v, text: 'گزینهٔ ناموجود' } : v));
        await expectProblem(
          await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ properties: badOption })),
          400,
          `properties.${badOption.findIndex((v) => v.propertyId === option.id)}`,
        );
      }
      await expectProblem(
        await call(owner, 'POST', `/suppliers/${mine[0].id}/products`, productInput({ images: ['/api/v1/media/products/1.svg'] })),
        400,
        'images',
      );
      const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(supplierProducts);
      expect(after).toBe(before);
    });

    it('refuses hostile input with a Persian problem and writes nothing: NUL bytes, wrong types, oversized text, foreign ids', async () => {
      const db = await getDb();
      const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(supplierProducts);
      const post = (body: unknown) => call(owner, 'POST', `/suppliers/${mine[0].id}/products`, body);
      await expectProblem(await post(productInput({ name: 'میلگرد\u0000' })), 400);
      await expectProblem(await post(productInput({ categoryId: '43' })), 400, 'categoryId');
      await expectProblem(await post(productInput({ images: 'a.webp' })), 400, 'images');
      await expectProblem(await post(productInput({ description: 'ا'.repeat(20_001) })), 400, 'description');
      await expectProblem(await post(productInput({ images: Array(9).fill('/api/v1/media/products/1.svg') })), 400, 'images');
      await expectProblem(await post(productInput({ categoryId: 999_999_999 })), 400, 'categoryId');
      await expectProblem(await call(owner, 'POST', `/suppliers/999999999/products`, productInput()), 404);
      await expectProblem(await call(owner, 'GET', `/suppliers/abc/products`), 400);
      const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(supplierProducts);
      expect(after).toBe(before);
    });

    it("another supplier's product is 404 to read, edit and delete, and stays as it was", async () => {
      const created = await create();
      await expectProblem(await call(owner, 'GET', `/suppliers/${mine[1].id}/products/${created.id}`), 404);
      await expectProblem(await call(owner, 'PUT', `/suppliers/${mine[1].id}/products/${created.id}`, productInput({ price: 1 })), 404);
      await expectProblem(await call(stranger, 'DELETE', `/suppliers/${mine[0].id}/products/${created.id}`), 404);
      const [row] = await (await getDb()).select().from(supplierProducts).where(eq(supplierProducts.id, created.id));
      expect(row.price).toBe(345_000);
      for (let i = 0; i < 2; i++) await publicProduct(created.id);
      expect((await publicProduct(created.id)).headers.get('x-cache')).toBe('HIT');
      expect(await call(owner, 'DELETE', `/suppliers/${mine[0].id}/products/${created.id}`)).toHaveProperty('status', 204);
      expect((await publicProduct(created.id)).status).toBe(404);
    });

    it('lists my products with search, a published filter and paging; bulk actions skip foreign ids', async () => {
      const a = await create({ name: 'کالای فهرست الف' });
      const b = await create({ name: 'کالای فهرست ب' });
      for (let i = 0; i < 2; i++) await publicProduct(a.id);
      expect((await publicProduct(a.id)).headers.get('x-cache')).toBe('HIT');
      const [foreign] = await (await getDb()).select({ id: supplierProducts.id }).from(supplierProducts).where(sql`${supplierProducts.supplierId} NOT IN (${mine[0].id}, ${mine[1].id})`).limit(1);
      const bulk = await call(owner, 'POST', `/suppliers/${mine[0].id}/products/bulk`, { action: 'unpublish', ids: [a.id, b.id, foreign.id] });
      expect(await bulk.json()).toEqual({ affected: 2 });
      expect((await publicProduct(a.id)).status).toBe(404);
      const hidden = await (await call(owner, 'GET', `/suppliers/${mine[0].id}/products?key=${encodeURIComponent('فهرست')}&published=false`)).json();
      expect(hidden.items.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
      // Each price says what it is per.
      expect(hidden.items.map((i: { priceUnitName: string | null }) => i.priceUnitName)).toEqual(['کیلوگرم', 'کیلوگرم']);
      const page = await (await call(owner, 'GET', `/suppliers/${mine[0].id}/products?paging.pageSize=1&sorting.field=name`)).json();
      expect(page.items.length).toBe(1);
      expect(page.totalCount).toBeGreaterThan(2);
      expect((await publicProduct(foreign.id)).status).toBe(200);
      expect(await (await call(owner, 'POST', `/suppliers/${mine[0].id}/products/bulk`, { action: 'delete', ids: [a.id, foreign.id] })).json()).toEqual({ affected: 1 });
    });

    it('offers leaf categories of its own types and base products as the owner types', async () => {
      const leaves = await (await call(owner, 'GET', `/suppliers/${mine[0].id}/categories`)).json();
      expect(leaves.some((c: { id: number }) => c.id === fx.leaf.id)).toBe(true);
      expect(leaves.every((c: { path: string }) => c.path.includes('›'))).toBe(true);
      const found = await (await call(owner, 'GET', `/suppliers/${mine[0].id}/base-products?categoryId=${fx.leaf.id}&key=${encodeURIComponent(fx.base.name.split(' ')[0])}`)).json();
      expect(found.some((b: { id: number }) => b.id === fx.base.id)).toBe(true);
      await expectProblem(await call(stranger, 'GET', `/suppliers/${mine[0].id}/categories`), 404);
    });

    it("gives a chosen base product's property values to start from, to the owner only, and only an active one's", async () => {
      const db = await getDb();
      const stored = await db.select().from(baseProductPropertyValues).where(eq(baseProductPropertyValues.baseProductId, fx.base.id));
      expect(stored.length).toBeGreaterThan(0);
      const path = `/suppliers/${mine[0].id}/base-products/${fx.base.id}/properties`;
      const given = await (await call(owner, 'GET', path)).json();
      expect(given).toHaveLength(stored.length);
      const one = stored[0];
      expect(given).toContainEqual({ propertyId: one.propertyId, number: one.numberValue, maxNumber: one.maxNumberValue, unitId: one.unitId, text: one.textValue, bool: one.boolValue });
      await expectProblem(await call(stranger, 'GET', path), 404);
      await expectProblem(await call(owner, 'GET', `/suppliers/${mine[0].id}/base-products/0/properties`), 400);
      await db.update(baseProducts).set({ isActive: false }).where(eq(baseProducts.id, fx.base.id));
      try {
        expect((await expectProblem(await call(owner, 'GET', path), 404)).detail).toBe('کالای پایه‌ای با این شناسه پیدا نشد');
      } finally {
        await db.update(baseProducts).set({ isActive: true }).where(eq(baseProducts.id, fx.base.id));
      }
    });
  });

  describe('pictures', () => {
    it('re-encodes an upload: turned to WebP and AVIF widths up to 2,000 px, no EXIF, served immutable', async () => {
      const res = await upload(owner, mine[0].id, await jpegWithExif());
      expect(res.status).toBe(201);
      const picture = await res.json();
      expect(picture).toMatchObject({ width: 2000, height: 800 });
      expect(picture.path).toMatch(/^\/api\/v1\/pictures\/[0-9a-f]{32}\/2000\.webp$/);
      for (const file of ['2000.webp', '320.webp', '640.avif', '1280.avif']) {
        const served = await app.request(picture.path.replace('2000.webp', file));
        expect(served.status).toBe(200);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await served.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(file.endsWith('avif') ? 'heif' : 'webp');
        expect(meta.exif).toBeUndefined();
        expect(bytes.includes('secret-owner')).toBe(false);
      }
      // A product may show it; another supplier's product may not.
      const created = await create({ images: [picture.path] });
      expect(created.images).toEqual([picture.path]);
      await expectProblem(
        await call(owner, 'POST', `/suppliers/${mine[1].id}/products`, productInput({ images: [picture.path] })),
        400,
        'images',
      );
    });

    it('reads the type from the bytes, not the name, and refuses the rest', async () => {
      const text = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
      await expectProblem(await upload(owner, mine[0].id, text, 'shell.jpg'), 415, 'file');
      const broken = (await jpegWithExif(100, 100)).subarray(0, 200);
      await expectProblem(await upload(owner, mine[0].id, broken), 415);
      const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#0000' } }).png().toBuffer();
      const saved = await (await upload(owner, mine[0].id, png, 'named-as.gif', 'image/gif')).json();
      expect(saved).toMatchObject({ width: 200, height: 100 });
      // Nothing, and a picture too small to show anything (a 1 px one had a path no route served).
      expect((await expectProblem(await upload(owner, mine[0].id, new Uint8Array()), 400)).code).toBe('empty_file');
      for (const [width, height] of [[1, 1], [300, 40]]) {
        const tiny = await sharp({ create: { width, height, channels: 3, background: '#2a6' } }).png().toBuffer();
        const problem = await expectProblem(await upload(owner, mine[0].id, tiny), 400, 'file');
        expect(problem).toMatchObject({ code: 'picture_too_small', detail: 'تصویر کوچک‌تر از ۶۴ در ۶۴ پیکسل است؛ تصویری بزرگ‌تر بفرستید' });
      }
      const smallest = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6' } }).png().toBuffer();
      const kept = await (await upload(owner, mine[0].id, smallest)).json();
      expect((await app.request(kept.path)).status).toBe(200);
    });

    it("only the storefront's owner uploads; an unknown picture is 404", async () => {
      await expectProblem(await upload(stranger, mine[0].id, await jpegWithExif(50, 50)), 404);
      await expectProblem(await app.request('/api/v1/pictures/0123456789abcdef0123456789abcdef/640.webp'), 404);
      expect((await app.request('/api/v1/pictures/..%2F..%2Fetc/640.webp')).status).toBe(400);
    });
  });
});
