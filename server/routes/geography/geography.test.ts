import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { City } from '../../../api/contract/geography';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';

type Named = { id: number; name: string };

describeEachDatabase('geography calls', (ctx) => {
  const app = createApp();
  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q))[0];
  let cityCount: number;
  let busiestState: { id: number; n: number };

  beforeAll(async () => {
    cityCount = (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cities`)).n;
    busiestState = await one(sql`SELECT state_id::int AS id, count(*)::int AS n FROM cities GROUP BY state_id ORDER BY n DESC LIMIT 1`);
  });

  it('pages every city with its province, capitals first', async () => {
    const first = await call<Page<City>>(app, '/cities/filter?paging.pageSize=10');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(first.body.totalCount).toBe(cityCount);
    expect(first.body.items[0]).toMatchObject({ isCapital: true });
    expect(first.body.items[0].stateName).toMatch(/[\u0600-\u06FF]/);
    const second = await call<Page<City>>(app, '/cities/filter?paging.pageSize=10&paging.pageNumber=2');
    const seen = new Set(first.body.items.map((c) => c.id));
    expect(second.body.items.some((c) => seen.has(c.id))).toBe(false);
  });

  it('filters cities by province and by name typed on an Arabic keyboard', async () => {
    const inState = await call<Page<City>>(app, `/cities/filter?filter.stateId=${busiestState.id}&paging.pageSize=100`);
    expect(inState.body.totalCount).toBe(busiestState.n);
    expect(inState.body.items.every((c) => c.stateId === busiestState.id)).toBe(true);

    const target = await one<Named>(sql`SELECT id::int AS id, name FROM cities WHERE name ~ '[یک]' ORDER BY id LIMIT 1`);
    const typed = target.name.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    const found = await call<Page<City>>(app, `/cities/filter?filter.text=${encodeURIComponent(typed)}`);
    expect(found.body.items.map((c) => c.id)).toContain(target.id);
    const prefix = await call<Page<City>>(app, `/cities/filter?filter.text=${encodeURIComponent(target.name.slice(0, 2))}&paging.pageSize=100`);
    const starts = prefix.body.items.map((c) => c.name.startsWith(target.name.slice(0, 2)));
    // Names beginning with the text come before names that only contain it.
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('filters provinces by country and countries by name', async () => {
    const iran = await one<Named>(sql`SELECT id::int AS id, name FROM countries WHERE code = 'IR'`);
    const states = await call<Page<Named & { countryId: number }>>(app, `/states/filter?filter.countryId=${iran.id}&paging.pageSize=100`);
    const total = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM states WHERE country_id = ${iran.id}`);
    expect(states.body.totalCount).toBe(total.n);
    expect(states.body.items.every((s) => s.countryId === iran.id)).toBe(true);
    const countries = await call<Page<Named>>(app, `/countries/filter?filter.text=${encodeURIComponent(iran.name)}`);
    expect(countries.body.items.map((c) => c.id)).toEqual([iran.id]);
  });

  it('lists the districts of a city', async () => {
    const city = await one<{ id: number; n: number }>(sql`SELECT city_id::int AS id, count(*)::int AS n FROM urban_areas GROUP BY city_id ORDER BY n DESC LIMIT 1`);
    const { res, body } = await call<{ cityId: number }[]>(app, `/urbanareas?cityId=${city.id}`);
    expect(res.status).toBe(200);
    expect(body).toHaveLength(city.n);
    expect(body.every((a) => a.cityId === city.id)).toBe(true);
  });

  it('lists a supplier\'s home city first, then the cities it sells to', async () => {
    const supplier = await one<{ id: number; cityId: number; n: number }>(sql`
      SELECT s.id::int AS id, s.city_id::int AS "cityId", count(sc.city_id)::int AS n FROM suppliers s
      JOIN sale_cities sc ON sc.supplier_id = s.id AND sc.city_id <> s.city_id
      WHERE s.is_active AND s.city_id IS NOT NULL GROUP BY s.id ORDER BY n DESC LIMIT 1`);
    const { body } = await call<(City & { isHomeCity: boolean })[]>(app, `/salecities?supplierId=${supplier.id}`);
    expect(body[0]).toMatchObject({ id: supplier.cityId, isHomeCity: true });
    expect(body.slice(1).every((c) => !c.isHomeCity)).toBe(true);
    expect(body).toHaveLength(supplier.n + 1);
  });

  it('rejects bad input and unknown parents with problems', async () => {
    await expectProblem(await app.request('/api/v1/cities/filter?filter.stateId=abc'), 400, 'filter.stateId');
    await expectProblem(await app.request('/api/v1/cities/filter?paging.pageSize=0'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/states/filter?paging.pageSize=1000'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/urbanareas'), 400, 'cityId');
    await expectProblem(await app.request('/api/v1/salecities?supplierId=-1'), 400, 'supplierId');
    await expectProblem(await app.request('/api/v1/urbanareas?cityId=99999999'), 404);
    await expectProblem(await app.request('/api/v1/salecities?supplierId=99999999'), 404);
  });
});
