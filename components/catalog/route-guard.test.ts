import { describe, expect, it, vi } from 'vitest';
import type { SitemapKind } from '@/api/contract/sitemap';
import { ApiError } from '@/api/errors';
import { guardCatalogueRoute, hasListParams, NOT_FOUND_PATH, type SlugLookup } from './route-guard';
import { createSlugLookup } from './route-guard-lookup';

const rows: Record<SitemapKind, Record<number, string>> = {
  products: { 12: 'میلگرد-۱۲' },
  'base-products': { 7: 'سیمان' },
  categories: { 3: 'فولاد' },
  suppliers: { 5: 'آهن-نوین' },
  'category-supplier-products': {},
};
const lookup: SlugLookup = async (kind, id) => (rows[kind][id] ? { slug: rows[kind][id] } : null);
const enc = encodeURIComponent;
const guard = (path: string, query = '') => guardCatalogueRoute(path, new URLSearchParams(query), lookup);

describe('catalogue route guard', () => {
  it('lets canonical URLs through to their cached pages', async () => {
    for (const path of [
      `/products/12/${enc('میلگرد-۱۲')}`,
      `/products/base-product/7/${enc('سیمان')}`,
      `/products/category/3/${enc('فولاد')}`,
      '/products/category/3/supplier/5',
      '/products/search/Product',
      `/category/3/${enc('فولاد')}`,
      '/category/categoryType/IndustrialService',
      `/category/properties/3/${enc('فولاد')}`,
      '/suppliers/ConsultingService',
      `/supplier/5/${enc('آهن-نوین')}`,
      '/supplier/5/products/Product',
      `/supplier/5/merchantDelegations/${enc('آهن-نوین')}`,
      `/supplier/category/3/${enc('فولاد')}`,
    ]) {
      expect(await guard(path), path).toEqual({ action: 'pass' });
    }
  });

  it('moves a wrong, missing or extra slug to the canonical URL', async () => {
    expect(await guard('/products/12/aaa')).toEqual({ action: 'redirect', location: `/products/12/${enc('میلگرد-۱۲')}` });
    expect(await guard('/products/12')).toEqual({ action: 'redirect', location: `/products/12/${enc('میلگرد-۱۲')}` });
    expect(await guard(`/products/12/${enc('میلگرد-۱۲')}/x`)).toEqual({ action: 'redirect', location: `/products/12/${enc('میلگرد-۱۲')}` });
    expect(await guard('/products/base-product/7/x')).toEqual({ action: 'redirect', location: `/products/base-product/7/${enc('سیمان')}` });
    expect(await guard('/category/properties/3')).toEqual({ action: 'redirect', location: `/category/properties/3/${enc('فولاد')}` });
    expect(await guard('/supplier/category/3/x')).toEqual({ action: 'redirect', location: `/supplier/category/3/${enc('فولاد')}` });
    expect(await guard('/supplier/5/merchantDelegations')).toEqual({ action: 'redirect', location: `/supplier/5/merchantDelegations/${enc('آهن-نوین')}` });
    expect(await guard('/products/category/3/supplier')).toEqual({ action: 'redirect', location: `/products/category/3/${enc('فولاد')}` });
  });

  it('answers 404 for a missing id or an impossible parameter, without a page render', async () => {
    for (const path of [
      '/products/999999999',
      '/products/999999999/x',
      '/products/abc',
      '/products/0/x',
      '/products/base-product/8/x',
      '/products/category/4/x',
      '/products/category/3/supplier/6',
      '/products/category/3/supplier/x',
      '/products/search/Gadgets',
      '/category/categoryType/aaa',
      '/suppliers/aaa',
      '/supplier/6/x',
      '/supplier/5/products/aaa',
      '/supplier/6/products/Product',
      '/list-view/products/category/3/x',
      '/list-view',
    ]) {
      expect(await guard(path), path).toEqual({ action: 'not-found' });
    }
    expect(NOT_FOUND_PATH.startsWith('/list-view/')).toBe(true);
  });

  it('sends listings with list parameters to their per-request view; other pages ignore the query', async () => {
    expect(await guard(`/products/category/3/${enc('فولاد')}`, 'page=2')).toEqual({ action: 'list-view', pathname: `/list-view/products/category/3/${enc('فولاد')}` });
    expect(await guard('/suppliers/Product', 'sort=name')).toEqual({ action: 'list-view', pathname: '/list-view/suppliers/Product' });
    expect(await guard('/supplier/5/products/Product', 'page=3')).toEqual({ action: 'list-view', pathname: '/list-view/supplier/5/products/Product' });
    expect(await guard(`/category/properties/3/${enc('فولاد')}`, 'p55=1~2')).toMatchObject({ action: 'list-view' });
    expect(await guard('/products/category/3/supplier/5', 'page=2')).toMatchObject({ action: 'list-view' });
    expect(await guard('/suppliers/Product', 'utm_source=x')).toEqual({ action: 'pass' });
    expect(await guard(`/products/12/${enc('میلگرد-۱۲')}`, 'page=2')).toEqual({ action: 'pass' });
    // A wrong slug still moves first (the proxy keeps the query on the way).
    expect(await guard('/suppliers/aaa', 'page=2')).toEqual({ action: 'not-found' });
    expect(hasListParams(new URLSearchParams('_rsc=1'))).toBe(false);
  });

  it('leaves routes it does not know and API outages to the pages', async () => {
    expect(await guard('/suppliers/search/آهن')).toEqual({ action: 'pass' });
    expect(await guard('/category/contents/Product/3/x')).toEqual({ action: 'pass' });
    const failing: SlugLookup = async () => {
      throw new Error('down');
    };
    expect(await guardCatalogueRoute('/products/12/x', new URLSearchParams(), failing)).toEqual({ action: 'pass' });
  });
});

describe('slug lookups', () => {
  const notFound = () =>
    new ApiError({ request: { method: 'GET', url: '/api/v1/sitemap/products/9' }, response: new Response(null, { status: 404 }) } as never);

  it('asks the API once a minute per row, remembers misses, forgets failures', async () => {
    let clock = 0;
    const read = vi.fn(async (_kind: SitemapKind, id: number) => {
      if (id === 9) throw notFound();
      if (id === 13) throw new Error('down');
      return { slug: `s${id}` };
    });
    const lookup = createSlugLookup(read, new Map(), () => clock);
    expect(await lookup('products', 1)).toEqual({ slug: 's1' });
    expect(await lookup('products', 1)).toEqual({ slug: 's1' });
    expect(read).toHaveBeenCalledTimes(1);
    expect(await lookup('products', 9)).toBeNull();
    expect(await lookup('products', 9)).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
    await expect(lookup('products', 13)).rejects.toThrow('down');
    await expect(lookup('products', 13)).rejects.toThrow('down');
    expect(read).toHaveBeenCalledTimes(4);
    clock = 61_000;
    await lookup('products', 1);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('holds a bounded number of rows', async () => {
    const entries = new Map();
    const lookup = createSlugLookup(async (_kind, id) => ({ slug: String(id) }), entries);
    for (let id = 1; id <= 20_050; id++) await lookup('products', id);
    expect(entries.size).toBe(20_000);
  });
});
