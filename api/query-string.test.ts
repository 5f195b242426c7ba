import { describe, expect, it } from 'vitest';
import { flattenQuery, toQueryString, withQueryString } from './query-string';

describe('dotted query serialisation', () => {
  it('flattens the seed example with dots', () => {
    expect(toQueryString({ paging: { pageNumber: 1 }, filter: { categoryType: 'Product' } })).toBe(
      'paging.pageNumber=1&filter.categoryType=Product',
    );
  });

  it('repeats the key for arrays of primitives and indexes arrays of objects', () => {
    expect(flattenQuery({ ids: [1, 2], rows: [{ a: 1 }, { a: 2, b: [true] }] })).toEqual([
      ['ids', '1'],
      ['ids', '2'],
      ['rows[0].a', '1'],
      ['rows[1].a', '2'],
      ['rows[1].b', 'true'],
    ]);
  });

  it('omits undefined and null at every depth but keeps empty strings, zero and false', () => {
    expect(
      toQueryString({ a: undefined, b: null, c: { d: null, e: '' }, f: 0, g: false, h: [null] }),
    ).toBe('c.e=&f=0&g=false');
  });

  it('writes dates as ISO instants and drops invalid dates', () => {
    expect(
      toQueryString({ from: new Date('2024-03-20T00:00:00Z'), to: new Date('nonsense') }),
    ).toBe('from=2024-03-20T00%3A00%3A00.000Z');
  });

  it('percent-encodes Persian text and reserved characters', () => {
    expect(toQueryString({ key: 'میلگرد ۱۲&x' })).toBe(`key=${encodeURIComponent('میلگرد ۱۲&x')}`);
  });

  it('appends to a path that already has a query, before any fragment', () => {
    expect(withQueryString('/a?x=1#top', { y: 2 })).toBe('/a?x=1&y=2#top');
    expect(withQueryString('/a?', { y: 2 })).toBe('/a?y=2');
    expect(withQueryString('/a', {})).toBe('/a');
    expect(withQueryString('/a', undefined)).toBe('/a');
  });
});
