import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { UnitOfMeasurement } from '../../../api/contract/units';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';

describeEachDatabase('unit calls', (ctx) => {
  const app = createApp();
  const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q));

  it('lists every unit, grouped by quantity, one base unit per quantity', async () => {
    const { res, body } = await call<UnitOfMeasurement[]>(app, '/unitofmeasurements');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM units_of_measurement`);
    expect(body).toHaveLength(n);
    const quantities = [...new Set(body.map((u) => u.quantityId))];
    // Grouped: each quantity's units are contiguous.
    expect(quantities.length).toBe(body.filter((u, i) => i === 0 || body[i - 1].quantityId !== u.quantityId).length);
    for (const q of quantities) {
      const base = body.filter((u) => u.quantityId === q && u.isBase);
      if (base.length) expect(base).toHaveLength(1);
      if (base.length) expect(base[0].factor).toBe(1);
    }
  });

  it('lists the units of one quantity', async () => {
    const [quantity] = await rows<{ id: number; n: number }>(sql`
      SELECT quantity_id::int AS id, count(*)::int AS n FROM units_of_measurement GROUP BY quantity_id ORDER BY n DESC LIMIT 1`);
    const { body } = await call<UnitOfMeasurement[]>(app, `/measurementquantities/${quantity.id}/units`);
    expect(body).toHaveLength(quantity.n);
    expect(body.every((u) => u.quantityId === quantity.id)).toBe(true);
  });

  it('filters units by quantity, name or symbol, with paging', async () => {
    const [quantity] = await rows<{ id: number; n: number }>(sql`
      SELECT quantity_id::int AS id, count(*)::int AS n FROM units_of_measurement GROUP BY quantity_id ORDER BY n DESC LIMIT 1`);
    const first = await call<Page<UnitOfMeasurement>>(app, `/unitofmeasurements/filter?filter.quantityId=${quantity.id}&paging.pageSize=2`);
    expect(first.body.totalCount).toBe(quantity.n);
    expect(first.body.items).toHaveLength(2);
    const second = await call<Page<UnitOfMeasurement>>(app, `/unitofmeasurements/filter?filter.quantityId=${quantity.id}&paging.pageSize=2&paging.pageNumber=2`);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);

    const [unit] = await rows<{ id: number; name: string; symbol: string }>(sql`
      SELECT id::int AS id, name, symbol FROM units_of_measurement WHERE symbol ~ '^[a-z]+$' AND name ~ '[یک]' LIMIT 1`);
    const byName = await call<Page<UnitOfMeasurement>>(app, `/unitofmeasurements/filter?filter.text=${encodeURIComponent(unit.name.replace(/ی/g, 'ي').replace(/ک/g, 'ك'))}`);
    expect(byName.body.items.map((u) => u.id)).toContain(unit.id);
    const bySymbol = await call<Page<UnitOfMeasurement>>(app, `/unitofmeasurements/filter?filter.text=${unit.symbol.toUpperCase()}`);
    expect(bySymbol.body.items.map((u) => u.id)).toContain(unit.id);
  });

  it('rejects bad input and unknown quantities with problems', async () => {
    await expectProblem(await app.request('/api/v1/measurementquantities/abc/units'), 400, 'id');
    await expectProblem(await app.request('/api/v1/unitofmeasurements/filter?paging.pageSize=0'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/unitofmeasurements/filter?filter.quantityId=x'), 400, 'filter.quantityId');
    await expectProblem(await app.request('/api/v1/measurementquantities/99999999/units'), 404);
  });
});
