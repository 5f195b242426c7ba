'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { adminKey, fetchFeedbacks, markFeedbackRead, type Feedback } from '@/api/admin';
import type { Page } from '@/api/contract/paging';
import { notify } from '@/components/ui/notifications';
import { PageNumbers } from '@/components/ui/page-numbers';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/persian';

const PAGE_SIZE = 10;

/** The feedback inbox: newest first, unread marked; opening a message marks it read. */
export function FeedbackInbox() {
  const t = useTranslations('adminDesk.feedback');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...adminKey, 'feedback', unread, page],
    queryFn: () => fetchFeedbacks({ unread, pageNumber: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  async function open(item: Feedback, event: React.SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || item.readAt) return;
    try {
      const read = await markFeedbackRead(item.id);
      // Marked read where it is shown, not read again: a list of unread messages read again would
      // take away the one being read. The other pages and filters are read again when next shown
      // (the unread ones have moved up), and this one when the admin comes back to it.
      queryClient.setQueriesData<Page<Feedback>>({ queryKey: [...adminKey, 'feedback'] }, (page) =>
        page && { ...page, items: page.items.map((shown) => (shown.id === read.id ? read : shown)) },
      );
      void queryClient.invalidateQueries({ queryKey: [...adminKey, 'feedback'], refetchType: 'none' });
    } catch (error) {
      notify.apiError(error);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel control={<Switch checked={unread} onChange={(e) => (setUnread(e.target.checked), setPage(1))} />} label={t('unreadOnly')} />
      {list.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void list.refetch()}>{tc('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : list.isPending ? (
        <Skeleton variant="rectangular" height={120} />
      ) : list.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {list.data.items.map((item) => (
            <li key={item.id}>
              <Box component="details" onToggle={(e: React.SyntheticEvent<HTMLDetailsElement>) => void open(item, e)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0, overflowWrap: 'anywhere', '& > summary': { cursor: 'pointer' } }}>
                <summary>
                  <Box component="span" sx={{ fontWeight: item.readAt ? 400 : 700 }}>
                    {toPersianDigits(item.subject)}
                  </Box>
                  {' — '}
                  {toPersianDigits(item.name)}
                  {'، '}
                  {formatJalaliDateTime(item.createdAt)}
                  {!item.readAt && <Chip size="small" color="primary" label={t('new')} sx={{ marginInlineStart: 1 }} />}
                </summary>
                <Typography sx={{ whiteSpace: 'pre-line', mt: 1, overflowWrap: 'anywhere' }}>{toPersianDigits(item.body)}</Typography>
                {item.contact && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('contact')}: <bdi>{toPersianDigits(item.contact)}</bdi>
                  </Typography>
                )}
              </Box>
            </li>
          ))}
        </Box>
      )}
      {list.data && list.data.totalCount > PAGE_SIZE && (
        <PageNumbers count={Math.ceil(list.data.totalCount / PAGE_SIZE)} page={page} onChange={setPage} />
      )}
    </Box>
  );
}
