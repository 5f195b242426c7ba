'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { deleteNote, fetchMyNotes, notesKey } from '@/api/notes';
import type { Note } from '@/api/contract/notes';
import type { ProfileObjectType } from '@/components/profile/profile-menu-items';
import { KindTabs } from '../kind-tabs';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';
import { createColumnHelper, DataTable, initialDataTableState, type DataTableState, DateCell } from '@/components/ui/data-table';
import { notify } from '@/components/ui/notifications';
import { tableFromQuery, tableToQuery } from '@/components/ui/data-table/table-in-address';
import { useKeptInAddress, useOpeningQuery } from '@/components/ui/use-list-address';
import { clipText, plainText } from '@/lib/rich-text';
import { toPersianDigits } from '@/lib/persian';
import { FAVORITE_TAB_KINDS, objectHref } from '../object-kinds';

const column = createColumnHelper<Note>();
const SORT_FIELDS: Record<string, 'updated' | 'created'> = { updatedAt: 'updated', createdAt: 'created' };
const PAGE_SIZES = [10, 25, 50, 100] as const;
const START: DataTableState = initialDataTableState({ sort: { id: 'updatedAt', direction: 'desc' } });
const CHOICES = { sortable: Object.keys(SORT_FIELDS), pageSizes: PAGE_SIZES };

/** The caller's notes of one kind in the seed's data table: search, sort, paging, selection, bulk delete. */
export function MyNotes({ type }: { type: ProfileObjectType }) {
  const t = useTranslations('profilePages');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  // Kept in the address: Back from a note's product or supplier comes back to the same page.
  const opening = useOpeningQuery();
  const [state, setState] = useState(() => tableFromQuery(opening, START, CHOICES));
  useKeptInAddress(tableToQuery(state, START));
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const table = useRef<HTMLDivElement>(null);
  // Set by a deletion: once the dialog has closed, the focus goes to the table (the delete button
  // went with the selection, and the dialog would give the focus back to nothing: the page's top).
  const deleted = useRef(false);
  const notes = useQuery({
    queryKey: [...notesKey, type, state],
    queryFn: () =>
      fetchMyNotes({
        kinds: FAVORITE_TAB_KINDS[type],
        text: state.search,
        pageNumber: state.page,
        pageSize: state.pageSize,
        sortField: state.sort ? SORT_FIELDS[state.sort.id] : 'updated',
        sortDirection: state.sort?.direction,
      }),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.accessor('title', {
      header: t('notes.about'),
      enableSorting: false,
      cell: (info) => {
        const href = objectHref(info.row.original);
        const name = info.getValue() ? toPersianDigits(info.getValue()!) : t('lastVisits.gone');
        return href ? (
          <MuiLink component={Link} href={href}>
            {name}
          </MuiLink>
        ) : (
          name
        );
      },
    }),
    column.accessor('body', {
      header: t('notes.text'),
      enableSorting: false,
      cell: (info) => <Box sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>{toPersianDigits(plainText(info.getValue()))}</Box>,
    }),
    column.accessor('updatedAt', { header: t('notes.updated'), cell: (info) => <DateCell value={info.getValue()} withTime /> }),
    column.accessor('createdAt', { header: t('notes.created'), cell: (info) => <DateCell value={info.getValue()} withTime /> }),
  ];

  async function removeSelected() {
    setBusy(true);
    const results = await Promise.allSettled(selected.map((id) => deleteNote(Number(id))));
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) notify.apiError((failed[0] as PromiseRejectedResult).reason);
    else notify.success(t('notes.deleted', { count: results.length }));
    setSelected([]);
    setConfirming(false);
    setBusy(false);
    deleted.current = true;
    await queryClient.invalidateQueries({ queryKey: notesKey });
  }

  return (
    <Box>
      <KindTabs base="/profile/notes" current={type} label={t('notes.kinds')} />
      {notes.isError && !notes.data ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void notes.refetch()}>{tc('retry')}</Button>}>
          {t('notes.failed')}
        </Alert>
      ) : (
        <DataTable
          label={t('notes.list')}
          columns={columns}
          rows={notes.data?.items ?? []}
          rowsRead={notes}
          totalCount={notes.data?.totalCount ?? 0}
          getRowId={(row) => String(row.id)}
          state={state}
          onStateChange={setState}
          searchable
          selectable
          selected={selected}
          onSelectedChange={setSelected}
          selectionActions={
            <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
              {t('notes.deleteSelected', { count: selected.length })}
            </Button>
          }
          loading={notes.isFetching}
          emptyText={notes.isPending ? '' : state.search ? t('notes.noMatch') : t('notes.empty')}
          pageSizeOptions={PAGE_SIZES}
          minWidth={640}
          regionRef={table}
          rowLabel={(row) => `${row.title ? toPersianDigits(row.title) : t('lastVisits.gone')}: ${clipText(toPersianDigits(plainText(row.body)), 40)}`}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('notes.confirmDelete', { count: selected.length })}
        message={t('notes.confirmDeleteText')}
        confirmLabel={t('notes.delete')}
        onConfirm={() => void removeSelected()}
        onClose={() => setConfirming(false)}
        onExited={() => {
          if (deleted.current) table.current?.focus();
          deleted.current = false;
        }}
        pending={busy}
      />
    </Box>
  );
}
