'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { fetchLastVisits } from '@/api/marketing';
import type { LastVisit } from '@/api/contract/page-visits';
import { PROFILE_OBJECT_TYPES, type ProfileObjectType } from '@/components/profile/profile-menu-items';
import { Pager } from '@/components/catalog/listing/pager';
import { pageCount } from '@/components/catalog/listing/list-state';
import { EmptyState } from '@/components/ui/empty-state';
import { formatJalaliDateTime, formatToman, toPersianDigits } from '@/lib/persian';
import { VISIT_KINDS, visitHref } from './visit-kinds';

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
      <Box component="nav" aria-label={t('lastVisits.kinds')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {PROFILE_OBJECT_TYPES.map((other) => (
          <Button
            key={other}
            component={Link}
            href={`/profile/last-visits/${other}`}
            variant={other === type ? 'contained' : 'outlined'}
            aria-current={other === type ? 'page' : undefined}
            size="small"
          >
            {t(`types.${other}`)}
          </Button>
        ))}
      </Box>
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
              <VisitRow key={`${visit.pageKind}:${visit.objectId}`} visit={visit} />
            ))}
          </Box>
          <Pager page={page} count={pageCount(visits.data.totalCount, PAGE_SIZE)} query="" onPage={setPage} />
        </Box>
      )}
    </Box>
  );
}

function VisitRow({ visit }: { visit: LastVisit }) {
  const t = useTranslations('profilePages');
  const tc = useTranslations('catalog');
  const href = visitHref(visit);
  const name = visit.title ? toPersianDigits(visit.title) : t('lastVisits.gone');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
    >
      <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', color: 'grey.500' }} aria-hidden>
        {visit.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- API media, 56 px
          <img src={visit.image} alt="" width={56} height={56} loading="lazy" style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
        ) : (
          <HistoryOutlined />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(`lastVisits.kind.${visit.pageKind}`)}
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {href ? (
            <Box component={Link} href={href} sx={{ color: 'primary.dark', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
              {name}
            </Box>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {name}
            </Box>
          )}
        </Typography>
        {visit.pageKind === 'supplier_product' && visit.title ? (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {visit.price !== null && visit.price > 0
              ? `${formatToman(visit.price)}${visit.priceUnit ? ` ${tc('perUnit', { unit: visit.priceUnit })}` : ''}`
              : tc('priceOnRequest')}
          </Typography>
        ) : null}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('lastVisits.visitedAt', { when: formatJalaliDateTime(visit.visitedAt) })}
        </Typography>
      </Box>
    </Box>
  );
}
