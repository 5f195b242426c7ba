import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { MerchantDelegation } from '../../../api/contract/merchants';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';

// What the public may see: switched on, from an active supplier, to a confirmed merchant.
const VISIBLE = sql`d.is_active AND s.is_active AND m.is_confirmed`;
const CURRENT = sql`d.valid_from <= CURRENT_DATE AND (d.valid_to IS NULL OR d.valid_to >= CURRENT_DATE)`;

describeEachDatabase('merchant delegation calls', (ctx) => {
  const app = createApp();
  const count = async (where: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        SELECT count(*)::int AS n FROM merchant_delegations d
        JOIN suppliers s ON s.id = d.supplier_id JOIN merchants m ON m.id = d.merchant_id
        WHERE ${VISIBLE} AND ${where}`),
    )[0].n;
  let hidden: number;

  beforeAll(async () => {
    [{ id: hidden }] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`
        SELECT d.id::int AS id FROM merchant_delegations d JOIN merchants m ON m.id = d.merchant_id
        WHERE NOT d.is_active OR NOT m.is_confirmed LIMIT 1`),
    );
  });

  it('pages the visible delegations with a true total and page 2', async () => {
    const first = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?paging.pageSize=5');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(first.body.totalCount).toBe(await count(sql`TRUE`));
    expect(first.body.items).toHaveLength(5);
    const second = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?paging.pageSize=5&paging.pageNumber=2');
    const seen = new Set(first.body.items.map((d) => d.id));
    expect(second.body.items.some((d) => seen.has(d.id))).toBe(false);
  });

  it('filters by supplier, merchant, scope and whether in force today', async () => {
    const { body: all } = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?paging.pageSize=100');
    const { supplier, merchant } = all.items[0];
    const bySupplier = await call<Page<MerchantDelegation>>(app, `/merchantdelegations?filter.supplierId=${supplier.id}`);
    expect(bySupplier.body.totalCount).toBe(await count(sql`d.supplier_id = ${supplier.id}`));
    expect(bySupplier.body.items.every((d) => d.supplier.id === supplier.id)).toBe(true);
    const byMerchant = await call<Page<MerchantDelegation>>(app, `/merchantdelegations?filter.merchantId=${merchant.id}`);
    expect(byMerchant.body.totalCount).toBe(await count(sql`d.merchant_id = ${merchant.id}`));
    expect(byMerchant.body.items.every((d) => d.merchant.id === merchant.id)).toBe(true);
    const sales = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?filter.scope=sales&paging.pageSize=100');
    expect(sales.body.totalCount).toBe(await count(sql`d.scope = 'sales'`));
    const current = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?filter.isCurrent=true&paging.pageSize=100');
    expect(current.body.totalCount).toBe(await count(CURRENT));
    expect(current.body.items.every((d) => d.isCurrent)).toBe(true);
    const lapsed = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?filter.isCurrent=false&paging.pageSize=100');
    expect(lapsed.body.totalCount + current.body.totalCount).toBe(all.totalCount);
  });

  it('answers one delegation, and 404 for one the public may not see', async () => {
    const { body: page } = await call<Page<MerchantDelegation>>(app, '/merchantdelegations?paging.pageSize=1');
    const { res, body } = await call<MerchantDelegation>(app, `/merchantdelegations/${page.items[0].id}`);
    expect(res.status).toBe(200);
    expect(body).toEqual(page.items[0]);
    expect(body.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectProblem(await app.request(`/api/v1/merchantdelegations/${hidden}`), 404);
    await expectProblem(await app.request('/api/v1/merchantdelegations/99999999'), 404);
  });

  it('rejects bad input with per-field Persian errors', async () => {
    await expectProblem(await app.request('/api/v1/merchantdelegations/abc'), 400, 'id');
    await expectProblem(await app.request('/api/v1/merchantdelegations?paging.pageSize=0'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/merchantdelegations?paging.pageSize=1000'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/merchantdelegations?filter.scope=owner'), 400, 'filter.scope');
    await expectProblem(await app.request('/api/v1/merchantdelegations?filter.supplierId=x'), 400, 'filter.supplierId');
  });
});
