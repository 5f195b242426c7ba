'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { api } from '@/api/client';
import { contentKey, deleteDeskPage, fetchDeskPages, saveDeskPage } from '@/api/content';
import type { Page, PageSummary } from '@/api/contract/content';
import { createColumnHelper, DataTable, initialDataTableState, type DataTableState, DateCell } from '@/components/ui/data-table';
import { notify } from '@/components/ui/notifications';
import { PageEditor } from '@/components/content/editor/page-editor';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';
import { contentPageHref } from '@/lib/routes';
import { toPersianDigits } from '@/lib/persian';

const column = createColumnHelper<PageSummary>();

/** A storefront's content pages: the list (drafts too), a new one, editing and deleting, in the desk. */
export function DeskPages({ supplierId }: { supplierId: number }) {
  const t = useTranslations('supplierDesk.pagesDesk');
  const queryClient = useQueryClient();
  const [table, setTable] = useState<DataTableState>(() => initialDataTableState());
  const [editing, setEditing] = useState<Page | 'new' | null>(null);
  const key = [...contentKey, 'desk', supplierId];
  const list = useQuery({
    queryKey: [...key, table.page, table.pageSize, table.search],
    queryFn: () => fetchDeskPages(supplierId, { pageNumber: table.page, pageSize: table.pageSize, text: table.search }),
    placeholderData: keepPreviousData,
  });

  async function edit(id: number) {
    try {
      setEditing(await api.get<Page>(`/pages/${id}/preview`));
    } catch (error) {
      notify.apiError(error);
    }
  }

  // Asked in the site's own dialog, in its words and colours (the browser's box named the site's address).
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const [removing, setRemoving] = useState(false);

  async function remove(page: PageSummary) {
    setRemoving(true);
    try {
      await deleteDeskPage(supplierId, page.id);
      setDeleting(null);
      notify.success(t('deleted'));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setDeleting(null);
      notify.apiError(error);
    } finally {
      setRemoving(false);
    }
  }

  if (editing) {
    const page = editing === 'new' ? null : editing;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {page ? t('editTitle', { title: toPersianDigits(page.title) }) : t('newTitle')}
        </Typography>
        <PageEditor
          key={page?.id ?? 'new'}
          page={page}
          draftKey={`desk-page-draft:${supplierId}:${page?.id ?? 'new'}`}
          onSave={(input) => saveDeskPage(supplierId, input, page?.id)}
          onDone={() => {
            notify.success(t('saved'));
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
        <Button onClick={() => setEditing(null)} sx={{ justifySelf: 'start' }}>
          {t('back')}
        </Button>
      </Box>
    );
  }

  const columns = [
    column.accessor('title', {
      header: t('title'),
      enableSorting: false,
      cell: (info) =>
        info.row.original.isPublished ? (
          <MuiLink href={contentPageHref(info.row.original)} target="_blank">
            {toPersianDigits(info.getValue())}
          </MuiLink>
        ) : (
          toPersianDigits(info.getValue())
        ),
    }),
    column.accessor('isPublished', {
      header: t('state'),
      enableSorting: false,
      cell: (info) => <Chip size="small" color={info.getValue() ? 'success' : 'default'} label={info.getValue() ? t('published') : t('draft')} />,
    }),
    column.accessor('updatedAt', { header: t('updated'), enableSorting: false, cell: (info) => <DateCell value={info.getValue()} /> }),
    column.display({
      id: 'actions',
      header: t('actions'),
      cell: (info) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" onClick={() => void edit(info.row.original.id)}>
            {t('edit')}
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(info.row.original)}>
            {t('delete')}
          </Button>
        </Box>
      ),
    }),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ justifySelf: 'start' }}>
        {t('new')}
      </Button>
      <DataTable
        label={t('label')}
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
        pageSizeOptions={[10, 25, 50]}
        minWidth={560}
        size="small"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete', { title: toPersianDigits(deleting?.title ?? '') })}
        message={t('confirmDeleteText')}
        confirmLabel={t('delete')}
        pending={removing}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
