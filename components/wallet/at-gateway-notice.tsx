'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { fetchAttempts, walletKey } from '@/api/wallet';
import { AWAY_AT_GATEWAY_MINUTES } from '@/api/contract/payment-timing';
import { toPersianDigits } from '@/lib/persian';

/**
 * Over a pending payment's buttons, while an attempt went to the gateway and never came back: the
 * payer may have paid and closed the page, and paying again (from the wallet too) would take the
 * money twice. Nothing while no attempt is open, or while its read fails (the buttons still work).
 */
export function AtGatewayNotice({ paymentId }: { paymentId: number }) {
  const t = useTranslations('wallet.result');
  const attempts = useQuery({
    queryKey: [...walletKey, 'attempts', paymentId],
    queryFn: () => fetchAttempts(paymentId),
    refetchInterval: (query) => (query.state.data?.some((a) => a.state === 'redirected') ? 30_000 : false),
  });
  if (!attempts.data?.some((a) => a.state === 'redirected')) return null;
  return (
    <Alert severity="info">
      <AlertTitle>{t('atGateway')}</AlertTitle>
      {t('atGatewayDetail', { minutes: toPersianDigits(AWAY_AT_GATEWAY_MINUTES) })}
    </Alert>
  );
}
