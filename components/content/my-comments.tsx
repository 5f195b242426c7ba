'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { contentKey, fetchMyComments } from '@/api/content';
import { EmptyState } from '@/components/ui/empty-state';
import { contentPageHref } from '@/lib/routes';
import { slugify } from '@/lib/slug';
import { PageNumbers } from '@/components/ui/page-numbers';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/persian';

const PAGE_SIZE = 10;
const STATE_COLORS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/** `/profile/comments`: what I wrote under pages, newest first, with where each stands in moderation. */
export function MyComments() {
  const t = useTranslations('content.mine');
  const ts = useTranslations('content.commentStates');
  const tc = useTranslations('common');
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [...contentKey, 'mine', page], queryFn: () => fetchMyComments({ pageNumber: page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });
  if (list.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void list.refetch()}>{tc('retry')}</Button>}>
        {t('failed')}
      </Alert>
    );
  if (list.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (list.data.items.length === 0) return <EmptyState icon={<RateReviewOutlined />} title={t('empty')} description={t('emptyHint')} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {list.data.items.map((c) => (
          <Box component="li" key={c.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Chip size="small" color={STATE_COLORS[c.state]} label={ts(c.state)} />
              <MuiLink href={contentPageHref({ id: c.pageId, slug: slugify(c.pageTitle) })}>{toPersianDigits(c.pageTitle)}</MuiLink>
              <Typography variant="caption" color="text.secondary">
                {formatJalaliDateTime(c.createdAt)}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{toPersianDigits(c.body)}</Typography>
          </Box>
        ))}
      </Box>
      {list.data.totalCount > PAGE_SIZE && (
        <PageNumbers count={Math.ceil(list.data.totalCount / PAGE_SIZE)} page={page} onChange={setPage} />
      )}
    </Box>
  );
}
