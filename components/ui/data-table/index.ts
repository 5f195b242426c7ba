export { DataTable, ROW_LINK_CLASS, type DataTableProps } from './data-table';
export { DateCell } from './date-cell';
export {
  ALL_ROWS,
  PAGE_SIZE_OPTIONS,
  initialDataTableState,
  type DataTableState,
  type SelectionStrategy,
  type SortState,
} from './data-table-state';
export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
