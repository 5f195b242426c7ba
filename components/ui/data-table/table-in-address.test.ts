import { describe, expect, it } from 'vitest';
import { initialDataTableState } from './data-table-state';
import { tableFromQuery, tableToQuery } from './table-in-address';

const START = initialDataTableState({ sort: { id: 'updatedAt', direction: 'desc' } });
const CHOICES = { sortable: ['updatedAt', 'createdAt'], pageSizes: [10, 25, 50, 100] };
const read = (query: string) => tableFromQuery(new URLSearchParams(query), START, CHOICES);

describe('a list in its address', () => {
  it('writes only what differs from the list’s start, and reads it back as it was', () => {
    expect(tableToQuery(START, START)).toEqual({ page: null, size: null, sort: null, q: null });
    const left = { page: 3, pageSize: 25, sort: { id: 'createdAt', direction: 'asc' as const }, search: 'میلگرد ۱۲' };
    const written = tableToQuery(left, START);
    expect(written).toEqual({ page: '3', size: '25', sort: 'createdAt.asc', q: 'میلگرد ۱۲' });
    const query = new URLSearchParams(Object.entries(written).flatMap(([k, v]) => (v === null ? [] : [[k, v]])));
    expect(tableFromQuery(query, START, CHOICES)).toEqual(left);
  });

  it('keeps a sort turned off, where the list starts sorted', () => {
    const unsorted = { ...START, sort: null };
    expect(tableToQuery(unsorted, START).sort).toBe('none');
    expect(read('sort=none').sort).toBeNull();
  });

  it('reads what a hand-edited address holds that the list cannot show as the list’s start', () => {
    for (const query of ['page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=99999999', 'size=37', 'size=-1', 'size=', 'sort=price.asc', 'sort=createdAt.up', 'sort=none.asc', `q=${'ب'.repeat(101)}`, 'q=a%00b']) {
      expect(read(query), query).toEqual(START);
    }
  });
});
