'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { adminKey, fetchCommentsForModeration, moderateComments } from '@/api/admin';
import { COMMENT_STATES, type Comment, type CommentState } from '@/api/contract/content';
import { createColumnHelper, DataTable, initialDataTableState, type DataTableState, DateCell } from '@/components/ui/data-table';
import { notify } from '@/components/ui/notifications';
import { formatNumber, toPersianDigits } from '@/lib/persian';
import { clipText } from '@/lib/rich-text';
import { focusAfterRemoval } from '@/components/ui/focus-after-removal';
import { slugify } from '@/lib/slug';
import { contentPageHref } from '@/lib/routes';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';
import { textOpening } from '@/lib/text-opening';

const column = createColumnHelper<Comment>();

/** Comments by state in the data table: approve or reject the chosen ones at once, or one by one. */
export function CommentModeration() {
  const t = useTranslations('adminDesk.comments');
  const queryClient = useQueryClient();
  const [state, setState] = useState<CommentState>('pending');
  const [table, setTable] = useState<DataTableState>(() => initialDataTableState());
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Rejecting approved comments takes them off their pages: asked first, as taking a page down is.
  const [unpublishing, setUnpublishing] = useState<{ ids: number[]; row?: number } | null>(null);
  const list = useQuery({
    queryKey: [...adminKey, 'comments', state, table.page, table.pageSize],
    queryFn: () => fetchCommentsForModeration(state, { pageNumber: table.page, pageSize: table.pageSize }),
    placeholderData: keepPreviousData,
  });

  const region = useRef<HTMLDivElement>(null);
  // The place of the row decided by its own buttons: once it has left the list, the focus goes to
  // the row now there (its buttons went with it, and the focus with them to the page's top).
  const decidedAt = useRef<number | null>(null);
  useEffect(() => {
    if (decidedAt.current === null || busy) return;
    focusAfterRemoval(region.current, '[data-row-action]', decidedAt.current, region.current);
    decidedAt.current = null;
  }, [list.data, busy]);

  async function decide(ids: number[], decision: 'approved' | 'rejected', row?: number, confirmed = false) {
    // By the comments' own state: while another state's list loads, the rows shown are the last list's.
    const published = list.data?.items.some((c) => ids.includes(c.id) && c.state === 'approved');
    if (decision === 'rejected' && published && !confirmed) {
      return setUnpublishing({ ids, row });
    }
    // A bulk decision's buttons go with the selection: the focus goes to the first row.
    decidedAt.current = row ?? 0;
    setBusy(true);
    try {
      await moderateComments(ids, decision);
      notify.success(t(decision === 'approved' ? 'approvedCount' : 'rejectedCount', { count: formatNumber(ids.length) }));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'comments'] });
    } catch (error) {
      notify.apiError(error);
    }
    setBusy(false);
  }

  const columns = [
    column.accessor('body', {
      header: t('body'),
      enableSorting: false,
      cell: (info) => <Box sx={{ minWidth: { sm: 200 }, maxWidth: 420, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{toPersianDigits(info.getValue())}</Box>,
    }),
    column.accessor('pageTitle', {
      header: t('page'),
      enableSorting: false,
      cell: (info) => (
        <MuiLink component={Link} href={contentPageHref({ id: info.row.original.pageId, slug: slugify(info.getValue()) })} target="_blank">
          {toPersianDigits(info.getValue())}
        </MuiLink>
      ),
    }),
    column.accessor('author', { header: t('author'), enableSorting: false }),
    column.accessor('createdAt', { header: t('when'), enableSorting: false, cell: (info) => <DateCell value={info.getValue()} withTime /> }),
    column.display({
      id: 'actions',
      header: t('actions'),
      cell: (info) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {state !== 'approved' && (
            <Button size="small" data-row-action disabled={busy} onClick={() => void decide([info.row.original.id], 'approved', info.row.index)} aria-label={t('approveOne', { author: info.row.original.author, opening: textOpening(toPersianDigits(info.row.original.body)) })}>
              {t('approve')}
            </Button>
          )}
          {state !== 'rejected' && (
            <Button size="small" color="error" data-row-action={state === 'approved' ? '' : undefined} disabled={busy} onClick={() => void decide([info.row.original.id], 'rejected', info.row.index)} aria-label={t('rejectOne', { author: info.row.original.author, opening: textOpening(toPersianDigits(info.row.original.body)) })}>
              {t('reject')}
            </Button>
          )}
        </Box>
      ),
    }),
  ];

  const ids = selected.map(Number);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TextField
        select
        size="small"
        label={t('state')}
        value={state}
        onChange={(e) => {
          setState(e.target.value as CommentState);
          setSelected([]);
          setTable((s) => ({ ...s, page: 1 }));
        }}
        sx={{ minWidth: 180, justifySelf: 'start' }}
      >
        {COMMENT_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`states.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowsRead={list}
        totalCount={list.data?.totalCount ?? 0}
        getRowId={(row) => String(row.id)}
        state={table}
        onStateChange={setTable}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        selectionActions={
          <>
            {state !== 'approved' && (
              <Button size="small" variant="contained" disabled={busy} onClick={() => void decide(ids, 'approved')}>
                {t('approveSelected', { count: formatNumber(ids.length) })}
              </Button>
            )}
            {state !== 'rejected' && (
              <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => void decide(ids, 'rejected')}>
                {t('rejectSelected', { count: formatNumber(ids.length) })}
              </Button>
            )}
          </>
        }
        loading={list.isFetching}
        emptyText={list.isPending ? '' : t('empty')}
        pageSizeOptions={[10, 25, 50, 100]}
        minWidth={760}
        regionRef={region}
        rowLabel={(row) => `${toPersianDigits(row.author)}: ${clipText(toPersianDigits(row.body), 40)}`}
        size="small"
      />
      <ConfirmDialog
        open={unpublishing !== null}
        title={t('unpublishTitle', { count: unpublishing?.ids.length ?? 0 })}
        message={t('unpublishText', { count: unpublishing?.ids.length ?? 0 })}
        confirmLabel={t('unpublish')}
        onConfirm={() => {
          if (!unpublishing) return;
          setUnpublishing(null);
          void decide(unpublishing.ids, 'rejected', unpublishing.row, true);
        }}
        onClose={() => setUnpublishing(null)}
      />
    </Box>
  );
}
