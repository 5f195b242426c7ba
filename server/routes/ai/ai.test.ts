import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { expectProblem } from '../../testing/api-assertions';
import { clientAddressHeaders } from '../../http/client-address';
import type { UnderstoodNeed } from '../../../api/contract/ai';

describeEachDatabase('POST /ai/understand', () => {
  const app = createApp();
  const ask = (text: unknown, address = `198.18.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`) =>
    app.request('/api/v1/ai/understand', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientAddressHeaders(address) },
      body: JSON.stringify({ text }),
    });
  const understood = async (text: string) => {
    const res = await ask(text);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as UnderstoodNeed;
  };

  it('«۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه»: every field, the rebar category, offers sold in Tehran first', async () => {
    const need = await understood('۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه');
    expect(need).toMatchObject({ quantity: 50, unit: { code: 'ton', name: 'تن' }, city: { name: 'تهران' }, province: { name: 'تهران' }, date: { kind: 'end_of_month' } });
    expect(need.categories[0].name).toBe('میلگرد');
    expect(need.properties).toEqual(expect.arrayContaining([{ code: 'diameter', name: 'قطر', value: 12 }, { code: 'ribs', name: 'نوع', value: 'آجدار' }]));
    expect(need.products.length).toBeGreaterThan(0);
    expect(need.products.every((p) => p.categoryId === need.categories[0].id)).toBe(true);
    // The values read narrow the offers: asked for a size and kind that is offered, those come first.
    const catalog = await (await app.request(`/api/v1/supplierproducts/catalog?filter.categoryId=${need.categories[0].id}&paging.pageSize=1`)).json();
    const [, kind, size] = /^میلگرد (\S+) (\S+) /.exec(catalog.items[0].name)!;
    const narrowed = await understood(`۲۰ تن میلگرد ${kind} ${size} تحویل تهران`);
    expect(narrowed.properties).toEqual(expect.arrayContaining([{ code: 'ribs', name: 'نوع', value: kind }]));
    expect(narrowed.products[0].name).toContain(`میلگرد ${kind} ${size} `);
    // Nearest first: every offer of a Tehran supplier comes before any other.
    const inTehran = need.products.map((p) => p.supplier.city?.name === 'تهران');
    expect(inTehran.indexOf(false) === -1 || inTehran.lastIndexOf(true) < inTehran.indexOf(false)).toBe(true);
    expect(need.suppliers.length).toBeGreaterThan(0);
    expect(need.suppliers.reduce((n, s) => n + s.offerCount, 0)).toBe(need.products.length);
  });

  it('«دنبال تولیدکننده لوله پلی‌اتیلن ۱۱۰ هستم» and «قیمت سیمان تیپ ۲ فله اصفهان»', async () => {
    const pipe = await understood('دنبال تولیدکننده لوله پلی‌اتیلن ۱۱۰ هستم');
    expect(pipe.categories[0].name).toMatch(/پلی/);
    expect(pipe.quantity).toBeNull();
    const cement = await understood('قیمت سیمان تیپ ۲ فله اصفهان');
    expect(cement.categories.slice(0, 3).map((c) => c.name)).toContain('سیمان فله');
    expect(cement.city).toMatchObject({ name: 'اصفهان' });
  });

  it('a need it cannot place answers empty lists, not a guess; bad input is a Persian 400 or 429', async () => {
    const vague = await understood('سلام وقت بخیر');
    expect(vague).toMatchObject({ categories: [], products: [], suppliers: [], quantity: null });
    for (const bad of ['', 'x', 'ا'.repeat(501), 12, null, 'a\u0000b']) await expectProblem(await ask(bad), 400);
    const address = `198.19.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    for (let i = 0; i < 30; i++) expect((await ask('سیمان', address)).status).toBe(200);
    const limited = await expectProblem(await ask('سیمان', address), 429);
    expect(limited.detail).toMatch(/[\u0600-\u06FF]/);
  });
});
