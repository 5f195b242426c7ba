'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/persian';
import { ALL_ROWS, pageCount, pageRange } from './data-table-state';

type ActionsProps = {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: MouseEvent<HTMLButtonElement> | null, page: number) => void;
  disabled?: boolean;
};

/**
 * First/previous/next/last. SVG icons are not mirrored by the RTL style plugin, so the arrows
 * are picked by direction: on a right-to-left page "next" points left.
 */
function PagerActions({ count, page, rowsPerPage, onPageChange, disabled }: ActionsProps) {
  const t = useTranslations('dataTable');
  const rtl = useTheme().direction === 'rtl';
  const last = pageCount(count, rowsPerPage) - 1;
  const atStart = disabled || page <= 0;
  const atEnd = disabled || rowsPerPage === ALL_ROWS || page >= last;
  const buttons = [
    { key: 'first', label: t('firstPage'), to: 0, off: atStart, Icon: rtl ? LastPage : FirstPage },
    {
      key: 'prev',
      label: t('previousPage'),
      to: page - 1,
      off: atStart,
      Icon: rtl ? ChevronRight : ChevronLeft,
    },
    {
      key: 'next',
      label: t('nextPage'),
      to: page + 1,
      off: atEnd,
      Icon: rtl ? ChevronLeft : ChevronRight,
    },
    { key: 'last', label: t('lastPage'), to: last, off: atEnd, Icon: rtl ? FirstPage : LastPage },
  ];
  // A button that takes the list to its end is disabled there, and the keyboard's focus fell to the
  // page's top: it goes to the way back instead.
  const own = useRef<Record<string, HTMLButtonElement | null>>({});
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    own.current[focusNext.current]?.focus();
    focusNext.current = null;
  }, [page]);
  const go = (key: string, to: number, event: MouseEvent<HTMLButtonElement>) => {
    if (to >= last && (key === 'next' || key === 'last')) focusNext.current = 'prev';
    else if (to <= 0 && (key === 'prev' || key === 'first')) focusNext.current = 'next';
    onPageChange(event, to);
  };
  return (
    <Box sx={{ display: 'flex', flexShrink: 0, marginInlineStart: 1 }}>
      {buttons.map(({ key, label, to, off, Icon }) => (
        <IconButton
          key={key}
          ref={(button) => {
            own.current[key] = button;
          }}
          aria-label={label}
          title={label}
          disabled={off}
          onClick={(event) => go(key, to, event)}
          size="small"
        >
          <Icon fontSize="small" />
        </IconButton>
      ))}
    </Box>
  );
}

type PagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
};

/** MUI's pager with Persian digits, a "همه" page size and direction-aware arrows. */
export function DataTablePager(props: PagerProps) {
  const { page, pageSize, total, pageSizeOptions, onPageChange, onPageSizeChange, disabled } =
    props;
  const t = useTranslations('dataTable');
  const options = pageSizeOptions.map((value) => ({
    value,
    label: value === ALL_ROWS ? t('all') : formatNumber(value),
  }));
  const range = pageRange(page, pageSize, total);
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={() =>
        t('displayedRows', {
          from: formatNumber(range.from),
          to: formatNumber(range.to),
          count: formatNumber(total),
        })
      }
      ActionsComponent={PagerActions}
      disabled={disabled}
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, paddingInline: 1 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
