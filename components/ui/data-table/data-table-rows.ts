import type { FilterFn, Row, SortingFn } from '@tanstack/react-table';
import { normalizePersian } from '@/lib/persian';

// Code-point order puts پ چ ژ گ after ی; the Persian collation puts them where a reader expects.
const collator = new Intl.Collator('fa', { numeric: true, sensitivity: 'base' });

export function compareCells(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Default sorting of every column: numbers, dates and Persian text each in their own order. */
export const persianSort: SortingFn<unknown> = (rowA, rowB, columnId) =>
  compareCells(rowA.getValue(columnId), rowB.getValue(columnId));

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * A row matches when one of its cells contains the search text after both are normalised the
 * way the site search does (Arabic ي/ك, Persian or Latin digits, ZWNJ), so any keyboard finds it.
 */
export const persianSearch: FilterFn<unknown> = (row: Row<unknown>, columnId, search: string) => {
  const needle = normalizePersian(search ?? '');
  if (!needle) return true;
  return normalizePersian(cellText(row.getValue(columnId))).includes(needle);
};
