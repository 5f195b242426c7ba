'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import { bulkDeskProducts, deskProductsQuery, refreshDesk } from '@/api/supplier-desk';
import type { DeskProductListParams, DeskProductRow } from '@/api/contract/supplier-desk';
import { createColumnHelper, DataTable, initialDataTableState, ROW_LINK_CLASS, type DataTableState, DateCell } from '@/components/ui/data-table';
import { notify } from '@/components/ui/notifications';
import { tableFromQuery, tableToQuery } from '@/components/ui/data-table/table-in-address';
import { useKeptInAddress, useOpeningQuery } from '@/components/ui/use-list-address';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';
import { deskHref, deskProductHref } from './desk-routes';
import { LoadError } from './load-error';

type Published = 'all' | 'published' | 'unpublished';
type BulkAction = 'publish' | 'unpublish' | 'delete';

const SORT_FIELDS: Record<string, DeskProductListParams['sort']> = { name: 'name', price: 'price', updatedAt: 'updated' };
const PAGE_SIZES = [10, 25, 50, 100] as const;
const START: DataTableState = initialDataTableState({ pageSize: 25, sort: { id: 'updatedAt', direction: 'desc' } });
const CHOICES = { sortable: Object.keys(SORT_FIELDS), pageSizes: PAGE_SIZES };
const PUBLISHED: readonly Published[] = ['published', 'unpublished'];
const column = createColumnHelper<DeskProductRow>();

/** A storefront's products in the seed's data table: search, sort, paging, selection, bulk actions. */
export function DeskProducts({ supplierId, supplierName }: { supplierId: number; supplierName: string }) {
  const t = useTranslations('supplierDesk');
  const queryClient = useQueryClient();
  // Kept in the address: Back from a product's form comes back to the same page of the list.
  const opening = useOpeningQuery();
  const [state, setState] = useState(() => tableFromQuery(opening, START, CHOICES));
  const [published, setPublished] = useState<Published>(() => PUBLISHED.find((p) => p === opening.get('published')) ?? 'all');
  useKeptInAddress({ ...tableToQuery(state, START), published: published === 'all' ? null : published });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a bulk action its buttons leave with the selection: the focus goes to the table it changed.
  const region = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);
  const query: DeskProductListParams = {
    key: state.search,
    published: published === 'all' ? undefined : published === 'published',
    pageNumber: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? SORT_FIELDS[state.sort.id] : 'updated',
    direction: state.sort?.direction,
  };
  const products = useQuery(deskProductsQuery(supplierId, query));

  const columns = [
    column.accessor('name', {
      header: t('table.name'),
      cell: (info) => (
        <MuiLink component={Link} href={deskProductHref(supplierId, info.row.original.id)} className={ROW_LINK_CLASS} aria-label={t('table.edit', { name: toPersianDigits(info.getValue()) })}>
          {toPersianDigits(info.getValue())}
        </MuiLink>
      ),
    }),
    column.accessor('categoryName', { header: t('table.category'), enableSorting: false }),
    column.accessor('price', {
      header: t('table.price'),
      cell: (info) => {
        const price = info.getValue();
        if (!price) return '—';
        const unit = info.row.original.priceUnitName;
        return <span style={{ whiteSpace: 'nowrap' }}>{unit ? t('table.pricePer', { price: formatToman(price), unit }) : formatToman(price)}</span>;
      },
    }),
    column.accessor('isActive', {
      header: t('table.state'),
      enableSorting: false,
      cell: (info) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" color={info.getValue() ? 'success' : 'default'} variant="outlined" label={info.getValue() ? t('table.published') : t('table.unpublished')} />
          {info.row.original.stockState !== 'in_stock' ? <Chip size="small" label={t(`stock.${info.row.original.stockState}`)} /> : null}
        </Box>
      ),
    }),
    column.accessor('updatedAt', { header: t('table.updated'), cell: (info) => <DateCell value={info.getValue()} /> }),
  ];

  async function runBulk(action: BulkAction) {
    setBusy(true);
    try {
      const { affected } = await bulkDeskProducts(supplierId, action, selected.map(Number));
      notify.success(t('table.done', { count: affected }));
      setSelected([]);
      await refreshDesk(queryClient);
      // A deletion's dialog gives the focus back when it has closed (`onExited`).
      if (action === 'delete') deleted.current = true;
      else region.current?.focus();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  }

  const bulkActions = (
    <Box role="group" aria-label={t('table.selectedActions')} sx={{ display: 'flex', gap: 1 }}>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => runBulk('publish')}>
        {t('table.publish')}
      </Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => runBulk('unpublish')}>
        {t('table.unpublish')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
        {t('table.delete')}
      </Button>
    </Box>
  );

  if (products.isError && !products.data) return <LoadError onRetry={() => products.refetch()} />;
  const filtered = !!state.search || published !== 'all';
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button component={Link} href={deskHref(supplierId, 'new-product')} variant="contained" startIcon={<AddIcon />}>
          {t('table.newProduct')}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={published}
          onChange={(_, next: Published | null) => {
            if (!next) return;
            setPublished(next);
            setState((current) => ({ ...current, page: 1 }));
          }}
          aria-label={t('table.filter')}
        >
          <ToggleButton value="all">{t('table.all')}</ToggleButton>
          <ToggleButton value="published">{t('table.published')}</ToggleButton>
          <ToggleButton value="unpublished">{t('table.unpublished')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <DataTable
        label={t('table.label', { name: supplierName })}
        columns={columns}
        rows={products.data?.items ?? []}
        rowsRead={products}
        totalCount={products.data?.totalCount ?? 0}
        getRowId={(row) => String(row.id)}
        state={state}
        onStateChange={setState}
        searchable
        selectable
        selectionStrategy="page"
        rowLabel={(row) => toPersianDigits(row.name)}
        selected={selected}
        onSelectedChange={setSelected}
        selectionActions={bulkActions}
        loading={products.isFetching}
        emptyText={products.isPending ? '' : filtered ? t('table.noMatch') : t('table.empty')}
        pageSizeOptions={PAGE_SIZES}
        minWidth={720}
        regionRef={region}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('table.confirmDelete', { count: selected.length })}
        message={t('table.confirmDeleteText')}
        confirmLabel={t('table.delete')}
        onConfirm={() => runBulk('delete')}
        onClose={() => setConfirmDelete(false)}
        onExited={() => {
          if (deleted.current) region.current?.focus();
          deleted.current = false;
        }}
        pending={busy}
      />
    </>
  );
}
