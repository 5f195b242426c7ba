'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fetchWalletEntries, walletKey, type WalletEntriesParams } from '@/api/wallet';
import { WALLET_ENTRY_TYPES, type WalletEntry, type WalletEntryType } from '@/api/contract/wallet';
import { createColumnHelper, DataTable, initialDataTableState, type DataTableState, DateCell } from '@/components/ui/data-table';
import { JalaliDateField } from '@/components/profile/personal-info/jalali-date-field';
import { tableFromQuery, tableToQuery } from '@/components/ui/data-table/table-in-address';
import { useKeptInAddress, useOpeningQuery } from '@/components/ui/use-list-address';
import { dayOrNone, isDay, isReversedRange } from '@/lib/day-range';
import { formatNumber, rialToToman, toPersianDigits } from '@/lib/persian';

const column = createColumnHelper<WalletEntry>();
const PAGE_SIZES = [10, 25, 50, 100] as const;
const START: DataTableState = initialDataTableState({ sort: { id: 'createdAt', direction: 'desc' } });
const CHOICES = { sortable: ['createdAt'], pageSizes: PAGE_SIZES };

/** The wallet's movements in the seed's data table: by type and day, searched in their descriptions, newest first or oldest. */
export function WalletLedger() {
  const t = useTranslations('wallet.entries');
  const tc = useTranslations('common');
  // Kept in the address: a reload, or Back from the gateway after a charge, finds the same page.
  const opening = useOpeningQuery();
  const [table, setTable] = useState(() => tableFromQuery(opening, START, CHOICES));
  const [type, setType] = useState<WalletEntryType | ''>(() => WALLET_ENTRY_TYPES.find((s) => s === opening.get('type')) ?? '');
  const [from, setFrom] = useState(() => dayOrNone(opening.get('from')));
  const [to, setTo] = useState(() => dayOrNone(opening.get('to')));
  useKeptInAddress({ ...tableToQuery(table, START), type, from: isDay(from) ? from : null, to: isDay(to) ? to : null });
  const params: WalletEntriesParams = {
    pageNumber: table.page,
    pageSize: table.pageSize,
    direction: table.sort?.direction ?? 'desc',
    types: type ? [type] : [],
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    text: table.search,
  };
  const entries = useQuery({ queryKey: [...walletKey, 'entries', params], queryFn: () => fetchWalletEntries(params), placeholderData: keepPreviousData });
  // A filter change starts again from the first page, as a sort or a search does.
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setTable((s) => ({ ...s, page: 1 }));
  };
  const filtered = Boolean(type || from || to || table.search);

  const columns = [
    column.accessor('createdAt', { header: t('when'), cell: (info) => <DateCell value={info.getValue()} withTime /> }),
    column.accessor('description', {
      header: t('what'),
      enableSorting: false,
      cell: (info) => <Box sx={{ minWidth: { sm: 160 } }}>{toPersianDigits(info.getValue() || t(`types.${info.row.original.type}`))}</Box>,
    }),
    column.accessor('amount', {
      header: t('amount'),
      enableSorting: false,
      // The sign stays before the figure (an isolated left-to-right run); the header names the unit.
      cell: (info) => (
        <Box component="bdi" dir="ltr" sx={{ color: info.getValue() > 0 ? 'success.dark' : 'error.dark', whiteSpace: 'nowrap' }}>
          {`${info.getValue() > 0 ? '+' : '−'}${toPersianDigits(formatNumber(rialToToman(Math.abs(info.getValue()))))}`}
        </Box>
      ),
    }),
    column.accessor('balanceAfter', { header: t('after'), enableSorting: false, cell: (info) => toPersianDigits(formatNumber(rialToToman(info.getValue()))) }),
  ];

  // A wallet that never moved has nothing to filter: one sentence says so.
  if (entries.data && entries.data.totalCount === 0 && !filtered) return <Typography color="text.secondary">{t('empty')}</Typography>;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField select size="small" label={t('type')} value={type} onChange={(e) => filter(setType)(e.target.value as WalletEntryType | '')}>
          <MenuItem value="">{t('allTypes')}</MenuItem>
          {WALLET_ENTRY_TYPES.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`types.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <JalaliDateField label={t('from')} name="from" value={from} onChange={filter(setFrom)} />
        <JalaliDateField label={t('to')} name="to" value={to} onChange={filter(setTo)} error={isReversedRange(from, to) ? tc('rangeReversed') : undefined} />
      </Box>
      {entries.isError && !entries.data ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void entries.refetch()}>{tc('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={entries.data?.items ?? []}
          rowsRead={entries}
          totalCount={entries.data?.totalCount ?? 0}
          getRowId={(row) => String(row.id)}
          state={table}
          onStateChange={setTable}
          searchable
          loading={entries.isFetching}
          emptyText={entries.isPending ? '' : filtered ? t('noneFound') : t('empty')}
          pageSizeOptions={PAGE_SIZES}
          minWidth={560}
          size="small"
        />
      )}
    </Box>
  );
}
