import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { categoryProperties } from '../../db/schema';
import type { CategoryItemsCount, CategoryProperty } from '../../../api/contract/categories-extra';
import type { SupplierSummary } from '../../../api/contract/suppliers';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { publishDataChanged } from '../../events/data-changed';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';

type Probe = {
  propertyId: number;
  categoryId: number;
  baseValue: number;
  defaultUnitId: number;
  defaultFactor: number;
  baseUnitId: number;
  foreignUnitId: number;
};

describeEachDatabase('category catalogue calls', (ctx) => {
  const app = createApp();
  const db = () => ctx.database.db;
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q));
  let probe: Probe;
  let rootId: number;
  let missingId: number;

  /** Distinct active suppliers with an active product under `categoryId` meeting `extra`. */
  const expectedSuppliers = async (categoryId: number, extra = sql`TRUE`) => {
    const [{ n }] = await query<{ n: number }>(sql`
      WITH RECURSIVE down AS (SELECT id FROM categories WHERE id = ${categoryId}
        UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id)
      SELECT count(DISTINCT s.id)::int AS n FROM suppliers s
      JOIN supplier_products sp ON sp.supplier_id = s.id AND sp.is_active
      WHERE s.is_active AND sp.category_id IN (SELECT id FROM down) AND ${extra}`);
    return n;
  };

  beforeAll(async () => {
    // The most used number property whose quantity has a base unit and its default unit.
    [probe] = await query<Probe>(sql`
      SELECT p.id::int AS "propertyId", p.category_id::int AS "categoryId",
             mode() WITHIN GROUP (ORDER BY v.base_value) AS "baseValue",
             p.default_unit_id::int AS "defaultUnitId", du.factor AS "defaultFactor",
             (SELECT id::int FROM units_of_measurement WHERE quantity_id = p.quantity_id AND is_base) AS "baseUnitId",
             (SELECT id::int FROM units_of_measurement WHERE quantity_id <> p.quantity_id LIMIT 1) AS "foreignUnitId"
      FROM category_properties p
      JOIN units_of_measurement du ON du.id = p.default_unit_id
      JOIN supplier_product_property_values v ON v.property_id = p.id AND v.base_max_value IS NULL
      WHERE p.data_type = 'number' AND du.factor <> 1
      GROUP BY p.id, p.category_id, p.default_unit_id, du.factor, p.quantity_id
      ORDER BY count(*) DESC LIMIT 1`);
    expect(probe, 'the seed has numeric property values in a non-base unit').toBeDefined();
    const [root] = await query<{ id: number }>(sql`
      WITH RECURSIVE up AS (SELECT id, parent_id FROM categories WHERE id = ${probe.categoryId}
        UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
      SELECT id::int AS id FROM up WHERE parent_id IS NULL`);
    rootId = root.id;
    const [{ max }] = await query<{ max: number }>(sql`SELECT max(id)::int AS max FROM categories`);
    missingId = max + 1000;
  });

  it('lists a category\'s properties with units, and inherits its ancestors\'', async () => {
    const own = await call<CategoryProperty[]>(app, `/categories/${probe.categoryId}/properties`);
    expect(own.res.status).toBe(200);
    expect(own.res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const number = own.body.find((p) => p.id === probe.propertyId)!;
    expect(number).toMatchObject({ dataType: 'number', isInherited: false, categoryId: probe.categoryId });
    expect(number.units.map((u) => u.id)).toContain(number.defaultUnit!.id);
    expect(number.units.filter((u) => u.isBase)).toHaveLength(1);

    await db().insert(categoryProperties).values({
      categoryId: rootId,
      code: 'test-origin',
      name: 'کشور سازنده',
      dataType: 'option',
      options: ['ایران', 'چین'],
    });
    // Written behind the API's back: announced as a write route would, or the kept answer stays.
    publishDataChanged({ entity: 'category', id: rootId });
    const after = await call<CategoryProperty[]>(app, `/categories/${probe.categoryId}/properties`);
    expect(after.body).toHaveLength(own.body.length + 1);
    expect(after.body[0]).toMatchObject({ categoryId: rootId, isInherited: true, options: ['ایران', 'چین'], units: [] });
  });

  it('pages the suppliers that have products under a category', async () => {
    const expected = await expectedSuppliers(rootId);
    const first = await call<Page<SupplierSummary>>(app, `/categories/${rootId}/suppliers-with-catalog?paging.pageSize=5`);
    expect(first.body.totalCount).toBe(expected);
    expect(first.body.items).toHaveLength(5);
    const counts = first.body.items.map((s) => s.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = await call<Page<SupplierSummary>>(app, `/categories/${rootId}/suppliers-with-catalog?paging.pageSize=5&paging.pageNumber=2`);
    const seen = new Set(first.body.items.map((s) => s.id));
    expect(second.body.items.every((s) => !seen.has(s.id))).toBe(true);
  });

  it('counts products and suppliers per category, subtree included', async () => {
    const { res, body } = await call<CategoryItemsCount[]>(app, '/categories/items-count?categoryType=Product');
    expect(res.status).toBe(200);
    expect(body.every((c) => c.categoryType === 'Product')).toBe(true);
    const root = body.find((c) => c.categoryId === rootId)!;
    const [{ n }] = await query<{ n: number }>(sql`
      WITH RECURSIVE down AS (SELECT id FROM categories WHERE id = ${rootId}
        UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id)
      SELECT count(*)::int AS n FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id
      WHERE sp.is_active AND s.is_active AND sp.category_id IN (SELECT id FROM down)`);
    expect(root.productCount).toBe(n);
    expect(root.productCount).toBeGreaterThan(0);
    expect(root.supplierCount).toBe(await expectedSuppliers(rootId));

    const two = await call<CategoryItemsCount[]>(app, `/categories/items-count?ids=${rootId},${probe.categoryId}`);
    expect(two.body.map((c) => c.categoryId).sort()).toEqual([rootId, probe.categoryId].sort());
  });

  it('searches a category\'s suppliers by a numeric property in any unit of its quantity', async () => {
    const inBase = sql`EXISTS (SELECT 1 FROM supplier_product_property_values v WHERE v.supplier_product_id = sp.id
      AND v.property_id = ${probe.propertyId} AND abs(v.base_value - ${probe.baseValue}) < 1e-9)`;
    const expected = await expectedSuppliers(probe.categoryId, inBase);
    expect(expected).toBeGreaterThan(0);
    const asked = [
      { value: probe.baseValue / probe.defaultFactor },
      { value: probe.baseValue, measurementUnitId: probe.baseUnitId },
    ];
    for (const filter of asked) {
      const { res, body } = await call<Page<SupplierSummary>>(app, `/categories/${probe.categoryId}/suppliers?paging.pageSize=100`, {
        method: 'POST',
        json: { properties: [{ propertyId: probe.propertyId, ...filter }] },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(body.totalCount).toBe(expected);
    }
    const all = await call<Page<SupplierSummary>>(app, `/categories/${probe.categoryId}/suppliers`, { method: 'POST' });
    expect(all.body.totalCount).toBe(await expectedSuppliers(probe.categoryId));
    expect(all.body.totalCount).toBeGreaterThanOrEqual(expected);
  });

  it('searches by an option property and by a yes/no property', async () => {
    const [option] = await query<{ propertyId: number; categoryId: number; value: string }>(sql`
      SELECT p.id::int AS "propertyId", p.category_id::int AS "categoryId", mode() WITHIN GROUP (ORDER BY v.text_value) AS value
      FROM category_properties p JOIN supplier_product_property_values v ON v.property_id = p.id
      WHERE p.data_type = 'option' GROUP BY p.id ORDER BY count(*) DESC LIMIT 1`);
    const withOption = sql`EXISTS (SELECT 1 FROM supplier_product_property_values v WHERE v.supplier_product_id = sp.id
      AND v.property_id = ${option.propertyId} AND v.text_value = ${option.value})`;
    const found = await call<Page<SupplierSummary>>(app, `/categories/${option.categoryId}/suppliers`, {
      method: 'POST',
      json: { properties: [{ propertyId: option.propertyId, options: [option.value] }] },
    });
    expect(found.body.totalCount).toBe(await expectedSuppliers(option.categoryId, withOption));
    expect(found.body.totalCount).toBeGreaterThan(0);

    const [flag] = await query<{ propertyId: number; categoryId: number }>(sql`
      SELECT p.id::int AS "propertyId", p.category_id::int AS "categoryId" FROM category_properties p
      JOIN supplier_product_property_values v ON v.property_id = p.id
      WHERE p.data_type = 'boolean' GROUP BY p.id ORDER BY count(*) DESC LIMIT 1`);
    const yes = sql`EXISTS (SELECT 1 FROM supplier_product_property_values v WHERE v.supplier_product_id = sp.id
      AND v.property_id = ${flag.propertyId} AND v.bool_value)`;
    const flagged = await call<Page<SupplierSummary>>(app, `/categories/${flag.categoryId}/suppliers`, {
      method: 'POST',
      json: { properties: [{ propertyId: flag.propertyId, boolValue: true }] },
    });
    expect(flagged.body.totalCount).toBe(await expectedSuppliers(flag.categoryId, yes));
  });

  it('narrows the category search by verified and city', async () => {
    const verified = await call<Page<SupplierSummary>>(app, `/categories/${rootId}/suppliers?filter.isVerified=true&paging.pageSize=100`, { method: 'POST', json: {} });
    expect(verified.body.totalCount).toBe(await expectedSuppliers(rootId, sql`s.is_verified`));
    expect(verified.body.items.every((s) => s.isVerified)).toBe(true);
    const cityId = verified.body.items[0].city!.id;
    const inCity = await call<Page<SupplierSummary>>(app, `/categories/${rootId}/suppliers?filter.cityId=${cityId}`, { method: 'POST', json: {} });
    expect(inCity.body.totalCount).toBe(await expectedSuppliers(rootId, sql`s.city_id = ${cityId}`));
    expect(inCity.body.items.every((s) => s.city?.id === cityId)).toBe(true);
  });

  it('rejects property filters that do not fit the category', async () => {
    const post = (properties: unknown[]) =>
      app.request(`/api/v1/categories/${probe.categoryId}/suppliers`, {
        method: 'POST',
        body: JSON.stringify({ properties }),
        headers: { 'content-type': 'application/json' },
      });
    const [foreign] = await query<{ id: number }>(sql`
      SELECT id::int AS id FROM category_properties WHERE category_id <> ${probe.categoryId} AND category_id <> ${rootId} LIMIT 1`);
    await expectProblem(await post([{ propertyId: foreign.id, value: 1 }]), 400, 'properties.0.propertyId');
    await expectProblem(await post([{ propertyId: probe.propertyId, value: 1, measurementUnitId: probe.foreignUnitId }]), 400, 'properties.0.measurementUnitId');
    await expectProblem(await post([{ propertyId: probe.propertyId, value: 5, maxValue: 1 }]), 400, 'properties.0.maxValue');
    await expectProblem(await post([{ propertyId: probe.propertyId }]), 400);
    await expectProblem(await post([{ propertyId: probe.propertyId, options: ['A3'] }]), 400, 'properties.0.options');
    await expectProblem(await post([{ propertyId: probe.propertyId, boolValue: true }]), 400, 'properties.0.boolValue');
    const malformed = await app.request(`/api/v1/categories/${probe.categoryId}/suppliers`, {
      method: 'POST',
      body: '{"properties": [',
      headers: { 'content-type': 'application/json' },
    });
    await expectProblem(malformed, 400);
  });

  it('answers bad ids and missing categories with problems', async () => {
    await expectProblem(await app.request('/api/v1/categories/abc/properties'), 400, 'id');
    await expectProblem(await app.request('/api/v1/categories/0/suppliers-with-catalog'), 400, 'id');
    await expectProblem(await app.request(`/api/v1/categories/${rootId}/suppliers-with-catalog?paging.pageSize=1000`), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/categories/items-count?ids=1,x'), 400);
    await expectProblem(await app.request('/api/v1/categories/items-count?categoryType=Nope'), 400, 'categoryType');
    for (const path of ['properties', 'suppliers-with-catalog']) {
      await expectProblem(await app.request(`/api/v1/categories/${missingId}/${path}`), 404);
    }
    await expectProblem(await app.request(`/api/v1/categories/${missingId}/suppliers`, { method: 'POST' }), 404);
  });
});
