import { describe, expect, it, vi } from 'vitest';
import { SITEMAP_KINDS, type SitemapEntry, type SitemapKind, type SitemapList, type SitemapRanges } from '@/api/contract/sitemap';
import type { SitemapListParams } from '@/api/sitemap';
import {
  parsePartName,
  partBounds,
  pathsOf,
  planSitemap,
  rangeWidth,
  renderSitemapIndex,
  renderUrlset,
  STATIC_PATHS,
  URLS_PER_SITEMAP,
} from './sitemap-plan';
import { SITEMAP_READ, sitemapSource } from './sitemap-source';

type Table = Record<SitemapKind, SitemapEntry[]>;

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 300))).toISOString();
const rows = (ids: number[], extra?: (id: number) => Partial<SitemapEntry>): SitemapEntry[] =>
  ids.map((id) => ({ id, slug: `نام-${id}`, updatedAt: day(id), ...extra?.(id) }));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The API's listing over an in-memory table: the same grouping and keyset as the service. */
function fakeApi(table: Table) {
  const reads: { kind: SitemapKind; params: SitemapListParams }[] = [];
  const ranges = async (kind: SitemapKind, width: number): Promise<SitemapRanges> => {
    const groups = new Map<number, SitemapEntry[]>();
    for (const row of table[kind]) {
      const index = Math.floor((row.id - 1) / width);
      const group = groups.get(index) ?? [];
      group.push(row);
      groups.set(index, group);
    }
    return {
      width,
      ranges: [...groups.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([index, inside]) => ({
          index,
          fromId: index * width + 1,
          toId: (index + 1) * width + 1,
          count: inside.length,
          typeCount: inside.reduce((n, r) => n + (r.categoryTypes?.length ?? 0), 0),
          delegationCount: inside.filter((r) => r.delegations).length,
          lastModified: inside.map((r) => r.updatedAt).sort().at(-1)!,
        })),
    };
  };
  const entries = async (kind: SitemapKind, params: SitemapListParams): Promise<SitemapList> => {
    reads.push({ kind, params });
    const limit = params.limit ?? 1000;
    const inside = table[kind].filter((r) => r.id > (params.afterId ?? 0) && (params.beforeId === undefined || r.id < params.beforeId));
    const items = inside.slice(0, limit);
    return { items, nextAfterId: inside.length > limit ? items[items.length - 1].id : null };
  };
  return { ranges, entries, reads };
}

const absolute = (path: string) => `https://bazargah.test${path}`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** A part's text, its pieces joined; null for a part with no URL. */
async function partText(pieces: AsyncGenerator<string> | null): Promise<string | null> {
  if (!pieces) return null;
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

const pairs = (ids: number[]) => ids.map((id) => ({ id, slug: '', updatedAt: day(id), categoryId: 3, supplierId: id }));

const smallSite: Table = {
  categories: rows([1, 2, 3]),
  suppliers: rows([1, 2], (id) => ({ categoryTypes: id === 1 ? ['Product'] : ['Product', 'ConsultingService'], delegations: id === 2 })),
  products: rows(range(1, 20)),
  'base-products': rows([4, 5]),
  'category-supplier-products': pairs([1, 2]),
  contents: [
    { id: 1, slug: 'راهنمای-خرید', updatedAt: day(1), uniquePageName: null },
    { id: 2, slug: 'داستان-ما', updatedAt: day(2), supplierId: 2, uniquePageName: null },
    { id: 3, slug: 'درباره', updatedAt: day(3), uniquePageName: 'about' },
  ],
  help: [
    { id: 1, slug: 'login', updatedAt: day(1) },
    { id: 2, slug: 'wallet', updatedAt: day(2) },
  ],
};

describe('sitemap', () => {
  it('uses the protocol limit of 50,000 URLs per file', () => {
    expect(URLS_PER_SITEMAP).toBe(50_000);
    expect(rangeWidth('products')).toBe(50_000);
    // A supplier gives up to six URLs, a category four: their parts hold fewer ids.
    expect(rangeWidth('suppliers')).toBe(8_333);
    expect(rangeWidth('categories')).toBe(12_500);
    expect(rangeWidth('category-supplier-products')).toBe(50_000);
  });

  it('lists every page of every kind in one urlset while they fit', async () => {
    const api = fakeApi(smallSite);
    const xml = await sitemapSource({ ...api, absolute }).root();
    expect(xml).toContain('<urlset');
    const urls = locs(xml);
    expect(urls).toHaveLength(STATIC_PATHS.length + 3 * 4 + (2 + 3 + 1) + 20 + 2 + 2 + 3 + 2);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(absolute('/products/base-product/4/%D9%86%D8%A7%D9%85-4'));
    expect(urls).toContain(absolute('/supplier/2/products/ConsultingService'));
    expect(urls).toContain(absolute('/suppliers/Product'));
    expect(urls).toContain(absolute('/category/categoryType/ElectronicDocument'));
    expect(urls).toContain(absolute('/category/properties/3/%D9%86%D8%A7%D9%85-3'));
    expect(urls).toContain(absolute('/supplier/category/3/%D9%86%D8%A7%D9%85-3'));
    // Merchant delegations only of a supplier that has some; category × supplier per pair.
    expect(urls).toContain(absolute('/supplier/2/merchantDelegations/%D9%86%D8%A7%D9%85-2'));
    expect(urls.filter((u) => u.includes('/merchantDelegations/'))).toHaveLength(1);
    expect(urls).toContain(absolute('/products/category/3/supplier/1'));
    expect(urls).toContain(absolute('/products/category/3/supplier/2'));
    // Each screen's help, by the screen's id.
    expect(xml).toContain(`<loc>${absolute('/help/wallet')}</loc><lastmod>${day(2)}</lastmod>`);
    // lastmod comes from the row.
    expect(xml).toContain(`<loc>${absolute('/products/7/%D9%86%D8%A7%D9%85-7')}</loc><lastmod>${day(7)}</lastmod>`);
  });

  it('becomes an index past the limit, every part within it, every URL in exactly one part', async () => {
    const perPart = 20;
    const table: Table = {
      categories: rows(range(1, 6)),
      suppliers: rows([1, 2, 3, 9], (id) => ({
        categoryTypes: id % 2 ? ['Product', 'IndustrialService', 'ConsultingService', 'ElectronicDocument'] : ['Product'],
        delegations: id !== 2,
      })),
      // Gaps: deleted ids leave parts thinner, never fuller.
      products: rows([...range(1, 25), ...range(61, 67)]),
      'base-products': rows(range(1, 3)),
      'category-supplier-products': pairs([...range(1, 22), 45]),
      contents: rows([1, 2]),
      help: rows(range(1, 17)),
    };
    const api = fakeApi(table);
    const source = sitemapSource({ ...api, absolute, perPart });
    const index = await source.root();
    expect(index).toContain('<sitemapindex');
    const partUrls = locs(index);
    expect(partUrls[0]).toBe(absolute('/sitemap/pages-0.xml'));
    // Products 1–25 and 61–67 in parts of twenty ids: 0, 1 and 3 (ids 41–60 are all gone).
    expect(partUrls.filter((u) => u.includes('/products-'))).toEqual([0, 1, 3].map((n) => absolute(`/sitemap/products-${n}.xml`)));
    expect(index).toContain(`<loc>${absolute('/sitemap/products-3.xml')}</loc><lastmod>${day(67)}</lastmod>`);
    expect(partUrls.filter((u) => u.includes('/category-supplier-products-'))).toEqual(
      [0, 1, 2].map((n) => absolute(`/sitemap/category-supplier-products-${n}.xml`)),
    );

    const seen: string[] = [];
    for (const loc of partUrls) {
      const part = parsePartName(loc.split('/').pop()!);
      expect(part).not.toBeNull();
      const xml = await partText(await source.part(part!));
      expect(xml).not.toBeNull();
      const urls = locs(xml!);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(perPart);
      seen.push(...urls);
    }
    const expected = [
      ...STATIC_PATHS.map(absolute),
      ...SITEMAP_KINDS.flatMap((kind) => table[kind].flatMap((row) => pathsOf(kind, row).map(absolute))),
    ];
    expect([...seen].sort()).toEqual([...expected].sort());
    expect(await source.part({ section: 'products', index: 2 })).toBeNull();
  });

  it('reads a part with the keyset bounds of its id range, never the whole table', async () => {
    const table: Table = { categories: [], suppliers: [], products: rows(range(1, 130_000)), 'base-products': [], 'category-supplier-products': [], contents: [], help: [] };
    const api = fakeApi(table);
    const spy = vi.fn(api.entries);
    const source = sitemapSource({ ranges: api.ranges, entries: spy, absolute });
    expect(locs(await source.root())).toEqual(['pages-0', 'products-0', 'products-1', 'products-2'].map((p) => absolute(`/sitemap/${p}.xml`)));
    expect(spy).not.toHaveBeenCalled();
    const xml = await partText(await source.part({ section: 'products', index: 1 }));
    const urls = locs(xml!);
    expect(urls).toHaveLength(50_000);
    expect(urls[0]).toBe(absolute('/products/50001/%D9%86%D8%A7%D9%85-50001'));
    expect(spy.mock.calls.every(([, params]) => params.beforeId === 100_001 && (params.afterId ?? 0) >= 50_000)).toBe(true);
    expect(spy.mock.calls[0][1].afterId).toBe(50_000);
  });

  it('sends a part one keyset read at a time, the same text as built whole, and stops reading when left', async () => {
    const table: Table = { categories: [], suppliers: [], products: rows(range(1, SITEMAP_READ * 2.4)), 'base-products': [], 'category-supplier-products': [], contents: [], help: [] };
    const api = fakeApi(table);
    const spy = vi.fn(api.entries);
    const source = sitemapSource({ ranges: api.ranges, entries: spy, absolute });
    const whole = renderUrlset(table.products.flatMap((row) => pathsOf('products', row).map((path) => ({ loc: absolute(path), lastModified: row.updatedAt }))));

    const pieces = (await source.part({ section: 'products', index: 0 }))!;
    // The first read decides between the part and a 404; the next waits until it is asked for.
    expect(spy).toHaveBeenCalledTimes(1);
    const first = await pieces.next();
    expect(first.value).toMatch(/^<\?xml[^]*<urlset[^]*<\/url>$/);
    expect(spy).toHaveBeenCalledTimes(1);
    let text = first.value as string;
    for await (const piece of pieces) text += piece;
    expect(spy).toHaveBeenCalledTimes(3);
    expect(text).toBe(whole);

    // A client that leaves after the first piece: nothing more is read.
    spy.mockClear();
    const left = (await source.part({ section: 'products', index: 0 }))!;
    await left.next();
    await left.return(undefined);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('plans parts from range sizes alone', () => {
    const r = (index: number, count: number, typeCount = 0, delegationCount = 0) => ({
      index, fromId: 0, toId: 0, count, typeCount, delegationCount, lastModified: day(index),
    });
    const fits = planSitemap({
      categories: [r(0, 100)],
      suppliers: [r(0, 10, 20, 4)],
      products: [r(0, 48_000)],
      'base-products': [r(0, 500)],
      'category-supplier-products': [r(0, 900)],
      contents: [r(0, 60)],
      help: [r(0, 17)],
    });
    expect(fits).toEqual({ kind: 'urlset', total: STATIC_PATHS.length + 400 + 34 + 48_000 + 500 + 900 + 60 + 17 });
    const over = planSitemap({
      categories: [r(0, 100)],
      suppliers: [r(0, 10, 20, 4)],
      products: [r(0, 50_000), r(1, 1)],
      'base-products': [],
      'category-supplier-products': [r(0, 3)],
      contents: [],
      help: [r(0, 17)],
    });
    expect(over.kind).toBe('index');
    expect(over.kind === 'index' && over.parts.map((p) => `${p.section}-${p.index}`)).toEqual([
      'pages-0', 'categories-0', 'suppliers-0', 'products-0', 'products-1', 'category-supplier-products-0', 'help-0',
    ]);
    // Delegation pages count: 49,000 other URLs plus a thousand suppliers with delegations spill over.
    const edge = (delegations: number) =>
      planSitemap({ categories: [], suppliers: [r(0, 1000, 1000, delegations)], products: [r(0, 48_000 - STATIC_PATHS.length)], 'base-products': [], 'category-supplier-products': [], contents: [], help: [] });
    expect(edge(0).kind).toBe('urlset');
    expect(edge(1).kind).toBe('index');
  });

  it('reads part names strictly', () => {
    expect(parsePartName('products-12.xml')).toEqual({ section: 'products', index: 12 });
    expect(parsePartName('base-products-0.xml')).toEqual({ section: 'base-products', index: 0 });
    expect(parsePartName('category-supplier-products-3.xml')).toEqual({ section: 'category-supplier-products', index: 3 });
    expect(parsePartName('help-0.xml')).toEqual({ section: 'help', index: 0 });
    expect(parsePartName('pages-1.xml')).toBeNull();
    expect(parsePartName('products-01.xml')).toBeNull();
    expect(parsePartName('widgets-1.xml')).toBeNull();
    expect(parsePartName('0.xml')).toBeNull();
    expect(partBounds('products', 2)).toEqual({ afterId: 100_000, beforeId: 150_001 });
  });

  it('escapes XML and writes ISO dates', () => {
    const xml = renderUrlset([{ loc: 'https://x.test/a?b=1&c=<2>', lastModified: '2026-03-01T10:00:00Z' }]);
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>');
    // A date already in that form is kept as it is; one that is no date is left out.
    expect(renderUrlset([{ loc: 'https://x.test/b', lastModified: '2026-03-01T10:00:00.250Z' }])).toContain('<lastmod>2026-03-01T10:00:00.250Z</lastmod>');
    expect(renderUrlset([{ loc: 'https://x.test/c', lastModified: 'دیروز' }])).toContain('<url><loc>https://x.test/c</loc></url>');
    expect(renderUrlset([{ loc: 'https://x.test/d', lastModified: new Date(Date.UTC(2026, 2, 1)) }])).toContain('<lastmod>2026-03-01T00:00:00.000Z</lastmod>');
    expect(renderSitemapIndex([{ loc: 'https://x.test/sitemap/products-0.xml' }])).toContain('<sitemap><loc>https://x.test/sitemap/products-0.xml</loc></sitemap>');
  });
});
