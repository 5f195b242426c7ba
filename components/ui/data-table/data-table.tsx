'use client';

import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import type { RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/persian';
import { SEARCH_TEXT_MAX } from '@/api/contract/limits';
import { visuallyHidden } from '@/components/catalog/ui/a11y-styles';
import { DataTableHead } from './data-table-head';
import { renderPart } from './render-part';
import { DataTablePager } from './data-table-pager';
import { PAGE_SIZE_OPTIONS } from './data-table-state';
import { useDataTable, type UseDataTableOptions } from './use-data-table';
import { useFocusOnReturn } from './use-focus-on-return';
import { SMALL_BUTTON_ROWS } from '@/components/theme/small-button-rows';
import styles from './data-table.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match tanstack's
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'center' | 'right';
  }
}

export type DataTableProps<T> = UseDataTableOptions<T> & {
  /** Accessible name of the table (read by screen readers), in Persian. */
  label: string;
  searchable?: boolean;
  selectable?: boolean;
  emptyText?: string;
  pageSizeOptions?: readonly number[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  size?: 'small' | 'medium';
  /** What a row is called, for its checkbox's name («انتخاب «…»»): every one read «انتخاب ردیف». */
  rowLabel?: (row: T) => string;
  /** The table's scrolling region (focusable): where a caller puts the focus after rows it removed. */
  regionRef?: Ref<HTMLDivElement>;
  /** The read of the rows (a react-query result): failed, it is said in their place with a retry, not as an empty list or search. */
  rowsRead?: { isError: boolean; refetch: () => unknown };
  /** What can be done to the selected rows (buttons), shown with their count while some are. */
  selectionActions?: ReactNode;
};

const SEARCH_DELAY_MS = 300;

/**
 * For the link that opens a row: on a phone, where a row is a card, the whole card opens it. One
 * such link a row, itself not positioned (a `fingerTarget` would hold its layer to the link).
 */
export const ROW_LINK_CLASS = styles.rowLink;

/** A column's name for its cells' labels where a phone shows a row as a card; a header drawn by a function has none. */
const columnName = (header: unknown) => (typeof header === 'string' && header ? header : undefined);

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, searchable = false, selectable = false, loading = false } = props;
  const { pageSizeOptions = PAGE_SIZE_OPTIONS, minWidth = 640, size = 'medium', emptyText, rowLabel, regionRef, rowsRead, selectionActions } = props;
  const failed = rowsRead?.isError ?? false;
  const tc = useTranslations('common');
  const t = useTranslations('dataTable');
  const model = useDataTable(props);
  const { table, state, dispatch, selection } = model;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const card = useRef<HTMLDivElement>(null);
  const rememberOpenedRow = useFocusOnReturn(card, ROW_LINK_CLASS, { shown: !failed && model.pageRows.length > 0, settled: !loading });

  // Typing updates the box at once; the (possibly server-backed) search follows after a pause.
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => {
    if (searchText === state.search) return;
    const id = setTimeout(() => dispatch({ type: 'search', search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [searchText, state.search, dispatch]);

  const columnCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0);
  // An empty list has no pages: its pager read «۰–۰ از ۰».
  const paged = model.total > 0 && !failed;
  const chosen = selectable && selection.selected.length > 0;
  const chosenText = chosen ? t('selected', { count: formatNumber(selection.selected.length) }) : '';
  // The count is heard from the live region below, present before anything is chosen (one added
  // with its text is not always read); shown here.
  const selectionBar = chosen ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', ...SMALL_BUTTON_ROWS }}>
      <Typography variant="body2" aria-hidden sx={{ color: 'text.secondary' }}>
        {chosenText}
      </Typography>
      {selectionActions}
    </Box>
  ) : null;
  // On a phone, where rows are cards, a card ticked far down the list had its actions above the
  // list, out of sight: they follow the cards there, held at the screen's bottom while in the list.
  const barBelow = phone && !!selectionActions;
  const bar = useRef<HTMLDivElement>(null);
  // The bar comes after every card in the keyboard's order (each card two stops): one stop before
  // the cards takes the keyboard there.
  const toBar = () => (bar.current?.querySelector<HTMLElement>('button:not(:disabled), a[href], select:not(:disabled)') ?? bar.current)?.focus();

  return (
    <Paper ref={card} variant="outlined" sx={{ width: '100%' }} onClickCapture={rememberOpenedRow}>
      {/* The rounded corners clip what is above the pager, not the pager: its buttons' finger layers reach past the card's edge. */}
      <Box sx={{ overflow: 'hidden', borderRadius: 'inherit', ...(paged ? { borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } : {}) }}>
        {searchable || (chosen && !barBelow) ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1.5 }}>
            {searchable ? (
              <TextField
                size="small"
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder={t('search')}
                sx={{ flex: '1 1 220px', maxWidth: 360 }}
                slotProps={{
                  htmlInput: { 'aria-label': t('searchLabel'), maxLength: SEARCH_TEXT_MAX },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            ) : null}
            {searchable ? (
              // What a search found, said once its answer is in: the table changes out of sight of a screen reader.
              <Box role="status" sx={visuallyHidden}>
                {failed ? t('failed') : state.search && !loading ? (model.total === 0 ? t('searchFoundNone') : t('searchFound', { count: formatNumber(model.total) })) : ''}
              </Box>
            ) : null}
            {barBelow ? null : selectionBar}
          </Box>
        ) : null}
        {selectable ? (
          <Box role="status" sx={visuallyHidden}>
            {/* Heard where the actions are: after the cards, out of a screen reader's way until then. */}
            {chosen && barBelow ? t('selectedActionsBelow', { count: formatNumber(selection.selected.length) }) : chosenText}
          </Box>
        ) : null}
        <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('loading')} /> : null}</Box>
        {barBelow && chosen ? (
          <button type="button" className={styles.toSelectionBar} onClick={toBar}>
            {t('toSelectionActions')}
          </button>
        ) : null}
        <TableContainer
          ref={regionRef}
          // Keyboard users can scroll the overflowing table too.
          tabIndex={0}
          role="region"
          aria-label={label}
          className={`${styles.scrollShadows} ${styles.stacked}`}
          sx={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch', maxWidth: '100%' }}
        >
          {/* Roles written out: cards made of rows and cells by CSS are no table to some screen readers (WebKit) otherwise. */}
          <Table role="table" aria-label={label} aria-busy={loading} size={size} sx={{ minWidth }}>
            <DataTableHead
              table={table}
              sort={state.sort}
              onSort={(columnId) => dispatch({ type: 'sort', columnId })}
              selectable={selectable}
              strategy={selection.strategy}
              selected={selection.selected}
              scope={selection.scope}
              onToggleAll={selection.toggleAll}
            />
            <TableBody role="rowgroup">
              {failed ? (
                <TableRow role="row">
                  <TableCell role="cell" colSpan={columnCount} align="center" sx={{ py: 4 }}>
                    <Typography component="span" sx={{ color: 'error.dark', display: 'block', mb: 1 }}>
                      {t('failed')}
                    </Typography>
                    <Button variant="outlined" size="small" onClick={() => void rowsRead?.refetch()}>
                      {tc('retry')}
                    </Button>
                  </TableCell>
                </TableRow>
              ) : model.pageRows.length === 0 ? (
                <TableRow role="row">
                  <TableCell
                    role="cell"
                    colSpan={columnCount}
                    align="center"
                    sx={{ py: 4, color: 'text.secondary' }}
                  >
                    {loading ? t('loading') : (emptyText ?? t('empty'))}
                  </TableCell>
                </TableRow>
              ) : (
                model.pageRows.map((row) => {
                  const isSelected = selection.selected.includes(row.id);
                  return (
                    <TableRow
                      key={row.id}
                      role="row"
                      hover
                      selected={isSelected}
                      aria-selected={selectable ? isSelected : undefined}
                    >
                      {selectable ? (
                        <TableCell padding="checkbox" role="cell" className={styles.selectCell}>
                          <Checkbox
                            checked={isSelected}
                            onChange={() => selection.toggleRow(row.id)}
                            slotProps={{ input: { 'aria-label': rowLabel ? t('selectRowOf', { name: rowLabel(row.original) }) : t('selectRow') } }}
                          />
                        </TableCell>
                      ) : null}
                      {row.getVisibleCells().map((cell) => (
                        <TableCell key={cell.id} role="cell" align={cell.column.columnDef.meta?.align} data-label={columnName(cell.column.columnDef.header)}>
                          {renderPart(cell.column.columnDef.cell, cell.getContext())}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      {barBelow && selectionBar ? (
        <Box
          ref={bar}
          // Taken by the jump above the cards when none of its actions can take the focus (all disabled while one runs).
          tabIndex={-1}
          className={styles.selectionBar}
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            px: 1.5,
            pt: 1,
            pb: 'calc(8px + env(safe-area-inset-bottom))',
            // The card's last part when no pager follows (its rows could not be read again): its corners.
            ...(paged ? {} : { borderBottomLeftRadius: 'inherit', borderBottomRightRadius: 'inherit' }),
          }}
        >
          {selectionBar}
        </Box>
      ) : null}
      {paged ? (
        <DataTablePager
          page={state.page}
          pageSize={state.pageSize}
          total={model.total}
          pageSizeOptions={pageSizeOptions}
          onPageChange={(page) => dispatch({ type: 'page', page })}
          onPageSizeChange={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
        />
      ) : null}
    </Paper>
  );
}
