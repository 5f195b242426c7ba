import { describe, expect, it } from 'vitest';
import { isDefaultState, listStateQuery, pageCount, PRODUCT_SORTS, productSortQuery, readListState } from './list-state';

const defaults = { page: 1, sort: 'newest' as const };
const read = (query: string) => readListState(new URLSearchParams(query), PRODUCT_SORTS, defaults);

describe('list state in the URL', () => {
  it('reads page and sort', () => {
    expect(read('page=3&sort=price-asc')).toEqual({ page: 3, sort: 'price-asc' });
  });

  it('falls back to the defaults on anything unreadable', () => {
    expect(read('')).toEqual(defaults);
    expect(read('page=0&sort=cheapest')).toEqual(defaults);
    expect(read('page=-2')).toEqual(defaults);
    expect(read('page=2.5')).toEqual(defaults);
    expect(read('page=abc')).toEqual(defaults);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(listStateQuery(defaults, defaults)).toBe('');
    expect(listStateQuery({ page: 2, sort: 'newest' }, defaults)).toBe('?page=2');
    expect(listStateQuery({ page: 1, sort: 'price-desc' }, defaults, new URLSearchParams('p12=a&page=9'))).toBe(
      '?p12=a&sort=price-desc',
    );
  });

  it('round-trips', () => {
    const state = { page: 7, sort: 'price-asc' as const };
    expect(read(listStateQuery(state, defaults).slice(1))).toEqual(state);
    expect(isDefaultState(read(''), defaults)).toBe(true);
  });

  it('maps product sorts to the API sorting', () => {
    expect(productSortQuery('price-desc')).toEqual({ sort: 'price', direction: 'desc' });
    expect(productSortQuery('newest')).toEqual({ sort: 'newest' });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
  });
});
