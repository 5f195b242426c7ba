import { describe, expect, it, vi } from 'vitest';
import type { SitemapKind } from '@/api/contract/sitemap';
import { ApiError } from '@/api/errors';
import { guardCatalogueRoute, NOT_FOUND_PATH, type SlugLookup } from './route-guard';
import { listQuery } from '@/lib/list-params';
import { createSlugLookup } from './route-guard-lookup';

const rows: Record<SitemapKind, Record<number, string>> = {
  products: { 12: 'میلگرد-۱۲' },
  'base-products': { 7: 'سیمان' },
  categories: { 3: 'فولاد' },
  suppliers: { 5: 'آهن-نوین' },
  'category-supplier-products': {},
  contents: {},
  help: {},
};
const lookup: SlugLookup = async (kind, id) => (rows[kind][id] ? { slug: rows[kind][id] } : null);
const enc = encodeURIComponent;
const guard = (path: string) => guardCatalogueRoute(path, lookup);

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
      '/supplier/5/content-list',
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
      '/supplier/6/content-list',
    ]) {
      expect(await guard(path), path).toEqual({ action: 'not-found' });
    }
    expect(await guard(NOT_FOUND_PATH)).toEqual({ action: 'pass' });
  });

  it('passes every view of a listing to its one route, which reads only the list parameters', async () => {
    expect(await guard(`/products/category/3/${enc('فولاد')}`)).toEqual({ action: 'pass' });
    expect(await guard('/supplier/5/products/Product')).toEqual({ action: 'pass' });
    expect(listQuery(new URLSearchParams('_rsc=1&utm_source=x&sort=name&page=2&p55=1~2')).toString()).toBe('p55=1%7E2&page=2&sort=name');
  });

  it('leaves routes it does not know and API outages to the pages', async () => {
    expect(await guard('/suppliers/search/آهن')).toEqual({ action: 'pass' });
    expect(await guard('/category/contents/Product/3/x')).toEqual({ action: 'pass' });
    const failing: SlugLookup = async () => {
      throw new Error('down');
    };
    expect(await guardCatalogueRoute('/products/12/x', failing)).toEqual({ action: 'pass' });
  });
});

describe('slug lookups', () => {
  const notFound = () =>
    new ApiError({ request: { method: 'GET', url: '/api/v1/sitemap/products/9' }, response: new Response(null, { status: 404 }) } as never);

  it('answers the slug of a row, null for a missing one, and lets an outage through', async () => {
    const read = vi.fn(async (_kind: SitemapKind, id: number) => {
      if (id === 9) throw notFound();
      if (id === 13) throw new Error('down');
      return { slug: `s${id}` };
    });
    const lookup = createSlugLookup(read);
    expect(await lookup('products', 1)).toEqual({ slug: 's1' });
    expect(await lookup('products', 9)).toBeNull();
    await expect(lookup('products', 13)).rejects.toThrow('down');
    expect(read).toHaveBeenCalledWith('products', 1);
  });
});
