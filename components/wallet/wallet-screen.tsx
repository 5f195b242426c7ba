'use client';

import { useTranslations } from 'next-intl';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fetchPaymentsForRetry, fetchWalletCredit, fetchWalletEntries, walletKey } from '@/api/wallet';
import { formatJalaliDateTime, formatNumber, formatToman, rialToToman, toPersianDigits } from '@/lib/persian';
import dynamic from 'next/dynamic';
import { ChargeForm } from './charge-form';
import { PaymentActions } from './payment-actions';

const PAGE = 50;

// The chart library loads with the chart, after the page's own controls.
const BalanceChart = dynamic(() => import('./balance-chart'), { ssr: false, loading: () => <Skeleton variant="rectangular" height={220} /> });

/** `/profile/wallet`: the balance, a charge, the payments still to pay, and the ledger newest first. */
export function WalletScreen() {
  const t = useTranslations('wallet');
  const tc = useTranslations('common');
  const credit = useQuery({ queryKey: [...walletKey, 'credit'], queryFn: fetchWalletCredit });
  const pending = useQuery({ queryKey: [...walletKey, 'pending'], queryFn: fetchPaymentsForRetry });
  const entries = useInfiniteQuery({
    queryKey: [...walletKey, 'entries'],
    queryFn: ({ pageParam }) => fetchWalletEntries(pageParam, PAGE),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1].id : undefined),
  });
  const rows = entries.data?.pages.flat() ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" color="text.secondary">
          {t('balance')}
        </Typography>
        <Typography variant="h4" component="p" aria-live="polite" sx={{ fontWeight: 700 }}>
          {credit.data ? formatToman(credit.data.balance) : <Skeleton width={160} aria-label={t('balanceLoading')} />}
        </Typography>
        <Button href="/profile/membership" size="small" sx={{ mt: 1 }}>
          {t('membership.link')}
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <ChargeForm />
      </Paper>

      {(pending.data?.length ?? 0) > 0 && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} component="section" aria-labelledby="pending-title">
          <Typography id="pending-title" component="h2" variant="h6">
            {t('pending.title')}
          </Typography>
          {pending.data!.map((p) => (
            <Box key={p.id} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">{t('pending.line', { purpose: t(`purposes.${p.purpose}`), amount: formatToman(p.amount), date: formatJalaliDateTime(p.createdAt) })}</Typography>
              <PaymentActions payment={p} retry />
            </Box>
          ))}
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} component="section" aria-labelledby="entries-title">
        <Typography id="entries-title" component="h2" variant="h6">
          {t('entries.title')}
        </Typography>
        {entries.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void entries.refetch()}>{tc('retry')}</Button>}>
            {t('charge.failed')}
          </Alert>
        ) : entries.isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{t('entries.empty')}</Typography>
        ) : (
          <>
          {rows.length > 1 && <BalanceChart entries={rows} label={t('chart')} />}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="entries-title">
            <Table size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('entries.when')}</TableCell>
                  <TableCell>{t('entries.what')}</TableCell>
                  <TableCell>{t('entries.amount')}</TableCell>
                  <TableCell>{t('entries.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>{formatJalaliDateTime(e.createdAt)}</TableCell>
                    <TableCell>{e.description || t(`entries.types.${e.type}`)}</TableCell>
                    {/* The sign stays before the figure (an isolated left-to-right run); the header names the unit. */}
                    <TableCell sx={{ color: e.amount > 0 ? 'success.main' : 'error.main' }}>
                      <bdi dir="ltr">{`${e.amount > 0 ? '+' : '−'}${toPersianDigits(formatNumber(rialToToman(Math.abs(e.amount))))}`}</bdi>
                    </TableCell>
                    <TableCell>{toPersianDigits(formatNumber(rialToToman(e.balanceAfter)))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          </>
        )}
        {entries.hasNextPage && (
          <Button onClick={() => void entries.fetchNextPage()} disabled={entries.isFetchingNextPage} sx={{ justifySelf: 'start' }}>
            {t('entries.more')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
