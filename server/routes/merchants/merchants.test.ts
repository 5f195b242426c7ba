import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { merchants, merchantSaleCities, merchantSaleSettings } from '../../db/schema';
import type { MerchantSaleSetting, MerchantSummary, NameCheck } from '../../../api/contract/merchants';
import type { Page } from '../../../api/contract/paging';
import { rowsOf } from '../../services/list-query';
import { publishDataChanged } from '../../events/data-changed';
import { call, expectProblem, PUBLIC_CACHE } from '../../testing/api-assertions';
import { loginAs } from '../../testing/login';

describeEachDatabase('merchant calls', (ctx) => {
  const app = createApp();
  const db = () => ctx.database.db;
  let confirmed: number;
  let sample: { id: number; name: string; cityId: number | null };
  let unconfirmedId: number | undefined;

  beforeAll(async () => {
    [{ n: confirmed }] = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM merchants WHERE is_confirmed`),
    );
    [sample] = await db()
      .select({ id: merchants.id, name: merchants.name, cityId: merchants.cityId })
      .from(merchants)
      .where(eq(merchants.isConfirmed, true))
      .orderBy(merchants.id)
      .limit(1);
    [{ id: unconfirmedId } = { id: undefined }] = await db()
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.isConfirmed, false))
      .limit(1);
    expect(confirmed).toBeGreaterThan(5);
    expect(unconfirmedId, 'the seed has merchants awaiting confirmation').toBeDefined();
  });

  it('pages confirmed merchants only, on both lists', async () => {
    for (const path of ['/merchants', '/merchants/confirmed']) {
      const first = await call<Page<MerchantSummary>>(app, `${path}?paging.pageSize=5`);
      expect(first.res.status).toBe(200);
      expect(first.res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
      expect(first.body.totalCount).toBe(confirmed);
      expect(first.body.items.every((m) => m.isConfirmed)).toBe(true);
      const second = await call<Page<MerchantSummary>>(app, `${path}?paging.pageSize=5&paging.pageNumber=2`);
      const seen = new Set(first.body.items.map((m) => m.id));
      expect(second.body.items.some((m) => seen.has(m.id))).toBe(false);
    }
    const all = await call<Page<MerchantSummary>>(app, '/merchants?paging.pageSize=100');
    expect(all.body.items.map((m) => m.id)).not.toContain(unconfirmedId);
  });

  it('shows admins the merchants awaiting confirmation, and nobody else', async () => {
    const [{ n: waiting }] = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM merchants WHERE NOT is_confirmed`),
    );
    const admin = await loginAs(app, '09120000991', { roles: ['admin'] });
    const path = '/merchants?filter.isConfirmed=false&paging.pageSize=100';
    const seen = await call<Page<MerchantSummary>>(app, path, { headers: admin.headers });
    expect(seen.res.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.body.totalCount).toBe(waiting);
    expect(seen.body.items.map((m) => m.id)).toContain(unconfirmedId);
    expect(seen.body.items.every((m) => !m.isConfirmed)).toBe(true);

    const buyer = await loginAs(app, '09120000992');
    for (const headers of [{}, buyer.headers]) {
      const hidden = await call<Page<MerchantSummary>>(app, path, { headers });
      expect(hidden.body.totalCount).toBe(0);
    }
  });

  it('finds merchants by part of the name, typed on any keyboard', async () => {
    const word = sample.name.split(/\s/).sort((a, b) => b.length - a.length)[0];
    const typed = word.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    const { body } = await call<Page<MerchantSummary>>(app, `/merchants?filter.text=${encodeURIComponent(typed)}&paging.pageSize=100`);
    expect(body.items.map((m) => m.id)).toContain(sample.id);
    expect(body.items.every((m) => m.name.replace(/\u200c/g, ' ').includes(word.replace(/\u200c/g, ' ')))).toBe(true);
    const byDelegations = await call<Page<MerchantSummary>>(app, '/merchants?sorting.field=delegations&paging.pageSize=100');
    const counts = byDelegations.body.items.map((m) => m.delegationCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('validates merchant names with a Persian reason', async () => {
    const check = async (name: string, extra = '') =>
      (await call<NameCheck>(app, `/merchants/is-valid-name?name=${encodeURIComponent(name)}${extra}`)).body;
    expect(await check('بازرگانی نوآوران‌ سپهر ۱۴۰۲')).toEqual({ isValid: true, reason: null, code: 'ok' });
    expect(await check('Pars Trading 2')).toMatchObject({ isValid: true });
    const cases: [string, NameCheck['code']][] = [
      ['اب', 'too_short'],
      ['ا'.repeat(51), 'too_long'],
      ['بازرگانی@پارس', 'invalid_characters'],
      ['۱۲۳۴۵', 'no_letter'],
      ['بازارگاه', 'reserved'],
      ['گروه بازارگاه', 'reserved'],
      ['ADMIN', 'reserved'],
      ['بازار گاه', 'reserved'],
    ];
    for (const [name, code] of cases) {
      const result = await check(name);
      expect(result, name).toMatchObject({ isValid: false, code });
      expect(result.reason).toMatch(/[\u0600-\u06FF]/);
    }
    // Taken, compared after normalisation: Arabic letters and a ZWNJ instead of a space.
    const taken = sample.name.replace(/ی/g, 'ي').replace(/ک/g, 'ك').replace(/ /g, '\u200c');
    expect(await check(taken)).toMatchObject({ isValid: false, code: 'taken' });
    expect(await check(taken, `&merchantId=${sample.id}`)).toMatchObject({ isValid: true });
    const res = await app.request('/api/v1/merchants/is-valid-name?name=abc');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers sale settings: defaults first, then what the merchant set', async () => {
    const before = await call<MerchantSaleSetting>(app, `/merchantsalesetting?merchantId=${sample.id}`);
    expect(before.body).toMatchObject({ merchantId: sample.id, isConfigured: false, minOrderAmount: null, deliveryMethods: [] });
    expect(before.body.saleCities.map((c) => c.id)).toEqual(sample.cityId === null ? [] : [sample.cityId]);

    const [other] = rowsOf<{ id: number }>(
      await db().execute(sql`SELECT id::int AS id FROM cities WHERE id <> ${sample.cityId ?? 0} ORDER BY id LIMIT 1`),
    );
    await db().insert(merchantSaleSettings).values({
      merchantId: sample.id,
      minOrderAmount: 50_000_000,
      deliveryMethods: ['freight', 'pickup'],
      deliveryNote: 'ارسال با باربری طرف قرارداد',
    });
    await db().insert(merchantSaleCities).values({ merchantId: sample.id, cityId: other.id });
    // Written behind the API's back: announced as a write route would, or the kept answer stays.
    publishDataChanged({ entity: 'merchant', id: sample.id });
    const after = await call<MerchantSaleSetting>(app, `/merchantsalesetting?merchantId=${sample.id}`);
    expect(after.body).toMatchObject({ isConfigured: true, minOrderAmount: 50_000_000, deliveryMethods: ['freight', 'pickup'] });
    expect(after.body.saleCities.at(-1)).toMatchObject({ id: other.id, isHomeCity: false });
    if (sample.cityId !== null) expect(after.body.saleCities[0]).toMatchObject({ id: sample.cityId, isHomeCity: true });
  });

  it('rejects bad input and unknown merchants with problems', async () => {
    await expectProblem(await app.request('/api/v1/merchants?paging.pageSize=0'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/merchants/confirmed?paging.pageSize=1000'), 400, 'paging.pageSize');
    await expectProblem(await app.request('/api/v1/merchants?sorting.field=rating'), 400, 'sorting.field');
    await expectProblem(await app.request('/api/v1/merchants/is-valid-name'), 400, 'name');
    await expectProblem(await app.request('/api/v1/merchantsalesetting?merchantId=abc'), 400, 'merchantId');
    await expectProblem(await app.request('/api/v1/merchantsalesetting?merchantId=99999999'), 404);
    await expectProblem(await app.request(`/api/v1/merchantsalesetting?merchantId=${unconfirmedId}`), 404);
  });
});
