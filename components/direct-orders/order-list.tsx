'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { fetchMyTradeRequests, fetchSupplierTradeRequests, tradeKey, type TradeListParams } from '@/api/trade';
import { TRADE_STATES, type TradeRequest, type TradeRequestState } from '@/api/contract/trade';
import { createColumnHelper, DataTable, initialDataTableState, ROW_LINK_CLASS, type DataTableState, DateCell } from '@/components/ui/data-table';
import { JalaliDateField } from '@/components/profile/personal-info/jalali-date-field';
import { tableFromQuery, tableToQuery } from '@/components/ui/data-table/table-in-address';
import { useKeptInAddress, useOpeningQuery } from '@/components/ui/use-list-address';
import { dayOrNone, isDay, isReversedRange } from '@/lib/day-range';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { STATE_COLORS } from './state-colors';
import { stateKey } from './state-label';

const column = createColumnHelper<TradeRequest>();
const SORT_FIELDS: Record<string, TradeListParams['sortField']> = { updatedAt: 'updated', createdAt: 'created', wantedDate: 'wanted' };
const PAGE_SIZES = [10, 25, 50, 100] as const;
/** What a storefront's inbox can hold: published orders and what became of them. */
const DESK_STATES = TRADE_STATES.filter((s) => s !== 'draft' && s !== 'awaiting_confirmation');
/**
 * A state's chip takes two lines at most: the table gives the column no more than its longest word,
 * so «فرستاده‌شده به تأمین‌کننده» stood on three lines of its own. The longest state, «پیشنهاد شما،
 * منتظر پاسخ خریدار», needs the 120 px; they come from the product and counterpart columns, so that
 * the table still fits a 1280 px screen's profile column without scrolling sideways.
 */
const WRAPPING_CHIP = { height: 'auto', minHeight: 24, minWidth: { sm: 120 }, maxWidth: 150, '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', py: 0.25 } };
const START: DataTableState = initialDataTableState({ sort: { id: 'updatedAt', direction: 'desc' } });
const CHOICES = { sortable: Object.keys(SORT_FIELDS), pageSizes: PAGE_SIZES };

/**
 * Direct orders in the seed's data table: the buyer's own, or those addressed to one of the
 * supplier's storefronts; filtered by state and by the day they were made, searched, sorted, paged.
 */
export function OrderList({ supplier }: { supplier?: { id: number; name: string } }) {
  const t = useTranslations('directOrders');
  const tc = useTranslations('common');
  // Kept in the address: Back from an order's page comes back to the same page of the same list.
  const opening = useOpeningQuery();
  const [table, setTable] = useState(() => tableFromQuery(opening, START, CHOICES));
  const [state, setState] = useState<TradeRequestState | ''>(() => (supplier ? DESK_STATES : TRADE_STATES).find((s) => s === opening.get('state')) ?? '');
  const [from, setFrom] = useState(() => dayOrNone(opening.get('from')));
  const [to, setTo] = useState(() => dayOrNone(opening.get('to')));
  useKeptInAddress({ ...tableToQuery(table, START), state, from: isDay(from) ? from : null, to: isDay(to) ? to : null });
  const params: TradeListParams = {
    states: state ? [state] : [],
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    text: table.search,
    pageNumber: table.page,
    pageSize: table.pageSize,
    sortField: table.sort ? SORT_FIELDS[table.sort.id] : 'updated',
    sortDirection: table.sort?.direction,
  };
  const orders = useQuery({
    queryKey: [...tradeKey, 'list', supplier?.id ?? 'mine', params],
    queryFn: () => (supplier ? fetchSupplierTradeRequests(supplier.id, params) : fetchMyTradeRequests(params)),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(state || params.from || params.to || table.search);
  // A filter change starts again from the first page, as a sort or a search does.
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setTable((s) => ({ ...s, page: 1 }));
  };

  const columns = [
    column.accessor('id', {
      // «سفارش», not «شمارهٔ سفارش»: a header that long kept the table wider than a 1280 px
      // screen's profile column; «شماره» alone read as a phone number on a phone's cards.
      header: t('list.numberColumn'),
      enableSorting: false,
      cell: (info) => (
        <MuiLink
          component={Link}
          href={`/profile/directorderinfo/${info.getValue()}`}
          aria-label={t('list.open', { id: toPersianDigits(info.getValue()) })}
          className={ROW_LINK_CLASS}
          // A number of one or two digits was a 10 px target for a thumb.
          sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 44, minHeight: 44 }}
        >
          {toPersianDigits(info.getValue())}
        </MuiLink>
      ),
    }),
    column.accessor('title', {
      header: t('fields.product'),
      enableSorting: false,
      // Wide enough to read on a phone, where the table scrolls sideways rather than squeezing it.
      cell: (info) => <Box sx={{ minWidth: { sm: 140 }, maxWidth: 280 }}>{toPersianDigits(info.getValue())}</Box>,
    }),
    column.display({
      id: 'counterpart',
      header: supplier ? t('fields.buyer') : t('fields.supplier'),
      cell: (info) => <Box sx={{ minWidth: { sm: 100 } }}>{toPersianDigits(supplier ? info.row.original.buyer.name : info.row.original.supplier.name)}</Box>,
    }),
    column.accessor('state', {
      header: t('fields.state'),
      enableSorting: false,
      // The longest states («پیشنهاد تازهٔ تأمین‌کننده») may take two lines where the table is narrow.
      cell: (info) => <Chip size="small" label={t(stateKey(info.getValue(), info.row.original.mySide))} color={STATE_COLORS[info.getValue()]} sx={WRAPPING_CHIP} />,
    }),
    column.accessor('total', {
      header: t('fields.total'),
      enableSorting: false,
      cell: (info) => <Box sx={{ whiteSpace: 'nowrap' }}>{info.getValue() !== null ? formatToman(info.getValue()!) : '—'}</Box>,
    }),
    column.accessor('updatedAt', { header: t('fields.updatedAt'), cell: (info) => <DateCell value={info.getValue()} withTime /> }),
    column.accessor('createdAt', { header: t('fields.createdAt'), cell: (info) => <DateCell value={info.getValue()} withTime /> }),
  ];

  return (
    // Columns of minmax(0, 1fr), not 1fr: a date field focused on a phone grew to its content and
    // pushed the page 3 px past the screen, which the phone then zoomed out to show.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField select size="small" label={t('list.state')} value={state} onChange={(e) => filter(setState)(e.target.value as TradeRequestState | '')}>
          <MenuItem value="">{t('list.allStates')}</MenuItem>
          {(supplier ? DESK_STATES : TRADE_STATES).map((s) => (
            <MenuItem key={s} value={s}>
              {t(stateKey(s, supplier ? 'supplier' : 'buyer'))}
            </MenuItem>
          ))}
        </TextField>
        <JalaliDateField label={t('list.from')} name="from" value={from} onChange={filter(setFrom)} />
        <JalaliDateField label={t('list.to')} name="to" value={to} onChange={filter(setTo)} error={isReversedRange(from, to) ? tc('rangeReversed') : undefined} />
      </Box>
      {orders.isError && !orders.data ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void orders.refetch()}>{tc('retry')}</Button>}>
          {t('list.failed')}
        </Alert>
      ) : (
        <DataTable
          label={supplier ? t('list.deskLabel', { name: toPersianDigits(supplier.name) }) : t('list.label')}
          columns={columns}
          rows={orders.data?.items ?? []}
          rowsRead={orders}
          totalCount={orders.data?.totalCount ?? 0}
          getRowId={(row) => String(row.id)}
          state={table}
          onStateChange={setTable}
          searchable
          loading={orders.isFetching}
          emptyText={orders.isPending ? '' : filtered ? t('list.empty') : supplier ? t('list.deskEmpty') : t('list.mineEmpty')}
          pageSizeOptions={PAGE_SIZES}
          minWidth={900}
        />
      )}
    </Box>
  );
}
