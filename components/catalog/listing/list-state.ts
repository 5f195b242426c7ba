/**
 * The state of a paged catalogue list as it travels in the URL (`?page=2&sort=price-asc`), so a
 * list can be linked, reloaded and crawled. Defaults stay out of the URL: the canonical first
 * page has no query at all.
 */

import { listQuery, PAGE_PARAM, SORT_PARAM } from '@/lib/list-params';

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SUPPLIER_SORTS = ['products', 'rating', 'newest', 'name'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

export type ListState<S extends string = string> = { page: number; sort: S };

type Params = { get(name: string): string | null };

const MAX_PAGE = 100_000;

/** Reads `page` and `sort`; anything unreadable falls back to the default. */
export function readListState<S extends string>(params: Params, sorts: readonly S[], defaults: ListState<S>): ListState<S> {
  const rawPage = params.get(PAGE_PARAM);
  const page = rawPage && /^[1-9][0-9]{0,5}$/.test(rawPage) ? Math.min(Number(rawPage), MAX_PAGE) : defaults.page;
  const rawSort = params.get(SORT_PARAM);
  const sort = rawSort && (sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : defaults.sort;
  return { page, sort };
}

/**
 * The query string of a list state, keeping any other parameters (filters) of `base`; default
 * values are dropped. Returns `''` or `?…`.
 */
export function listStateQuery<S extends string>(state: ListState<S>, defaults: ListState<S>, base?: URLSearchParams): string {
  const params = new URLSearchParams(base);
  params.delete(PAGE_PARAM);
  params.delete(SORT_PARAM);
  if (state.sort !== defaults.sort) params.set(SORT_PARAM, state.sort);
  if (state.page !== defaults.page) params.set(PAGE_PARAM, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isDefaultState<S extends string>(state: ListState<S>, defaults: ListState<S>): boolean {
  return state.page === defaults.page && state.sort === defaults.sort;
}

/** The catalogue API's sorting of a product sort. */
export function productSortQuery(sort: ProductSort): { sort: 'newest' | 'price' | 'relevance'; direction?: 'asc' | 'desc' } {
  switch (sort) {
    case 'price-asc':
      return { sort: 'price', direction: 'asc' };
    case 'price-desc':
      return { sort: 'price', direction: 'desc' };
    case 'relevance':
      return { sort: 'relevance' };
    default:
      return { sort: 'newest' };
  }
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
}

/** The same list state as the URL of a list at `path` (its canonical form: defaults left out). */
export function listHref<S extends string>(path: string, state: ListState<S>, defaults: ListState<S>, base?: URLSearchParams): string {
  return path + listStateQuery(state, defaults, base);
}

/**
 * The catalogue API's parameters of one page of a product list, always built the same way, so
 * every view that shows the same page asks the API the same URL and shares its cached answer.
 */
export function catalogPageParams<P extends object>(base: P, state: ListState<ProductSort>, pageSize: number) {
  return { ...base, pageSize, ...productSortQuery(state.sort), ...(state.page > 1 ? { pageNumber: state.page } : {}) };
}

/**
 * A listing page's search params as URLSearchParams: its list parameters only (repeated keys
 * kept), so that what the page shows depends on nothing its cached copy is not keyed by.
 */
export function toSearchParams(record: Record<string, string | string[] | undefined> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record ?? {})) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return listQuery(params);
}
