'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { adminKey, createSitePage, deletePageAsAdmin, fetchAdminPages, setPagePublished } from '@/api/admin';
import { api } from '@/api/client';
import type { Page, PageInput, PageSummary } from '@/api/contract/content';
import { createColumnHelper, DataTable, initialDataTableState, type DataTableState, DateCell } from '@/components/ui/data-table';
import { notify } from '@/components/ui/notifications';
import { RichText } from '@/components/catalog/ui/rich-text';
import { PageEditor } from '@/components/content/editor/page-editor';
import { toPersianDigits } from '@/lib/persian';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';

const column = createColumnHelper<PageSummary>();
const fetchPreview = (id: number) => api.get<Page>(`/pages/${id}/preview`);
const updatePage = (id: number, input: PageInput) => api.put<Page>(`/admin/pages/${id}`, input);

/** Every page, drafts too: search, publish or take down, preview, edit; and a new page of the site. */
export function PagesAdmin() {
  const t = useTranslations('adminDesk.pages');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [table, setTable] = useState<DataTableState>(() => initialDataTableState());
  const [state, setState] = useState<'' | 'published' | 'draft'>('');
  // A page shown or edited; `page: null` is a new page of the site.
  const [open, setOpen] = useState<{ page: Page | null; mode: 'preview' | 'edit' } | null>(null);
  const list = useQuery({
    queryKey: [...adminKey, 'pages', state, table.page, table.pageSize, table.search],
    queryFn: () => fetchAdminPages({ state: state || undefined, text: table.search, pageNumber: table.page, pageSize: table.pageSize }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'pages'] });

  // A published page taken down disappears for its readers: asked first.
  const [unpublishing, setUnpublishing] = useState<PageSummary | null>(null);
  // A deleted page is gone for good, its comments with it: asked first too.
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const [removing, setRemoving] = useState(false);
  const tableRegion = useRef<HTMLDivElement>(null);

  async function remove(page: PageSummary) {
    setRemoving(true);
    try {
      await deletePageAsAdmin(page.id);
      notify.success(t('deleted'));
      setDeleting(null);
      await refresh();
      // Its row and buttons are gone: the focus goes to the table, not to the page's top.
      tableRegion.current?.focus();
    } catch (error) {
      notify.apiError(error);
    }
    setRemoving(false);
  }

  async function toggle(page: PageSummary) {
    setUnpublishing(null);
    try {
      await setPagePublished(page.id, !page.isPublished);
      notify.success(page.isPublished ? t('unpublished') : t('publishedDone'));
      await refresh();
    } catch (error) {
      notify.apiError(error);
    }
  }

  async function show(id: number, mode: 'preview' | 'edit') {
    try {
      setOpen({ page: await fetchPreview(id), mode });
    } catch (error) {
      notify.apiError(error);
    }
  }

  const columns = [
    column.accessor('title', { header: t('title'), enableSorting: false, cell: (info) => <Box sx={{ minWidth: { sm: 200 } }}>{toPersianDigits(info.getValue())}</Box> }),
    column.display({ id: 'owner', header: t('owner'), cell: (info) => info.row.original.supplier?.name ?? t('site') }),
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
        // Two by two beside the rows: four in a row do not fit the desk's width, and one wrapped alone looked dropped.
        <Box sx={{ display: { xs: 'flex', md: 'grid' }, gridTemplateColumns: 'repeat(2, max-content)', gap: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" aria-label={t('previewOf', { title: toPersianDigits(info.row.original.title) })} onClick={() => void show(info.row.original.id, 'preview')}>
            {t('preview')}
          </Button>
          <Button size="small" aria-label={t('editOf', { title: toPersianDigits(info.row.original.title) })} onClick={() => void show(info.row.original.id, 'edit')}>
            {t('edit')}
          </Button>
          <Button
            size="small"
            color={info.row.original.isPublished ? 'error' : 'primary'}
            aria-label={t(info.row.original.isPublished ? 'unpublishOf' : 'publishOf', { title: toPersianDigits(info.row.original.title) })}
            onClick={() => (info.row.original.isPublished ? setUnpublishing(info.row.original) : void toggle(info.row.original))}
          >
            {info.row.original.isPublished ? t('unpublish') : t('publish')}
          </Button>
          <Button size="small" color="error" aria-label={t('deleteOf', { title: toPersianDigits(info.row.original.title) })} onClick={() => setDeleting(info.row.original)}>
            {t('delete')}
          </Button>
        </Box>
      ),
    }),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <TextField
          select
          size="small"
          label={t('state')}
          value={state}
          onChange={(e) => (setState(e.target.value as typeof state), setTable((s) => ({ ...s, page: 1 })))}
          sx={{ minWidth: 180, maxWidth: 220 }}
          // «همه» is a choice of its own: shown, not an empty field under its label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          <MenuItem value="published">{t('published')}</MenuItem>
          <MenuItem value="draft">{t('draft')}</MenuItem>
        </TextField>
        <Button variant="contained" onClick={() => setOpen({ page: null, mode: 'edit' })}>
          {t('new')}
        </Button>
      </Box>
      <DataTable
        label={t('tableLabel')}
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
        minWidth={760}
        size="small"
        regionRef={tableRegion}
      />
      <Dialog open={!!open} onClose={() => setOpen(null)} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="page-dialog-title">
        <DialogTitle id="page-dialog-title">{open ? (open.page ? toPersianDigits(open.page.title) : t('newTitle')) : ''}</DialogTitle>
        {/* Room above the first field: an outlined field's label sits over its top border. */}
        <DialogContent sx={{ pt: '8px !important' }}>
          {open?.mode === 'preview' && open.page ? (
            <RichText text={open.page.body} />
          ) : open ? (
            <PageEditor
              key={open.page?.id ?? 'new'}
              page={open.page}
              draftKey={`admin-page-draft:${open.page?.id ?? 'new'}`}
              onSave={(input) => (open.page ? updatePage(open.page.id, input) : createSitePage(input))}
              onDone={() => {
                notify.success(t(open.page ? 'saved' : 'created'));
                setOpen(null);
                void refresh();
              }}
            />
          ) : null}
        </DialogContent>
        {/* On a phone the dialog fills the screen: its way out is a button, not a margin to tap. */}
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={unpublishing !== null}
        title={t('unpublishTitle', { title: toPersianDigits(unpublishing?.title ?? '') })}
        message={t('unpublishText')}
        confirmLabel={t('unpublish')}
        onConfirm={() => unpublishing && void toggle(unpublishing)}
        onClose={() => setUnpublishing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { title: toPersianDigits(deleting?.title ?? '') })}
        message={t('deleteText')}
        confirmLabel={t('delete')}
        pending={removing}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
