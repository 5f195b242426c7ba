'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { adminKey, fetchSupplierBadges, setSupplierVerified, type SupplierBadge } from '@/api/admin';
import { createColumnHelper, DataTable, initialDataTableState, type DataTableState } from '@/components/ui/data-table';
import { notify } from '@/components/ui/notifications';
import { toPersianDigits } from '@/lib/persian';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';

const column = createColumnHelper<SupplierBadge>();

/** The verified badge of storefronts: search by name, switch it on or off. */
export function SupplierBadges() {
  const t = useTranslations('adminDesk.badges');
  const queryClient = useQueryClient();
  const [table, setTable] = useState<DataTableState>(() => initialDataTableState());
  const list = useQuery({
    queryKey: [...adminKey, 'badges', table.page, table.pageSize, table.search],
    queryFn: () => fetchSupplierBadges({ text: table.search, pageNumber: table.page, pageSize: table.pageSize }),
    placeholderData: keepPreviousData,
  });

  // Taking the badge away tells every buyer the storefront is no longer vouched for: asked first.
  const [removing, setRemoving] = useState<SupplierBadge | null>(null);

  async function toggle(row: SupplierBadge) {
    setRemoving(null);
    try {
      await setSupplierVerified(row.id, !row.isVerified);
      notify.success(row.isVerified ? t('removed', { name: row.name }) : t('given', { name: row.name }));
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'badges'] });
    } catch (error) {
      notify.apiError(error);
    }
  }

  const columns = [
    column.accessor('name', { header: t('name'), enableSorting: false, cell: (info) => <Box sx={{ minWidth: { sm: 180 } }}>{toPersianDigits(info.getValue())}</Box> }),
    column.accessor('isVerified', {
      header: t('verified'),
      enableSorting: false,
      cell: (info) => <Switch checked={info.getValue()} onChange={() => (info.row.original.isVerified ? setRemoving(info.row.original) : void toggle(info.row.original))} slotProps={{ input: { 'aria-label': t('toggle', { name: info.row.original.name }) } }} />,
    }),
  ];
  return (
    <>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowsRead={list}
        totalCount={list.data?.totalCount ?? 0}
        getRowId={(row) => String(row.id)}
        state={table}
        onStateChange={setTable}
        searchable
        loading={list.isFetching}
        emptyText={list.isPending ? '' : t('empty')}
        pageSizeOptions={[10, 25, 50, 100]}
        minWidth={360}
        size="small"
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle', { name: toPersianDigits(removing?.name ?? '') })}
        message={t('removeText')}
        confirmLabel={t('remove')}
        onConfirm={() => removing && void toggle(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
