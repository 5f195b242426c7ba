import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { SupplierProductCard, SupplierProductDetail } from '../../../api/contract/catalog';
import type { Page } from '../../../api/contract/paging';
import { publishDataChanged } from '../../events/data-changed';
import { rowsOf } from '../../services/list-query';
import { call } from '../../testing/api-assertions';
import { loginAs } from '../../testing/login';

/**
 * The API keeps public reads in memory (server/http/public-read-cache.ts). These tests change rows
 * behind its back, as an admin tool or a future write route would, and check that an announced
 * change is seen by the very next read while an unannounced one is not (so the cache is in play).
 */
describeEachDatabase('public reads are cached until a change is announced', (ctx) => {
  const app = createApp();
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q));
  let offer: { id: number; supplierId: number; categoryId: number; baseProductId: number; price: number };

  beforeAll(async () => {
    [offer] = await query<typeof offer>(sql`
      SELECT sp.id::int AS id, sp.supplier_id::int AS "supplierId", sp.category_id::int AS "categoryId",
             sp.base_product_id::int AS "baseProductId", sp.price::int AS price
      FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active AND sp.price IS NOT NULL
        AND (SELECT count(*) FROM supplier_products o WHERE o.supplier_id = sp.supplier_id AND o.category_id = sp.category_id) >= 2
      ORDER BY sp.id LIMIT 1`);
  });

  const productChanged = () =>
    publishDataChanged({
      entity: 'product',
      id: offer.id,
      related: [
        { entity: 'supplier', id: offer.supplierId },
        { entity: 'category', id: offer.categoryId },
        { entity: 'base-product', id: offer.baseProductId },
      ],
    });

  it('serves a product from memory, then fresh after its change is announced', async () => {
    // Kept from the second request on (public-read-cache.ts).
    for (let i = 0; i < 2; i++) {
      const first = await call<SupplierProductDetail>(app, `/supplierproducts/${offer.id}/catalog`);
      expect(first.res.headers.get('x-cache')).toBe('MISS');
      expect(first.body.price).toBe(offer.price);
    }

    await query(sql`UPDATE supplier_products SET price = price + 1000 WHERE id = ${offer.id}`);
    const unannounced = await call<SupplierProductDetail>(app, `/supplierproducts/${offer.id}/catalog`);
    expect(unannounced.res.headers.get('x-cache')).toBe('HIT');
    expect(unannounced.body.price).toBe(offer.price);

    // A signed-in caller never gets the shared copy.
    const buyer = await loginAs(app, '09120000003');
    const own = await call<SupplierProductDetail>(app, `/supplierproducts/${offer.id}/catalog`, { headers: buyer.headers });
    expect(own.res.headers.get('x-cache')).toBeNull();
    expect(own.body.price).toBe(offer.price + 1000);

    productChanged();
    const fresh = await call<SupplierProductDetail>(app, `/supplierproducts/${offer.id}/catalog`);
    expect(fresh.res.headers.get('x-cache')).toBe('MISS');
    expect(fresh.body.price).toBe(offer.price + 1000);
  });

  it('counts a category again after an offer leaves it (list and total)', async () => {
    const path = `/supplierproducts/catalog?filter.categoryId=${offer.categoryId}&paging.pageSize=100`;
    const before = await call<Page<SupplierProductCard>>(app, path);
    expect(before.body.items.map((i) => i.id)).toContain(offer.id);

    await query(sql`UPDATE supplier_products SET is_active = false WHERE id = ${offer.id}`);
    productChanged();
    const after = await call<Page<SupplierProductCard>>(app, path);
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(after.body.items.map((i) => i.id)).not.toContain(offer.id);
    // The total too: the count cache behind it is dropped by the same announcement.
    expect(after.body.totalCount).toBe(before.body.totalCount - 1);
    await query(sql`UPDATE supplier_products SET is_active = true WHERE id = ${offer.id}`);
    productChanged();
  });

  it('hides a switched-off supplier’s offers from lists and counts once announced', async () => {
    const path = `/supplierproducts/catalog?filter.categoryId=${offer.categoryId}&paging.pageSize=100`;
    const before = await call<Page<SupplierProductCard>>(app, path);
    const theirs = before.body.items.filter((i) => i.supplier.id === offer.supplierId).length;
    expect(theirs).toBeGreaterThanOrEqual(2);

    await query(sql`UPDATE suppliers SET is_active = false WHERE id = ${offer.supplierId}`);
    publishDataChanged({ entity: 'supplier', id: offer.supplierId });
    const after = await call<Page<SupplierProductCard>>(app, path);
    expect(after.body.items.some((i) => i.supplier.id === offer.supplierId)).toBe(false);
    expect(after.body.totalCount).toBe(before.body.totalCount - theirs);
    const verifiedOnly = await call<Page<SupplierProductCard>>(app, `${path}&filter.isVerified=true`);
    expect(verifiedOnly.body.items.every((i) => i.supplier.isVerified && i.supplier.id !== offer.supplierId)).toBe(true);

    await query(sql`UPDATE suppliers SET is_active = true WHERE id = ${offer.supplierId}`);
    publishDataChanged({ entity: 'supplier', id: offer.supplierId });
    expect((await call<Page<SupplierProductCard>>(app, path)).body.totalCount).toBe(before.body.totalCount);
  });

  it('keeps the menu until categories change, and answers its ETag with 304', async () => {
    const path = '/api/v1/categories/site-menu?categoryTypes=Product';
    await app.request(path);
    const first = await app.request(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await app.request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const [root] = await query<{ id: number; name: string }>(sql`
      SELECT id::int AS id, name FROM categories WHERE is_root AND category_type = 'Product' ORDER BY sort_order, id LIMIT 1`);
    await query(sql`UPDATE categories SET name = name || ' نو' WHERE id = ${root.id}`);
    publishDataChanged({ entity: 'category', id: root.id });
    const renamed = await app.request(path, { headers: { 'if-none-match': etag } });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
    expect(JSON.stringify(await renamed.json())).toContain(`${root.name} نو`);
    await query(sql`UPDATE categories SET name = ${root.name} WHERE id = ${root.id}`);
    publishDataChanged({ entity: 'category', id: root.id });
  });
});
