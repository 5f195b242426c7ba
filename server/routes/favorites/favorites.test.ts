import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { getDb } from '../../db/client';
import { supplierProducts, suppliers, userFavorites } from '../../db/schema';
import { USER_CAPS } from '../../services/limits/user-caps';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

describeEachDatabase('/userfavorites', () => {
  const app = createApp();
  let me: LoggedIn;
  let stranger: LoggedIn;
  let product: { id: number; name: string; price: number | null };
  let supplier: { id: number; name: string };
  beforeAll(async () => {
    me = await loginAs(app, newPhone());
    stranger = await loginAs(app, newPhone());
    const db = await getDb();
    [product] = await db
      .select({ id: supplierProducts.id, name: supplierProducts.name, price: supplierProducts.price })
      .from(supplierProducts)
      .where(sql`${supplierProducts.isActive} AND ${supplierProducts.price} IS NOT NULL`)
      .limit(1);
    [supplier] = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.isActive, true)).limit(1);
  });

  const call = (who: LoggedIn | null, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1/userfavorites${path}`, {
      method,
      headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('answers which of a page of hearts are kept, in one call, and only for their owner', async () => {
    const a = await (await call(me, 'POST', '', { pageKind: 'supplier_product', objectId: product.id })).json();
    const b = await (await call(me, 'POST', '', { pageKind: 'supplier', objectId: supplier.id })).json();
    const keys = `supplier_product:${product.id},supplier:${supplier.id},supplier_product:999999999,base_product:1`;
    const res = await call(me, 'GET', `/of-objects?keys=${keys}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const kept = await res.json();
    expect(kept).toEqual(
      expect.arrayContaining([
        { id: a.id, pageKind: 'supplier_product', objectId: product.id },
        { id: b.id, pageKind: 'supplier', objectId: supplier.id },
      ]),
    );
    expect(kept).toHaveLength(2);
    expect(await (await call(stranger, 'GET', `/of-objects?keys=${keys}`)).json()).toEqual([]);
    await expectProblem(await call(me, 'GET', '/of-objects?keys=category:1'), 400);
    await expectProblem(await call(me, 'GET', `/of-objects?keys=supplier:1;DROP`), 400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `supplier:${i + 1}`).join(',');
    await expectProblem(await call(me, 'GET', `/of-objects?keys=${tooMany}`), 400);
    await expectProblem(await call(null, 'GET', `/of-objects?keys=${keys}`), 401);
    await call(me, 'DELETE', `/${a.id}`);
    await call(me, 'DELETE', `/${b.id}`);
  });

  it('keeps a product once, shows it with its price now, and finds it by object', async () => {
    const first = await call(me, 'POST', '', { pageKind: 'supplier_product', objectId: product.id });
    expect(first.status).toBe(201);
    const favorite = await first.json();
    expect(favorite).toMatchObject({ pageKind: 'supplier_product', objectId: product.id, title: product.name, price: product.price });
    const again = await call(me, 'POST', '', { pageKind: 'supplier_product', objectId: product.id });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(favorite.id);
    const byObject = await call(me, 'GET', `/by-object-id?pageKind=supplier_product&objectId=${product.id}`);
    expect((await byObject.json()).id).toBe(favorite.id);
    expect(byObject.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await call(stranger, 'GET', `/by-object-id?pageKind=supplier_product&objectId=${product.id}`)).json()).toBeNull();
  });

  it('lists newest first, all kinds or one, each user only their own', async () => {
    await call(me, 'POST', '', { pageKind: 'supplier', objectId: supplier.id });
    const all = await (await call(me, 'GET', '')).json();
    expect(all.items[0]).toMatchObject({ pageKind: 'supplier', objectId: supplier.id, title: supplier.name });
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const suppliersOnly = await (await call(me, 'GET', '/by-type?pageKind=supplier')).json();
    expect(suppliersOnly.items.map((f: { pageKind: string }) => f.pageKind)).toEqual(['supplier']);
    const products = await (await call(me, 'GET', '/by-type?pageKind=supplier_product,base_product')).json();
    expect(products.items.map((f: { pageKind: string }) => f.pageKind)).toEqual(['supplier_product']);
    expect((await (await call(stranger, 'GET', '')).json()).totalCount).toBe(0);
  });

  it('refuses objects that do not exist or are hidden, unknown kinds, wrong types and a visitor, in Persian', async () => {
    await expectProblem(await call(me, 'POST', '', { pageKind: 'supplier_product', objectId: 999_999_999 }), 404);
    await expectProblem(await call(me, 'POST', '', { pageKind: 'category', objectId: 1 }), 400, 'pageKind');
    await expectProblem(await call(me, 'POST', '', { pageKind: 'supplier', objectId: '1' }), 400, 'objectId');
    await expectProblem(await call(me, 'GET', '/by-type?pageKind=nope'), 400);
    await expectProblem(await call(null, 'GET', ''), 401);
    await expectProblem(await call(null, 'POST', '', { pageKind: 'supplier', objectId: supplier.id }), 401);
  });

  it("another user's favourite is 404 to remove and stays; the owner removes it", async () => {
    const favorite = await (await call(me, 'POST', '', { pageKind: 'supplier_product', objectId: product.id })).json();
    await expectProblem(await call(stranger, 'DELETE', `/${favorite.id}`), 404);
    const db = await getDb();
    expect(await db.select().from(userFavorites).where(eq(userFavorites.id, favorite.id))).toHaveLength(1);
    expect((await call(me, 'DELETE', `/${favorite.id}`)).status).toBe(204);
    await expectProblem(await call(me, 'DELETE', `/${favorite.id}`), 404);
    expect(await (await call(me, 'GET', `/by-object-id?pageKind=supplier_product&objectId=${product.id}`)).json()).toBeNull();
  });

  it('the heart as an HTML form: keeps and drops the object and goes back to the page; a visitor is sent to log in first', async () => {
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.request('/api/v1/userfavorites/form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
        body: new URLSearchParams(fields),
      });
    const fields = { pageKind: 'supplier', objectId: String(supplier.id), back: '/supplier/1/x' };
    const cookie = { cookie: stranger.cookie };
    const added = await post({ ...fields, intent: 'add' }, cookie);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/supplier/1/x');
    expect(await (await call(stranger, 'GET', `/by-object-id?pageKind=supplier&objectId=${supplier.id}`)).json()).toMatchObject({ objectId: supplier.id });
    expect((await post({ ...fields, intent: 'remove' }, cookie)).headers.get('location')).toBe('/supplier/1/x');
    expect(await (await call(stranger, 'GET', `/by-object-id?pageKind=supplier&objectId=${supplier.id}`)).json()).toBeNull();
    // Logged out: to the login page, which comes back to the page with what to keep in its hash.
    const visitor = await post({ ...fields, intent: 'add' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/users/login?redirectPath=${encodeURIComponent(`/supplier/1/x#favorite=supplier:${supplier.id}`)}`);
    // Another site's form carrying the cookie: treated as no login, nothing kept.
    const forged = await post({ ...fields, intent: 'add' }, { ...cookie, 'sec-fetch-site': 'cross-site' });
    expect(forged.headers.get('location')).toMatch(/^\/users\/login\?/);
    expect(await (await call(stranger, 'GET', `/by-object-id?pageKind=supplier&objectId=${supplier.id}`)).json()).toBeNull();
    // Only a path of this site is gone back to.
    expect((await post({ ...fields, intent: 'remove', back: '//evil.example/x' }, cookie)).headers.get('location')).toBe('/');
    await expectProblem(await post({ ...fields, intent: 'steal' }, cookie), 400, 'intent');
  });

  it('two taps at once keep one favourite; a full list is refused with a Persian 409', async () => {
    const other = await loginAs(app, newPhone());
    const answers = await Promise.all([1, 2, 3].map(() => call(other, 'POST', '', { pageKind: 'supplier', objectId: supplier.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const db = await getDb();
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(userFavorites).where(eq(userFavorites.userId, other.userId));
    expect(n).toBe(1);
    // Filled to the cap directly (objects gone since: they still count), then one more through the API.
    const filler = Array.from({ length: USER_CAPS.favorites.max - 1 }, (_, i) => ({ userId: other.userId, pageKind: 'supplier_product' as const, objectId: 900_000_000 + i }));
    await db.insert(userFavorites).values(filler);
    await expectProblem(await call(other, 'POST', '', { pageKind: 'supplier_product', objectId: product.id }), 409);
    expect((await (await call(other, 'GET', '')).json()).totalCount).toBe(USER_CAPS.favorites.max);
  });
});
