import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { normalizePersian } from '../../../lib/persian/normalize';
import { createApp } from '../../app';
import type { SupplierDetail, SupplierSummary } from '../../../api/contract/suppliers';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';

describeEachDatabase('GET /api/v1/suppliers', (ctx) => {
  const app = createApp();
  const count = async (where: ReturnType<typeof sql>) => {
    const result = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM suppliers s LEFT JOIN cities c ON c.id = s.city_id WHERE s.is_active AND ${where}`,
    );
    return rowsOf<{ n: number }>(result)[0].n;
  };
  let active: number;

  beforeAll(async () => {
    active = await count(sql`TRUE`);
    expect(active).toBeGreaterThan(20);
  });

  it('pages every active supplier, best rated first, with a distinct page 2', async () => {
    const first = await call<Page<SupplierSummary>>(app, '/suppliers?paging.pageSize=10');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(first.body.totalCount).toBe(active);
    expect(first.body.items).toHaveLength(10);
    const ratings = first.body.items.map((s) => s.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const second = await call<Page<SupplierSummary>>(app, '/suppliers?paging.pageSize=10&paging.pageNumber=2');
    expect(second.body.pageNumber).toBe(2);
    const seen = new Set(first.body.items.map((s) => s.id));
    expect(second.body.items.some((s) => seen.has(s.id))).toBe(false);
  });

  it('sorts by name, ascending unless asked otherwise, and by newest', async () => {
    const byName = await call<Page<SupplierSummary>>(app, '/suppliers?sorting.field=name&paging.pageSize=20');
    // By the names as search reads them: a ZWNJ as a space, «آ» and «ا» one letter.
    const names = byName.body.items.map((s) => normalizePersian(s.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await call<Page<SupplierSummary>>(app, '/suppliers?sorting.field=newest&paging.pageSize=20');
    const times = newest.body.items.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by verified, state, city and category type', async () => {
    const verified = await call<Page<SupplierSummary>>(app, '/suppliers?filter.isVerified=true&paging.pageSize=100');
    expect(verified.body.totalCount).toBe(await count(sql`s.is_verified`));
    expect(verified.body.items.every((s) => s.isVerified)).toBe(true);

    const somewhere = verified.body.items.find((s) => s.city)!.city!;
    const inState = await call<Page<SupplierSummary>>(app, `/suppliers?filter.stateId=${somewhere.stateId}&paging.pageSize=100`);
    expect(inState.body.totalCount).toBe(await count(sql`c.state_id = ${somewhere.stateId}`));
    expect(inState.body.items.every((s) => s.city?.stateId === somewhere.stateId)).toBe(true);
    const inCity = await call<Page<SupplierSummary>>(app, `/suppliers?filter.cityId=${somewhere.id}`);
    expect(inCity.body.totalCount).toBe(await count(sql`s.city_id = ${somewhere.id}`));

    const services = await call<Page<SupplierSummary>>(app, '/suppliers?filter.categoryType=ConsultingService&paging.pageSize=100');
    expect(services.body.totalCount).toBe(await count(sql`'ConsultingService' = ANY(s.category_types)`));
    expect(services.body.items.every((s) => s.categoryTypes.includes('ConsultingService'))).toBe(true);
  });

  it('keeps to suppliers selling under a category', async () => {
    const [leaf] = rowsOf<{ id: number; n: number }>(
      await ctx.database.db.execute(sql`
        SELECT sp.category_id::int AS id, count(DISTINCT sp.supplier_id)::int AS n FROM supplier_products sp
        JOIN suppliers s ON s.id = sp.supplier_id WHERE sp.is_active AND s.is_active
        GROUP BY sp.category_id ORDER BY n DESC LIMIT 1`),
    );
    const { body } = await call<Page<SupplierSummary>>(app, `/suppliers?filter.categoryId=${leaf.id}`);
    expect(body.totalCount).toBe(leaf.n);
    expect(body.items.every((s) => s.productCount > 0)).toBe(true);
  });

  it('finds a name typed with Arabic letters, without ZWNJ, and with a typo', async () => {
    const { body: page } = await call<Page<SupplierSummary>>(app, '/suppliers?paging.pageSize=100');
    const longestWord = (name: string) => name.split(/[\s\u200c]/).sort((a, b) => b.length - a.length)[0];
    const target = page.items.find((s) => /[یک]/.test(s.name) && longestWord(s.name).length >= 6)!;
    const arabic = target.name.replace(/ی/g, 'ي').replace(/ک/g, 'ك').replace(/\u200c/g, ' ');
    const found = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent(arabic)}`);
    expect(found.body.items.map((s) => s.id)).toContain(target.id);

    const word = longestWord(target.name);
    const typo = word.slice(0, 2) + word.slice(3);
    const fuzzy = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent(typo)}&paging.pageSize=100`);
    expect(fuzzy.body.items.map((s) => s.id)).toContain(target.id);

    const none = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent('zzqxw')}`);
    expect(none.body.totalCount).toBe(0);
  });

  it('finds suppliers by what they sell as well as by name, those named so first', async () => {
    // A word of a live offer's name that its supplier's name does not have (as «سیمان» for a trading house).
    const [offer] = rowsOf<{ supplierId: number; word: string }>(
      await ctx.database.db.execute(sql`
        SELECT sp.supplier_id::int AS "supplierId", w AS word
        FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id,
          unnest(string_to_array(sp.search_name, ' ')) AS w
        WHERE sp.is_active AND s.is_active AND s.is_listed AND char_length(w) >= 5 AND position(w IN s.search_name) = 0
        ORDER BY sp.id LIMIT 1`),
    );
    const found = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent(offer.word)}&paging.pageSize=100`);
    expect(found.body.items.map((s) => s.id)).toContain(offer.supplierId);
    // A word both in a supplier's name and in another's offers: the one named so comes first.
    const [both] = rowsOf<{ word: string; named: number }>(
      await ctx.database.db.execute(sql`
        SELECT w AS word, s.id::int AS named FROM suppliers s, unnest(string_to_array(s.search_name, ' ')) AS w
        WHERE s.is_active AND s.is_listed AND char_length(w) >= 4 AND EXISTS (
          SELECT 1 FROM supplier_products sp JOIN suppliers o ON o.id = sp.supplier_id
          WHERE sp.is_active AND o.is_active AND o.is_listed AND position(w IN o.search_name) = 0 AND sp.search_name LIKE '%' || w || '%')
        ORDER BY s.rating, s.id LIMIT 1`),
    );
    const ranked = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent(both.word)}&paging.pageSize=100`);
    const named = ranked.body.items.map((s) => s.name.replace(/\u200c/g, ' ').includes(both.word));
    expect(named).toContain(false);
    expect(ranked.body.items.map((s) => s.id)).toContain(both.named);
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
    // Not by offers no longer published (a URL of its own: the first answer is kept).
    const theirs = sql`supplier_id = ${offer.supplierId} AND is_active AND search_name LIKE ${'%' + offer.word + '%'}`;
    const switched = rowsOf<{ id: number }>(await ctx.database.db.execute(sql`UPDATE supplier_products SET is_active = false WHERE ${theirs} RETURNING id::int`));
    try {
      const after = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent(offer.word)}&paging.pageSize=99`);
      expect(after.body.items.map((s) => s.id)).not.toContain(offer.supplierId);
    } finally {
      const ids = switched.map((row) => row.id);
      await ctx.database.db.execute(sql`UPDATE supplier_products SET is_active = true WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    }
  });

  it("gives a text's total on every page, past the last one too, and nothing when nothing matches", async () => {
    // The word of the most listed suppliers' offers, so that it fills more than one page of two.
    const [{ word, sellers }] = rowsOf<{ word: string; sellers: number }>(
      await ctx.database.db.execute(sql`
        SELECT w AS word, count(DISTINCT sp.supplier_id)::int AS sellers
        FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id, unnest(string_to_array(sp.search_name, ' ')) AS w
        WHERE sp.is_active AND s.is_active AND s.is_listed AND char_length(w) >= 4
        GROUP BY w ORDER BY sellers DESC, w LIMIT 1`),
    );
    expect(sellers).toBeGreaterThan(2);
    const text = encodeURIComponent(word);
    const all = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${text}&paging.pageSize=100`);
    const total = all.body.totalCount;
    expect(total).toBeGreaterThanOrEqual(sellers);
    expect(all.body.items).toHaveLength(Math.min(total, 100));
    const second = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${text}&paging.pageSize=2&paging.pageNumber=2`);
    expect(second.body).toMatchObject({ totalCount: total, pageNumber: 2, pageSize: 2 });
    expect(second.body.items.map((s) => s.id)).toEqual(all.body.items.slice(2, 4).map((s) => s.id));
    const past = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${text}&paging.pageSize=2&paging.pageNumber=${Math.ceil(total / 2) + 1}`);
    expect(past.body).toMatchObject({ items: [], totalCount: total });
    const none = await call<Page<SupplierSummary>>(app, `/suppliers?filter.text=${encodeURIComponent('ژژژژ')}`);
    expect(none.body).toMatchObject({ items: [], totalCount: 0 });
  });

  it('answers one supplier with its city, types and counts', async () => {
    const { body: page } = await call<Page<SupplierSummary>>(app, '/suppliers?sorting.field=products');
    const top = page.items[0];
    const { res, body } = await call<SupplierDetail>(app, `/suppliers/${top.id}`);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: top.id, name: top.name, city: top.city, categoryTypes: top.categoryTypes });
    // The wide picture its owner uploads in the desk (none seeded).
    expect(body.cover).toBeNull();
    expect(body.counts.products).toBe(top.productCount);
    expect(body.counts.categories).toBeGreaterThan(0);
    expect(body.counts.categories).toBeLessThanOrEqual(body.counts.products);
    // As many as its page lists: the cities it sells in, its own city among them.
    const listed = await call<unknown[]>(app, `/salecities?supplierId=${top.id}`);
    expect(listed.res.status).toBe(200);
    expect(body.counts.saleCities).toBe(listed.body.length);
    expect(body.counts.saleCities).toBeGreaterThan(0);
  });

  it("counts in its header the delegations its page lists: current ones, to confirmed merchants only", async () => {
    const result = await ctx.database.db.execute(sql`
      SELECT d.supplier_id AS id FROM merchant_delegations d JOIN suppliers s ON s.id = d.supplier_id
      WHERE s.is_active AND d.is_active GROUP BY d.supplier_id ORDER BY d.supplier_id LIMIT 1`);
    const [{ id }] = rowsOf<{ id: number }>(result);
    // One of its delegations goes to a merchant not confirmed (yet): the tab does not list it, nor does the header count it.
    await ctx.database.db.execute(sql`
      UPDATE merchants SET is_confirmed = false WHERE id = (SELECT merchant_id FROM merchant_delegations WHERE supplier_id = ${id} AND is_active ORDER BY id LIMIT 1)`);
    const { body } = await call<SupplierDetail>(app, `/suppliers/${id}`);
    const listed = await call<Page<unknown>>(app, `/merchantdelegations?filter.supplierId=${id}&filter.isCurrent=true&paging.pageSize=100`);
    expect(listed.res.status).toBe(200);
    expect(body.counts.merchantDelegations).toBe(listed.body.totalCount);
  });

  it('rejects bad input and unknown suppliers with problems', async () => {
    await expectProblem(await app.request('/api/v1/suppliers/abc'), 400, 'id');
    await expectProblem(await app.request('/api/v1/suppliers?paging.pageSize=0'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/suppliers?paging.pageSize=1000'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/suppliers?filter.categoryType=Spaceship'), 400, 'filter.categoryType');
    await expectProblem(await app.request('/api/v1/suppliers?sorting.field=price'), 400, 'sorting.field');
    await expectProblem(await app.request('/api/v1/suppliers?filter.isVerified=yes'), 400, 'filter.isVerified');
    const body = await expectProblem(await app.request('/api/v1/suppliers/99999999'), 404);
    expect(body.detail).toMatch(/تأمین‌کننده/);
    await expectProblem(await app.request('/api/v1/suppliers?filter.categoryId=99999999'), 404);
  });
});
