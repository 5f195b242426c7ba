import { SEARCH_TEXT_MAX } from '@/api/contract/limits';
import { PAGE_SIZE_OPTIONS, type DataTableState } from './data-table-state';

/**
 * A list's page, rows per page, sort and search as query parameters, so that Back from a row's
 * page, a reload or a shared link comes back to the same page of the same list. Only what differs
 * from the list's start is written; what a hand-edited address holds that the list cannot show
 * (a page of letters, an unknown column, 37 rows) is read as the start.
 */
const TABLE_PARAMS = { page: 'page', pageSize: 'size', sort: 'sort', search: 'q' } as const;

/** A sort as it is written: `updatedAt.desc`, or `none` for a list whose start is sorted. */
const NO_SORT = 'none';

const positive = (text: string | null) => (text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

/** The list's `sortable` columns and, when it offers fewer than the table's, its `pageSizes`. */
type TableChoices = { sortable: readonly string[]; pageSizes?: readonly number[] };

export function tableFromQuery(query: URLSearchParams, start: DataTableState, { sortable, pageSizes = PAGE_SIZE_OPTIONS }: TableChoices): DataTableState {
  const size = Number(query.get(TABLE_PARAMS.pageSize));
  const [id, direction] = (query.get(TABLE_PARAMS.sort) ?? '').split('.');
  const sort =
    id === NO_SORT && direction === undefined
      ? null
      : sortable.includes(id) && (direction === 'asc' || direction === 'desc')
        ? { id, direction: direction as 'asc' | 'desc' }
        : start.sort;
  const search = query.get(TABLE_PARAMS.search);
  return {
    page: positive(query.get(TABLE_PARAMS.page)) ?? start.page,
    pageSize: query.has(TABLE_PARAMS.pageSize) && pageSizes.includes(size) ? size : start.pageSize,
    sort,
    search: search !== null && search.length <= SEARCH_TEXT_MAX && !search.includes('\0') ? search : start.search,
  };
}

/** The parameters to set (a text) or remove (`null`) for `table`, against the list's start. */
export function tableToQuery(table: DataTableState, start: DataTableState): Record<string, string | null> {
  const sortText = (sort: DataTableState['sort']) => (sort ? `${sort.id}.${sort.direction}` : NO_SORT);
  return {
    [TABLE_PARAMS.page]: table.page === start.page ? null : String(table.page),
    [TABLE_PARAMS.pageSize]: table.pageSize === start.pageSize ? null : String(table.pageSize),
    [TABLE_PARAMS.sort]: sortText(table.sort) === sortText(start.sort) ? null : sortText(table.sort),
    [TABLE_PARAMS.search]: table.search === start.search ? null : table.search,
  };
}
