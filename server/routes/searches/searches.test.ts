import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { Suggestions } from '../../../api/contract/search';
import { normalizePersian } from '../../../lib/persian/normalize';
import { rowsOf } from '../../services/list-query';
import { call, expectProblem } from '../../testing/api-assertions';

/** What an Arabic keyboard types for a Persian text: Arabic yeh and kaf, Arabic-Indic digits. */
const arabicKeyboard = (text: string) =>
  text
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/[۰-۹]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x06f0 + 0x0660));

describeEachDatabase('GET /api/v1/searches/suggestions', (ctx) => {
  const app = createApp();
  const suggest = (query: string) => call<Suggestions>(app, `/searches/suggestions?${query}`);
  let withDigits: { id: number; name: string };
  let word: string;

  beforeAll(async () => {
    const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q));
    // A base product whose name has Persian digits and a yeh or kaf, and has offers.
    [withDigits] = await query<{ id: number; name: string }>(sql`
      SELECT b.id::int AS id, b.name FROM base_products b
      WHERE b.name ~ '[۰-۹]' AND b.name ~ '[یک]'
        AND EXISTS (SELECT 1 FROM supplier_products sp WHERE sp.base_product_id = b.id AND sp.is_active)
      ORDER BY b.id LIMIT 1`);
    // The most common long first word of offered base products, to misspell.
    [{ word }] = await query<{ word: string }>(sql`
      SELECT split_part(b.name, ' ', 1) AS word FROM base_products b
      WHERE length(split_part(b.name, ' ', 1)) >= 5 AND split_part(b.name, ' ', 1) !~ '\u200c'
        AND EXISTS (SELECT 1 FROM supplier_products sp WHERE sp.base_product_id = b.id AND sp.is_active)
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
  });

  it('groups categories, products and suppliers that match the key', async () => {
    const { res, body } = await suggest(`key=${encodeURIComponent('سیمان')}`);
    expect(res.status).toBe(200);
    expect(body.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['سیمان پاکتی']));
    expect(body.products.length).toBeGreaterThan(0);
    // Each product's offers as the offers themselves count them (kept in base_product_offers).
    const counted = rowsOf<{ id: number; offers: number; low: number | null }>(
      await ctx.database.db.execute(sql`SELECT base_product_id::int AS id, count(*)::int AS offers, min(price)::float8 AS low FROM supplier_products
        WHERE is_active AND base_product_id = ANY(${sql.param(body.products.map((p) => p.id))}::bigint[]) GROUP BY base_product_id`),
    );
    for (const product of body.products) {
      expect(normalizePersian(product.name)).toContain('سیمان');
      expect(product.offerCount).toBeGreaterThan(0);
      const own = counted.find((c) => c.id === product.id);
      expect([product.offerCount, product.minPrice]).toEqual([own?.offers, own?.low]);
    }
    expect(body.categories.length).toBeLessThanOrEqual(5);
  });

  it('finds Persian entries from a key typed with Arabic letters and Arabic-Indic digits', async () => {
    const typed = arabicKeyboard(withDigits.name);
    expect(typed).not.toBe(withDigits.name);
    const { body } = await suggest(`key=${encodeURIComponent(typed)}&limit=10`);
    expect(body.products.map((p) => p.id)).toContain(withDigits.id);
    expect(body.products[0].name).toBe(withDigits.name);
  });

  it('finds names written with «آ» from a key typed with «ا»', async () => {
    const written = await suggest(`key=${encodeURIComponent('آلومینیوم')}&limit=10`);
    const typed = await suggest(`key=${encodeURIComponent('الومینیوم')}&limit=10`);
    expect(written.body.products.length).toBeGreaterThan(0);
    const { key: _typedKey, ...found } = typed.body;
    const { key: _writtenKey, ...expected } = written.body;
    expect(found).toEqual(expected);
  });

  it('tolerates one wrong letter in the middle of a word', async () => {
    const letters = [...word];
    const middle = Math.floor(letters.length / 2);
    letters[middle] = letters[middle] === 'ر' ? 'ز' : 'ر';
    const typo = letters.join('');
    const { body } = await suggest(`key=${encodeURIComponent(typo)}`);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.some((p) => p.name.includes(word))).toBe(true);
  });

  it('keeps to one category type when asked', async () => {
    const { body } = await suggest(`key=${encodeURIComponent('مشاوره')}&categoryType=ConsultingService&limit=10`);
    expect(body.categories.length).toBeGreaterThan(0);
    for (const category of body.categories) expect(category.categoryType).toBe('ConsultingService');
    for (const product of body.products) expect(product.categoryType).toBe('ConsultingService');
  });

  it('answers a key that normalises to nothing with empty groups, and unrelated text with none', async () => {
    const empty = await suggest(`key=${encodeURIComponent('\u200c\u0640')}`);
    expect(empty.res.status).toBe(200);
    expect(empty.body).toMatchObject({ categories: [], products: [], suppliers: [] });
    const unrelated = await suggest('key=xqzvw');
    expect(unrelated.body.products).toEqual([]);
  });

  it('honours the limit per group', async () => {
    const { body } = await suggest(`key=${encodeURIComponent('ی')}&limit=2`);
    expect(body.suppliers.length).toBeLessThanOrEqual(2);
    expect(body.products.length).toBeLessThanOrEqual(2);
  });

  it.each([
    ['', 'key'],
    [`key=${'ا'.repeat(101)}`, 'key'],
    ['key=x&limit=0', 'limit'],
    ['key=x&categoryType=Food', 'categoryType'],
  ])('rejects %s with a 400 problem', async (query, field) => {
    const res = await app.request(`/api/v1/searches/suggestions?${query}`);
    await expectProblem(res, 400, field);
  });
});
