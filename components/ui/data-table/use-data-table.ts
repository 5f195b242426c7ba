'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingFn,
  type FilterFn,
} from '@tanstack/react-table';
import {
  clampPage,
  dataTableReducer,
  initialDataTableState,
  pageCount,
  selectAllScope,
  sliceForPage,
  toggleAll,
  toggleRow,
  type DataTableAction,
  type DataTableState,
  type SelectionStrategy,
} from './data-table-state';
import { persianSearch, persianSort } from './data-table-rows';

export type UseDataTableOptions<T> = {
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- column value types differ per column
  rows: T[];
  getRowId: (row: T) => string;
  /** Set when the server pages, sorts and searches: `rows` is then only the current page. */
  totalCount?: number;
  /** The server's rows are being read: their total is not known yet (a list opened on page 2 read 0). */
  loading?: boolean;
  state?: DataTableState;
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  selectionStrategy?: SelectionStrategy;
  selected?: string[];
  onSelectedChange?: (ids: string[]) => void;
};

/** State (controlled or not), the tanstack table, the visible page and selection, in one place. */
export function useDataTable<T>(options: UseDataTableOptions<T>) {
  const { rows, totalCount, selectionStrategy = 'page' } = options;
  const manual = totalCount !== undefined;

  const [ownState, setOwnState] = useState(() => initialDataTableState(options.defaultState));
  const state = options.state ?? ownState;
  const { onStateChange, state: controlled } = options;
  const dispatch = useCallback(
    (action: DataTableAction) => {
      const next = dataTableReducer(state, action);
      if (next === state) return;
      if (!controlled) setOwnState(next);
      onStateChange?.(next);
    },
    [state, controlled, onStateChange],
  );

  const [ownSelected, setOwnSelected] = useState<string[]>([]);
  const selected = options.selected ?? ownSelected;
  const { onSelectedChange, selected: controlledSelected } = options;
  const setSelected = useCallback(
    (ids: string[]) => {
      if (!controlledSelected) setOwnSelected(ids);
      onSelectedChange?.(ids);
    },
    [controlledSelected, onSelectedChange],
  );

  const sorting = useMemo(
    () => (state.sort ? [{ id: state.sort.id, desc: state.sort.direction === 'desc' }] : []),
    [state.sort],
  );

  // tanstack's table hands out fresh functions each render; nothing below memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows,
    columns: options.columns,
    getRowId: (row) => options.getRowId(row),
    state: { sorting, globalFilter: state.search },
    // Sorting goes through `nextSort` (asc → desc → none for every column), never tanstack's toggle.
    onSortingChange: () => {},
    onGlobalFilterChange: () => {},
    manualSorting: manual,
    manualFiltering: manual,
    defaultColumn: { sortingFn: persianSort as SortingFn<T> },
    globalFilterFn: persianSearch as FilterFn<T>,
    getColumnCanGlobalFilter: (column) => column.accessorFn !== undefined,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const allRows = table.getRowModel().rows;
  const total = manual ? totalCount : allRows.length;
  const pages = pageCount(total, state.pageSize);
  const page = clampPage(state.page, pages);
  const pageRows = manual ? allRows : sliceForPage(allRows, page, state.pageSize);

  // Rows deleted or a narrower result from the server: move back into range, once it is known.
  const settled = !options.loading;
  useEffect(() => {
    if (settled && state.page > pages) dispatch({ type: 'clamp', total });
  }, [settled, state.page, pages, total, dispatch]);

  const pageIds = pageRows.map((row) => row.id);
  const scope = selectAllScope(
    selectionStrategy,
    pageIds,
    allRows.map((row) => row.id),
  );

  return {
    table,
    state: { ...state, page },
    dispatch,
    total,
    pageCount: pages,
    pageRows,
    selection: {
      strategy: selectionStrategy,
      selected,
      scope,
      toggleRow: (id: string) => setSelected(toggleRow(selected, id, selectionStrategy)),
      toggleAll: () => scope && setSelected(toggleAll(selected, scope)),
    },
  };
}

export type DataTableModel<T> = ReturnType<typeof useDataTable<T>>;
