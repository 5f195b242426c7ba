/**
 * The data table's rules as plain functions (seed, sections 4 and 9), so they are tested
 * without rendering: sorting cycles, paging, page clamping and selection strategies.
 */
export type SortDirection = 'asc' | 'desc';
export type SortState = { id: string; direction: SortDirection } | null;
export type SelectionStrategy = 'single' | 'page' | 'all';

/** The "All" page size: every row on one page. */
export const ALL_ROWS = -1;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100, ALL_ROWS];
export const DEFAULT_PAGE_SIZE = 10;

export type DataTableState = {
  /** 1-based, as the API's `paging.pageNumber`. */
  page: number;
  pageSize: number;
  sort: SortState;
  search: string;
};

export const initialDataTableState = (overrides: Partial<DataTableState> = {}): DataTableState => ({
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  search: '',
  ...overrides,
});

/** Ascending → descending → no sort; another column starts again at ascending. */
export function nextSort(current: SortState, columnId: string): SortState {
  if (!current || current.id !== columnId) return { id: columnId, direction: 'asc' };
  return current.direction === 'asc' ? { id: columnId, direction: 'desc' } : null;
}

/** At least one page, so an empty table still reads "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize === ALL_ROWS || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** 1-based first and last row numbers shown on a page; both 0 when there is nothing. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  if (pageSize === ALL_ROWS) return { from: 1, to: total };
  const current = clampPage(page, pageCount(total, pageSize));
  return { from: (current - 1) * pageSize + 1, to: Math.min(total, current * pageSize) };
}

export function sliceForPage<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  if (pageSize === ALL_ROWS) return [...rows];
  const current = clampPage(page, pageCount(rows.length, pageSize));
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

export type DataTableAction =
  | { type: 'sort'; columnId: string }
  | { type: 'search'; search: string }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  /** The row count changed (deletion, new filter on the server): keep the page in range. */
  | { type: 'clamp'; total: number };

/** Returns the same object when nothing changes, so callers can skip a render and a fetch. */
export function dataTableReducer(state: DataTableState, action: DataTableAction): DataTableState {
  switch (action.type) {
    case 'sort':
      return { ...state, sort: nextSort(state.sort, action.columnId), page: 1 };
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 };
    case 'page': {
      const page = Math.max(1, Math.trunc(action.page) || 1);
      return page === state.page ? state : { ...state, page };
    }
    case 'pageSize':
      return action.pageSize === state.pageSize
        ? state
        : { ...state, pageSize: action.pageSize, page: 1 };
    case 'clamp': {
      const page = clampPage(state.page, pageCount(action.total, state.pageSize));
      return page === state.page ? state : { ...state, page };
    }
  }
}

/** Checking a row: `single` keeps only that row, the others add or remove it. */
export function toggleRow(selected: readonly string[], id: string, strategy: SelectionStrategy) {
  const isSelected = selected.includes(id);
  if (strategy === 'single') return isSelected ? [] : [id];
  return isSelected ? selected.filter((s) => s !== id) : [...selected, id];
}

/**
 * The rows the header checkbox acts on: none for `single` (it has no header checkbox), the
 * rows on screen for `page`, every row the table holds for `all`.
 */
export function selectAllScope(
  strategy: SelectionStrategy,
  pageIds: readonly string[],
  allIds: readonly string[],
): string[] | null {
  if (strategy === 'single') return null;
  return strategy === 'page' ? [...pageIds] : [...allIds];
}

export type ScopeSelection = 'none' | 'some' | 'all';

export function scopeSelection(
  selected: readonly string[],
  scope: readonly string[],
): ScopeSelection {
  const count = scope.filter((id) => selected.includes(id)).length;
  if (count === 0 || scope.length === 0) return 'none';
  return count === scope.length ? 'all' : 'some';
}

/** The header checkbox: all of the scope selected → clear the scope; otherwise select it all. */
export function toggleAll(selected: readonly string[], scope: readonly string[]): string[] {
  if (scopeSelection(selected, scope) === 'all')
    return selected.filter((id) => !scope.includes(id));
  return [...selected, ...scope.filter((id) => !selected.includes(id))];
}
