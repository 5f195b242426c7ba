import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { LastVisit, VisitCount } from '../../../api/contract/page-visits';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem } from '../../testing/api-assertions';
import { loginAs } from '../../testing/login';

type Named = { id: number; name: string };

describeEachDatabase('page visits', (ctx) => {
  const app = createApp();
  const first = async (q: ReturnType<typeof sql>) => rowsOf<Named>(await ctx.database.db.execute(q))[0];
  let supplier: Named;
  let product: Named;
  let category: Named;

  const visit = (pageKind: string, objectId: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    call<VisitCount>(app, '/pagevisits/visit-count', {
      method: 'POST',
      json: { pageKind, objectId },
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const rawVisit = (body: unknown) =>
    app.request('/api/v1/pagevisits/visit-count', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0];
  // Moves a visitor's visits back in time, as if the window had passed.
  const age = (minutes: number) =>
    ctx.database.db.execute(sql`UPDATE page_visits SET visited_at = visited_at - make_interval(mins => ${minutes})`);

  beforeAll(async () => {
    supplier = await first(sql`SELECT id::int AS id, name FROM suppliers WHERE is_active ORDER BY id LIMIT 1`);
    product = await first(sql`SELECT id::int AS id, name FROM supplier_products WHERE is_active ORDER BY id LIMIT 1`);
    category = await first(sql`SELECT id::int AS id, name FROM categories WHERE is_leaf ORDER BY id LIMIT 1`);
  });

  it('issues a visitor cookie and counts a visitor once per half hour', async () => {
    const one = await visit('supplier', supplier.id);
    expect(one.res.status).toBe(200);
    expect(one.res.headers.get('cache-control')).toBe('private, no-store');
    const setCookie = one.res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^visitorId=[A-Za-z0-9-]{16,64};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(one.body).toEqual({ pageKind: 'supplier', objectId: supplier.id, visitCount: 1, counted: true });

    const cookie = cookieOf(one.res);
    const again = await visit('supplier', supplier.id, cookie);
    expect(again.res.headers.get('set-cookie')).toBeNull();
    expect(again.body).toMatchObject({ visitCount: 1, counted: false });

    const stranger = await visit('supplier', supplier.id);
    expect(stranger.body).toMatchObject({ visitCount: 2, counted: true });

    await age(31);
    const later = await visit('supplier', supplier.id, cookie);
    expect(later.body).toMatchObject({ visitCount: 3, counted: true });
  });

  it('counts simultaneous visits of one visitor once', async () => {
    const { res } = await visit('category', category.id);
    const cookie = cookieOf(res);
    await age(31);
    const results = await Promise.all(Array.from({ length: 4 }, () => visit('category', category.id, cookie)));
    expect(results.filter((r) => r.body.counted)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.visitCount))).toEqual(new Set([2]));
  });

  it('lists the caller\'s last visits, newest first, each object once, with names', async () => {
    const empty = await call<Page<LastVisit>>(app, '/pagevisits/last-visits');
    expect(empty.body).toMatchObject({ items: [], totalCount: 0 });
    expect(empty.res.headers.get('cache-control')).toBe('private, no-store');

    const { res } = await visit('supplier', supplier.id);
    const cookie = cookieOf(res);
    await age(40);
    await visit('supplier_product', product.id, cookie);
    await age(40);
    await visit('category', category.id, cookie);
    await age(40);
    await visit('supplier', supplier.id, cookie);

    const { body } = await call<Page<LastVisit>>(app, '/pagevisits/last-visits', { headers: { cookie } });
    expect(body.totalCount).toBe(3);
    expect(body.items.map((v) => [v.pageKind, v.objectId, v.title])).toEqual([
      ['supplier', supplier.id, supplier.name],
      ['category', category.id, category.name],
      ['supplier_product', product.id, product.name],
    ]);
    const page2 = await call<Page<LastVisit>>(app, '/pagevisits/last-visits?paging.pageSize=1&paging.pageNumber=2', { headers: { cookie } });
    expect(page2.body.items.map((v) => v.objectId)).toEqual([category.id]);
    const suppliersOnly = await call<Page<LastVisit>>(app, '/pagevisits/last-visits?filter.pageKind=supplier', { headers: { cookie } });
    expect(suppliersOnly.body.totalCount).toBe(1);

    const someoneElse = await call<Page<LastVisit>>(app, '/pagevisits/last-visits', { headers: { cookie: 'visitorId=00000000-0000-4000-8000-000000000000' } });
    expect(someoneElse.body.totalCount).toBe(0);
  });

  it("shows a supplier product's price now, not when visited, and takes several kinds at once", async () => {
    const { res } = await visit('supplier_product', product.id);
    const cookie = cookieOf(res);
    await age(40);
    await visit('category', category.id, cookie);
    await age(40);
    await visit('supplier', supplier.id, cookie);
    const list = (query: string) => call<Page<LastVisit>>(app, `/pagevisits/last-visits?${query}`, { headers: { cookie } });

    await ctx.database.db.execute(sql`UPDATE supplier_products SET price = 1234560 WHERE id = ${product.id}`);
    const [seen] = (await list('filter.pageKind=supplier_product')).body.items;
    expect(seen).toMatchObject({ pageKind: 'supplier_product', objectId: product.id, title: product.name, price: 1234560 });
    expect(seen.priceUnit).toEqual(expect.any(String));
    await ctx.database.db.execute(sql`UPDATE supplier_products SET price = 999990 WHERE id = ${product.id}`);
    expect((await list('filter.pageKind=supplier_product')).body.items[0].price).toBe(999990);

    const kinds = (page: Page<LastVisit>) => page.items.map((v) => v.pageKind);
    expect(kinds((await list('filter.pageKind=supplier_product,category')).body)).toEqual(['category', 'supplier_product']);
    expect(kinds((await list('filter.pageKind=supplier&filter.pageKind=supplier_product')).body)).toEqual(['supplier', 'supplier_product']);
    // Other kinds carry no price.
    expect((await list('filter.pageKind=category')).body.items[0]).toMatchObject({ price: null, priceUnit: null });
    await expectProblem(await app.request('/api/v1/pagevisits/last-visits?filter.pageKind=supplier,x', { headers: { cookie } }), 400, 'filter.pageKind.1');

    // A product hidden since is still listed, without a name or price to show.
    await ctx.database.db.execute(sql`UPDATE supplier_products SET is_active = false WHERE id = ${product.id}`);
    try {
      expect((await list('filter.pageKind=supplier_product')).body.items[0]).toMatchObject({ objectId: product.id, title: null, price: null });
    } finally {
      await ctx.database.db.execute(sql`UPDATE supplier_products SET is_active = true WHERE id = ${product.id}`);
    }
  });

  it('follows a signed-in user across browsers instead of the cookie', async () => {
    const user = await loginAs(app, '09120000993');
    const { res: browser } = await visit('category', category.id);
    const anonymousCookie = cookieOf(browser);
    await age(31);

    const mine = await visit('supplier_product', product.id, undefined, user.headers);
    expect(mine.body.counted).toBe(true);
    expect(mine.res.headers.get('set-cookie')).toBeNull();
    const elsewhere = await visit('supplier_product', product.id, anonymousCookie, user.headers);
    expect(elsewhere.body.counted).toBe(false);

    const listed = await call<Page<LastVisit>>(app, '/pagevisits/last-visits', { headers: { ...user.headers, cookie: anonymousCookie } });
    expect(listed.body.items.map((v) => [v.pageKind, v.objectId])).toEqual([['supplier_product', product.id]]);
    const anonymous = await call<Page<LastVisit>>(app, '/pagevisits/last-visits', { headers: { cookie: anonymousCookie } });
    expect(anonymous.body.items.map((v) => v.pageKind)).toEqual(['category']);
  });

  it('rejects bad visits and visits of objects that do not exist', async () => {
    await expectProblem(await rawVisit({ pageKind: 'spaceship', objectId: 1 }), 400, 'pageKind');
    await expectProblem(await rawVisit({ pageKind: 'supplier', objectId: 'x' }), 400, 'objectId');
    await expectProblem(await rawVisit({ pageKind: 'supplier', objectId: 0 }), 400, 'objectId');
    await expectProblem(await app.request('/api/v1/pagevisits/visit-count', { method: 'POST' }), 400, 'pageKind');
    await expectProblem(await rawVisit({ pageKind: 'supplier', objectId: 99999999 }), 404);
    await expectProblem(await app.request('/api/v1/pagevisits/last-visits?paging.pageSize=1000'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/pagevisits/last-visits?filter.pageKind=x'), 400, 'filter.pageKind.0');
  });
});
