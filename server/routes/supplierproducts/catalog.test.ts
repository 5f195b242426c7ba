import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { SupplierProductCard } from '../../../api/contract/catalog';
import type { Page } from '../../../api/contract/paging';
import { normalizePersian } from '../../../lib/persian/normalize';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem } from '../../testing/api-assertions';

type Probe = { propertyId: number; categoryId: number; baseValue: number; typedUnitId: number; typedFactor: number; baseUnitId: number };

describeEachDatabase('GET /api/v1/supplierproducts/catalog', (ctx) => {
  const app = createApp();
  const list = (query = '') => call<Page<SupplierProductCard>>(app, `/supplierproducts/catalog?${query}`);
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q));
  const live = sql`sp.is_active AND s.is_active`;
  let active: number;
  let probe: Probe;

  beforeAll(async () => {
    [{ n: active }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id WHERE ${live}`);
    // A number typed in a unit other than the quantity's base unit (1200 cm for 12 m).
    [probe] = await query<Probe>(sql`
      SELECT v.property_id::int AS "propertyId", p.category_id::int AS "categoryId", v.base_value AS "baseValue",
             v.unit_id::int AS "typedUnitId", u.factor AS "typedFactor",
             (SELECT id::int FROM units_of_measurement b WHERE b.quantity_id = u.quantity_id AND b.is_base) AS "baseUnitId"
      FROM supplier_product_property_values v
      JOIN category_properties p ON p.id = v.property_id
      JOIN units_of_measurement u ON u.id = v.unit_id
      JOIN supplier_products sp ON sp.id = v.supplier_product_id JOIN suppliers s ON s.id = sp.supplier_id
      WHERE ${live} AND u.factor <> 1 AND v.base_max_value IS NULL AND v.unit_id <> p.default_unit_id
      ORDER BY v.supplier_product_id LIMIT 1`);
    expect(probe, 'the seed types some values in another unit').toBeDefined();
  });

  it('pages every active offer, five at a time by default, newest first', async () => {
    const { res, body } = await list();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ totalCount: active, pageNumber: 1, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    const dates = body.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list('paging.pageNumber=2&paging.pageSize=5');
    const ids = new Set(body.items.map((i) => i.id));
    expect(second.body.items.some((i) => ids.has(i.id))).toBe(false);
    const card = body.items[0];
    expect(card.supplier.name).toMatch(/[\u0600-\u06FF]/);
    expect(card.image).toMatch(/^\/api\/v1\/media\/products\/\d+\.svg$/);
  });

  it('narrows to a root category with everything under it, and to a category type', async () => {
    const [root] = await query<{ id: number; n: number }>(sql`
      WITH RECURSIVE down AS (SELECT id, id AS root FROM categories WHERE parent_id IS NULL
        UNION SELECT c.id, down.root FROM categories c JOIN down ON c.parent_id = down.id)
      SELECT down.root::int AS id, count(*)::int AS n FROM supplier_products sp
      JOIN suppliers s ON s.id = sp.supplier_id JOIN down ON down.id = sp.category_id
      WHERE ${live} GROUP BY down.root ORDER BY n DESC LIMIT 1`);
    expect((await list(`filter.categoryId=${root.id}`)).body.totalCount).toBe(root.n);
    const documents = await list('filter.categoryType=ElectronicDocument&paging.pageSize=50');
    expect(documents.body.totalCount).toBeGreaterThan(0);
    for (const item of documents.body.items) expect(item.categoryType).toBe('ElectronicDocument');
    expect((await list('filter.categoryId=987654321')).body.totalCount).toBe(0);
  });

  it('filters by price range and sorts by price both ways, offers without a price last', async () => {
    const asc = await list('sorting.field=price&sorting.direction=asc&paging.pageSize=100&filter.minPrice=1000000&filter.maxPrice=50000000');
    const prices = asc.body.items.map((i) => i.price!);
    expect(prices.length).toBeGreaterThan(0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const p of prices) expect(p >= 1_000_000 && p <= 50_000_000).toBe(true);
    const desc = await list('sorting.field=price&sorting.direction=desc&paging.pageSize=3');
    const [{ max }] = await query<{ max: number }>(sql`
      SELECT max(price)::float8 AS max FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id WHERE ${live}`);
    expect(desc.body.items[0].price).toBe(max);
    const last = Math.ceil(active / 100);
    const tail = await list(`sorting.field=price&paging.pageSize=100&paging.pageNumber=${last}`);
    expect(tail.body.items.at(-1)!.price).toBeNull();
  });

  it('keeps to suppliers that sell in a city: their own or one they deliver to', async () => {
    const [{ cityId }] = await query<{ cityId: number }>(sql`
      SELECT city_id::int AS "cityId" FROM sale_cities GROUP BY city_id ORDER BY count(*) DESC LIMIT 1`);
    const { body } = await list(`filter.cityId=${cityId}&paging.pageSize=100`);
    const [{ n }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE ${live} AND (s.city_id = ${cityId} OR EXISTS (SELECT 1 FROM sale_cities sc WHERE sc.supplier_id = s.id AND sc.city_id = ${cityId}))`);
    expect(body.totalCount).toBe(n);
    expect(body.items.some((i) => i.supplier.city?.id !== cityId)).toBe(true);
  });

  it('finds offers from text typed with Arabic letters, and despite a typo', async () => {
    const arabic = await list(`filter.text=${encodeURIComponent('سيمان')}&paging.pageSize=20`);
    expect(arabic.body.totalCount).toBeGreaterThan(0);
    for (const item of arabic.body.items) expect(normalizePersian(item.name)).toContain('سیمان');
    const typo = await list(`filter.text=${encodeURIComponent('سیران')}&paging.pageSize=5`);
    expect(typo.body.items.length).toBeGreaterThan(0);
    expect(typo.body.items[0].name).toContain('سیمان');
    const swapped = await list(`filter.text=${encodeURIComponent('کاببل')}`);
    expect(swapped.body.items[0]?.name).toContain('کابل');
    expect((await list('filter.text=qqqzzzxxx')).body.totalCount).toBe(0);
  });

  it('finds names written with «آ» from text typed with «ا», as a phone keyboard types it', async () => {
    const written = await list(`filter.text=${encodeURIComponent('آجر')}&paging.pageSize=20`);
    const typed = await list(`filter.text=${encodeURIComponent('اجر')}&paging.pageSize=20`);
    expect(written.body.totalCount).toBeGreaterThan(0);
    expect(typed.body.totalCount).toBe(written.body.totalCount);
    expect(typed.body.items.map((i) => i.id)).toEqual(written.body.items.map((i) => i.id));
    for (const item of typed.body.items) expect(item.name).toContain('آجر');
  });

  it('matches a number range given in any unit of the quantity', async () => {
    const base = `filter.categoryId=${probe.categoryId}&filter.properties[0].propertyId=${probe.propertyId}`;
    const typed = probe.baseValue / probe.typedFactor;
    const inTypedUnit = await list(`${base}&filter.properties[0].value=${typed}&filter.properties[0].measurementUnitId=${probe.typedUnitId}&paging.pageSize=100`);
    const inBaseUnit = await list(`${base}&filter.properties[0].value=${probe.baseValue}&filter.properties[0].measurementUnitId=${probe.baseUnitId}&paging.pageSize=100`);
    const [{ n }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM supplier_product_property_values v
      JOIN supplier_products sp ON sp.id = v.supplier_product_id JOIN suppliers s ON s.id = sp.supplier_id
      WHERE ${live} AND v.property_id = ${probe.propertyId} AND abs(v.base_value - ${probe.baseValue}) < 1e-9`);
    expect(inTypedUnit.body.totalCount).toBe(n);
    expect(inBaseUnit.body.totalCount).toBe(n);
    const wide = await list(`${base}&filter.properties[0].value=0&filter.properties[0].maxValue=${probe.baseValue * 1000}&filter.properties[0].measurementUnitId=${probe.baseUnitId}`);
    expect(wide.body.totalCount).toBeGreaterThanOrEqual(n);
  });

  it.each([
    ['paging.pageSize=101', 'paging.pageSize'],
    ['paging.pageNumber=0', 'paging.pageNumber'],
    ['sorting.field=popularity', 'sorting.field'],
    ['filter.minPrice=100&filter.maxPrice=10', 'filter.maxPrice'],
    ['filter.categoryType=Food', 'filter.categoryType'],
    ['filter.cityId=abc', 'filter.cityId'],
    ['filter.properties[0].propertyId=1&filter.properties[0].value=1', 'filter.categoryId'],
    ['filter.categoryId=1&filter.properties[0].propertyId=1&filter.properties[0].value=abc', 'filter.properties.0.value'],
  ])('rejects %s with a 400 problem', async (q, field) => {
    const res = await app.request(`/api/v1/supplierproducts/catalog?${q}`);
    await expectProblem(res, 400, field);
  });

  it('rejects a property of another category and a unit of another quantity', async () => {
    const [other] = await query<{ id: number }>(sql`
      SELECT id::int AS id FROM category_properties WHERE category_id <> ${probe.categoryId} LIMIT 1`);
    const at = (field: string, value: number) => `filter.properties[0].${field}=${value}`;
    const url = (...parts: string[]) => `/api/v1/supplierproducts/catalog?filter.categoryId=${probe.categoryId}&${parts.join('&')}`;
    await expectProblem(await app.request(url(at('propertyId', other.id), at('value', 1))), 400, 'filter.properties.0.propertyId');
    const [foreign] = await query<{ id: number }>(sql`
      SELECT u.id::int AS id FROM units_of_measurement u, units_of_measurement t
      WHERE t.id = ${probe.typedUnitId} AND u.quantity_id <> t.quantity_id LIMIT 1`);
    const res = await app.request(url(at('propertyId', probe.propertyId), at('value', 1), at('measurementUnitId', foreign.id)));
    await expectProblem(res, 400, 'filter.properties.0.measurementUnitId');
  });
});
