import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  PAGE_SIZE_OPTIONS,
  clampPage,
  dataTableReducer,
  initialDataTableState,
  nextSort,
  pageCount,
  pageRange,
  scopeSelection,
  selectAllScope,
  sliceForPage,
  toggleAll,
  toggleRow,
} from './data-table-state';
import { compareCells } from './data-table-rows';

describe('defaults', () => {
  it('start on page 1 with 10 rows, offering 10, 25, 50, 100 and All', () => {
    expect(initialDataTableState()).toEqual({ page: 1, pageSize: 10, sort: null, search: '' });
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100, -1]);
  });
});

describe('sorting', () => {
  it('cycles ascending → descending → none', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ id: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ id: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
  });

  it('starts another column at ascending', () => {
    expect(nextSort({ id: 'name', direction: 'desc' }, 'price')).toEqual({
      id: 'price',
      direction: 'asc',
    });
  });

  it('resets to page 1 on every sort change', () => {
    const state = initialDataTableState({ page: 4 });
    expect(dataTableReducer(state, { type: 'sort', columnId: 'name' }).page).toBe(1);
  });

  it('orders Persian text by the Persian alphabet, numbers numerically, empties last', () => {
    const words = ['گل', 'پل', 'بام', 'یک', 'چای'];
    expect([...words].sort(compareCells)).toEqual(['بام', 'پل', 'چای', 'گل', 'یک']);
    expect([10, 9, 100].sort(compareCells)).toEqual([9, 10, 100]);
    expect(['ب', null, 'الف'].sort(compareCells)).toEqual(['الف', 'ب', null]);
  });
});

describe('search and paging', () => {
  it('a new search resets to page 1; the same search changes nothing', () => {
    const state = initialDataTableState({ page: 3, search: 'الف' });
    expect(dataTableReducer(state, { type: 'search', search: 'ب' })).toMatchObject({
      page: 1,
      search: 'ب',
    });
    expect(dataTableReducer(state, { type: 'search', search: 'الف' })).toBe(state);
  });

  it('a new page size resets to page 1', () => {
    const state = initialDataTableState({ page: 3 });
    expect(dataTableReducer(state, { type: 'pageSize', pageSize: 25 })).toMatchObject({
      page: 1,
      pageSize: 25,
    });
  });

  it('never goes below page 1', () => {
    expect(dataTableReducer(initialDataTableState(), { type: 'page', page: 0 }).page).toBe(1);
  });

  it('counts pages, with All and an empty table as one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(1000, ALL_ROWS)).toBe(1);
  });

  it('clamps the page to the page count', () => {
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    const state = initialDataTableState({ page: 5 });
    expect(dataTableReducer(state, { type: 'clamp', total: 21 }).page).toBe(3);
    expect(dataTableReducer(state, { type: 'clamp', total: 500 })).toBe(state);
  });

  it('slices and labels the current page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(sliceForPage(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(sliceForPage(rows, 9, 10)).toEqual([21, 22, 23]);
    expect(sliceForPage(rows, 2, ALL_ROWS)).toHaveLength(23);
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
    expect(pageRange(1, ALL_ROWS, 23)).toEqual({ from: 1, to: 23 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('selection strategies', () => {
  const pageIds = ['a', 'b'];
  const allIds = ['a', 'b', 'c', 'd'];

  it('single keeps at most one row', () => {
    expect(toggleRow(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggleRow(['b'], 'b', 'single')).toEqual([]);
    expect(selectAllScope('single', pageIds, allIds)).toBeNull();
  });

  it('page (the default) selects the rows on screen from the header', () => {
    const scope = selectAllScope('page', pageIds, allIds)!;
    expect(toggleAll(['c'], scope)).toEqual(['c', 'a', 'b']);
    expect(toggleAll(['a', 'b', 'c'], scope)).toEqual(['c']);
  });

  it('all selects every row the table holds', () => {
    const scope = selectAllScope('all', pageIds, allIds)!;
    expect(toggleAll([], scope)).toEqual(allIds);
    expect(scopeSelection(['a'], scope)).toBe('some');
    expect(scopeSelection(allIds, scope)).toBe('all');
    expect(scopeSelection([], [])).toBe('none');
  });

  it('multiple strategies add and remove one row at a time', () => {
    expect(toggleRow(['a'], 'b', 'page')).toEqual(['a', 'b']);
    expect(toggleRow(['a', 'b'], 'a', 'all')).toEqual(['b']);
  });
});
