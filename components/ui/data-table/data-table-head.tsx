'use client';

import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Table } from '@tanstack/react-table';
import { renderPart } from './render-part';
import { useTranslations } from 'next-intl';
import styles from './data-table.module.css';
import { scopeSelection, type SelectionStrategy, type SortState } from './data-table-state';

type Props<T> = {
  table: Table<T>;
  sort: SortState;
  onSort: (columnId: string) => void;
  selectable: boolean;
  strategy: SelectionStrategy;
  selected: string[];
  scope: string[] | null;
  onToggleAll: () => void;
};

const ariaSort = (sort: SortState, id: string) =>
  sort?.id === id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** Where a phone shows rows as cards, the header row holds only the controls: its sort buttons, under their label, and «select all». */
function phoneHeader(sortable: boolean, selectable: boolean, sortLabel: string) {
  if (sortable) return { 'data-sort-label': sortLabel };
  return selectable ? {} : { className: styles.outOfSightOnPhone };
}

export function DataTableHead<T>(props: Props<T>) {
  const { table, sort, onSort, selectable, strategy, selected, scope, onToggleAll } = props;
  const t = useTranslations('dataTable');
  const scopeState = scope ? scopeSelection(selected, scope) : 'none';

  return (
    <TableHead role="rowgroup">
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} role="row" {...phoneHeader(group.headers.some((h) => h.column.getCanSort()), selectable, t('sortBy'))}>
          {selectable ? (
            <TableCell padding="checkbox" role="columnheader" className={styles.selectCell}>
              {scope ? (
                // Beside the sort buttons on a phone the box alone said nothing: it is named there too.
                <label className={styles.selectAll}>
                  <Checkbox
                    checked={scopeState === 'all'}
                    indeterminate={scopeState === 'some'}
                    disabled={scope.length === 0}
                    onChange={onToggleAll}
                    slotProps={{
                      input: {
                        'aria-label': strategy === 'all' ? t('selectAllRows') : t('selectPageRows'),
                      },
                    }}
                  />
                  <span className={styles.selectAllText} aria-hidden>
                    {t('selectAll')}
                  </span>
                </label>
              ) : null}
            </TableCell>
          ) : null}
          {group.headers.map((header) => {
            const { column } = header;
            const label = header.isPlaceholder
              ? null
              : renderPart(column.columnDef.header, header.getContext());
            const active = sort?.id === column.id;
            return (
              <TableCell
                key={header.id}
                colSpan={header.colSpan}
                role="columnheader"
                align={column.columnDef.meta?.align}
                aria-sort={ariaSort(sort, column.id)}
                className={column.getCanSort() ? undefined : styles.outOfSightOnPhone}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {column.getCanSort() && !header.isPlaceholder ? (
                  <TableSortLabel
                    active={active}
                    direction={active ? sort!.direction : 'asc'}
                    onClick={() => onSort(column.id)}
                  >
                    {label}
                  </TableSortLabel>
                ) : (
                  label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
