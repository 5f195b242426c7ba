'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { fetchBalanceHistory, pendingPaymentsQuery, walletCreditQuery, walletKey } from '@/api/wallet';
import { formatJalaliDateTime, formatToman, toPersianDigits } from '@/lib/persian';
import { ChargeForm } from './charge-form';
import { OwnedConsumers } from './owned-consumers';
import { PaymentActions } from './payment-actions';
import { AtGatewayNotice } from './at-gateway-notice';
import { WalletLedger } from './wallet-ledger';
import { usePaymentWords } from './use-payment-words';

// The chart library loads with the chart, after the page's own controls.
const BalanceChart = dynamic(() => import('./balance-chart'), { ssr: false, loading: () => <Skeleton variant="rectangular" height={220} /> });

const PERIODS = [30, 90, 365] as const;

/**
 * `/profile/wallet`: the balance, a charge, the payments still to pay, the balance over time, the
 * ledger; for an owner user also its consumers' wallets.
 */
export function WalletScreen({ isOwner = false, chargeHelp }: { isOwner?: boolean; chargeHelp?: ReactNode }) {
  const t = useTranslations('wallet');
  const credit = useQuery(walletCreditQuery());
  const pending = useQuery(pendingPaymentsQuery());
  const words = usePaymentWords(pending.data);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
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

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ChargeForm help={chargeHelp} />
      </Paper>

      {(pending.data?.length ?? 0) > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }} component="section" aria-labelledby="pending-title">
          <Typography id="pending-title" component="h2" variant="h6">
            {t('pending.title')}
          </Typography>
          {pending.data!.map((p) => (
            <Box key={p.id} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">{t('pending.line', { purpose: words.purposeOf(p), amount: formatToman(p.amount), date: formatJalaliDateTime(p.createdAt) })}</Typography>
              <AtGatewayNotice paymentId={p.id} />
              <PaymentActions payment={p} retry />
            </Box>
          ))}
        </Paper>
      )}

      <BalanceHistory />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }} component="section" aria-labelledby="entries-title">
        <Typography id="entries-title" component="h2" variant="h6">
          {t('entries.title')}
        </Typography>
        <WalletLedger />
      </Paper>

      {isOwner && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <OwnedConsumers />
        </Paper>
      )}
    </Box>
  );
}

/** The balance over the last month, three months or year, as a chart. */
function BalanceHistory() {
  const t = useTranslations('wallet');
  const tc = useTranslations('common');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(90);
  const history = useQuery({ queryKey: [...walletKey, 'history', days], queryFn: () => fetchBalanceHistory(days) });
  const moved = (history.data?.length ?? 0) > 2 || new Set(history.data?.map((p) => p.balance)).size > 1;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }} component="section" aria-labelledby="chart-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="chart-title" component="h2" variant="h6">
          {t('chartTitle')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_, value) => value && setDays(value)} aria-label={t('period')}>
          {PERIODS.map((d) => (
            <ToggleButton key={d} value={d}>
              {t('days', { days: toPersianDigits(d) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {history.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void history.refetch()}>{tc('retry')}</Button>}>
          {t('entries.failed')}
        </Alert>
      ) : history.isPending ? (
        <Skeleton variant="rectangular" height={220} />
      ) : moved ? (
        <BalanceChart points={history.data} label={t('chart', { days: toPersianDigits(days) })} />
      ) : (
        <Typography color="text.secondary">{t('chartEmpty')}</Typography>
      )}
    </Paper>
  );
}
