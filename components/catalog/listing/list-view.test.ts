import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/contract/paging';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/config/env', () => ({ env: () => ({ SITE_URL: 'https://bazargah.test' }) }));
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values: { title: string; page: number }) => `${values.title} - صفحه ${values.page}`,
}));

const { listMetadata, listStateOf, readListView } = await import('./list-view');
const { catalogPageParams, listHref, toSearchParams } = await import('./list-state');

const defaults = { page: 1, sort: 'newest' as const };
const sorts = ['newest', 'price-asc', 'price-desc'] as const;
const pageOf = (n: number, total: number): Page<number> => ({ items: [n], totalCount: total, pageNumber: n, pageSize: 12 });

describe('a list view', () => {
  it('reads the state from the query, the defaults without one', () => {
    expect(listStateOf(undefined, sorts, defaults)).toEqual(defaults);
    expect(listStateOf(new URLSearchParams('page=3&sort=price-asc'), sorts, defaults)).toEqual({ page: 3, sort: 'price-asc' });
  });

  it('checks the page against the cached first page before reading it', async () => {
    const read = vi.fn(async (s: { page: number }) => pageOf(s.page, 30));
    const view = await readListView({ state: { page: 3, sort: 'newest' }, defaults, pageSize: 12, read, path: '/x' });
    expect(view.page.items).toEqual([3]);
    expect(read.mock.calls.map(([s]) => s.page)).toEqual([1, 3]);

    read.mockClear();
    const past = readListView({ state: { page: 4, sort: 'newest' }, defaults, pageSize: 12, read, path: '/x', query: new URLSearchParams('page=4') });
    await expect(past).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/x\?page=3;307;/) });
    // Page 4 of 30 items does not exist: it was never asked for (nor cached).
    expect(read.mock.calls.map(([s]) => s.page)).toEqual([1]);

    read.mockClear();
    await readListView({ state: defaults, defaults, pageSize: 12, read, path: '/x' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('moves a page past the last one to the last page (307), keeping the rest of the query', async () => {
    const moved = (query: string, total = 30) =>
      readListView({ state: listStateOf(new URLSearchParams(query), sorts, defaults), defaults, pageSize: 12, read: async (s) => pageOf(s.page, total), path: '/products/search/Product', query: new URLSearchParams(query) }).then(
        () => 'rendered',
        (error: { digest?: string }) => error.digest?.split(';').slice(2, 4).join(' '),
      );
    expect(await moved('page=99999')).toBe('/products/search/Product?page=3 307');
    expect(await moved('sort=price-asc&page=99&utm_source=a')).toBe('/products/search/Product?sort=price-asc&utm_source=a&page=3 307');
    // A list of one page (or none) moves to its canonical first page.
    expect(await moved('page=2', 5)).toBe('/products/search/Product 307');
    expect(await moved('page=2', 0)).toBe('/products/search/Product 307');
    expect(await moved('page=3')).toBe('rendered');
  });

  it('puts the page in the canonical URL, links prev and next, and keeps re-ordered views out of the index', async () => {
    const base = { title: 'کالاها', description: 'همه کالاها', path: '/products/search/Product' };
    const second = await listMetadata(base, { state: { page: 2, sort: 'newest' }, defaults, totalCount: 40, pageSize: 12 });
    expect(second.alternates?.canonical).toBe('https://bazargah.test/products/search/Product?page=2');
    expect(second.pagination).toEqual({
      previous: 'https://bazargah.test/products/search/Product',
      next: 'https://bazargah.test/products/search/Product?page=3',
    });
    expect(second.title).toBe('کالاها - صفحه 2');
    expect(second.robots).toBeUndefined();

    const last = await listMetadata(base, { state: { page: 4, sort: 'price-asc' }, defaults, totalCount: 40, pageSize: 12 });
    expect(last.alternates?.canonical).toBe('https://bazargah.test/products/search/Product?page=4');
    expect(last.pagination).toEqual({ previous: 'https://bazargah.test/products/search/Product?sort=price-asc&page=3', next: null });
    expect(last.robots).toEqual({ index: false, follow: true });

    const first = await listMetadata(base, { state: defaults, defaults, totalCount: 5, pageSize: 12 });
    expect(first.alternates?.canonical).toBe('https://bazargah.test/products/search/Product');
    expect(first.pagination).toEqual({ previous: null, next: null });
  });
});

describe('list URLs and API parameters', () => {
  it('builds the same API parameters for the first page and a view of it', () => {
    expect(JSON.stringify(catalogPageParams({ categoryId: 4 }, defaults, 12))).toBe(JSON.stringify({ categoryId: 4, pageSize: 12, sort: 'newest' }));
    expect(catalogPageParams({ categoryId: 4 }, { page: 2, sort: 'price-desc' }, 12)).toEqual({ categoryId: 4, pageSize: 12, sort: 'price', direction: 'desc', pageNumber: 2 });
  });

  it('writes list URLs and reads search params with repeated keys', () => {
    expect(listHref('/suppliers/Product', { page: 2, sort: 'rating' }, { page: 1, sort: 'rating' })).toBe('/suppliers/Product?page=2');
    expect(toSearchParams({ p5: ['a', 'b'], page: '2', none: undefined }).toString()).toBe('p5=a&p5=b&page=2');
    // Only what a listing reads, ordered by name: the page cache keys by exactly this.
    expect(toSearchParams({ utm_source: 'x', sort: 'price-asc', page: '2', _rsc: '1' }).toString()).toBe('page=2&sort=price-asc');
  });
});
