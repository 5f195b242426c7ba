'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { fetchLastVisits } from '@/api/marketing';
import type { ProfileObjectType } from '@/components/profile/profile-menu-items';
import { KindTabs } from '../kind-tabs';
import { Pager } from '@/components/catalog/listing/pager';
import { pageCount } from '@/components/catalog/listing/list-state';
import { EmptyState } from '@/components/ui/empty-state';
import { formatJalaliDateTime } from '@/lib/persian';
import { VISIT_KINDS } from '../object-kinds';
import { ObjectRow } from '../object-row';

const PAGE_SIZE = 10;

/**
 * The caller's last visits of one kind of object (GET /pagevisits/last-visits), newest first, each
 * object once, with its picture, its name and a product's price as they are now.
 */
export function LastVisits({ type }: { type: ProfileObjectType }) {
  const t = useTranslations('profilePages');
  const tc = useTranslations('common');
  const [page, setPage] = useState(1);
  const visits = useQuery({
    queryKey: ['last-visits', type, page],
    queryFn: () => fetchLastVisits({ kinds: VISIT_KINDS[type], pageNumber: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <Box>
      <KindTabs base="/profile/last-visits" current={type} label={t('lastVisits.kinds')} />
      {visits.isPending ? (
        <Box role="status" aria-label={t('lastVisits.loading')} sx={{ display: 'grid', gap: 1.5 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Box>
      ) : visits.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void visits.refetch()}>{tc('retry')}</Button>}>
          {t('lastVisits.failed')}
        </Alert>
      ) : visits.data.items.length === 0 ? (
        <EmptyState icon={<HistoryOutlined />} title={t('lastVisits.empty')} description={t('lastVisits.emptyHint')} />
      ) : (
        <Box aria-busy={visits.isFetching || undefined}>
          <Box component="ul" aria-label={t('lastVisits.list')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {visits.data.items.map((visit) => (
              <ObjectRow key={`${visit.pageKind}:${visit.objectId}`} item={visit} caption={t('lastVisits.visitedAt', { when: formatJalaliDateTime(visit.visitedAt) })} />
            ))}
          </Box>
          <Pager page={page} count={pageCount(visits.data.totalCount, PAGE_SIZE)} query="" onPage={setPage} />
        </Box>
      )}
    </Box>
  );
}
