'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { fetchAttempts, walletKey } from '@/api/wallet';
import type { AttemptState } from '@/api/contract/wallet';
import { AWAY_AT_GATEWAY_MINUTES } from '@/api/contract/payment-timing';
import { toPersianDigits } from '@/lib/persian';

/**
 * An attempt sent to the gateway that never came back (the page closed after paying, or not paid at
 * all): the money may have been taken, so «no money was taken» would be a guess, and paying again a
 * risk.
 */
export const wentToGateway = (attempts: readonly { state: AttemptState }[] | undefined): boolean => attempts?.some((a) => a.state === 'redirected') ?? false;

/** How often such a payment's attempts are read again, until reconciliation asks the gateway. */
export const AT_GATEWAY_RECHECK_MS = 30_000;

/** What the payer is told of it: not known yet, not to pay again if paid, and when it is asked. */
export function AtGatewayText() {
  const t = useTranslations('wallet.result');
  return (
    <>
      <AlertTitle>{t('atGateway')}</AlertTitle>
      {t('atGatewayDetail', { minutes: toPersianDigits(AWAY_AT_GATEWAY_MINUTES) })}
    </>
  );
}

/**
 * Over a pending payment's buttons, while an attempt went to the gateway and never came back, since
 * paying again (from the wallet too) would take the money twice. Nothing while no attempt is open,
 * or while its read fails (the buttons still work).
 */
export function AtGatewayNotice({ paymentId }: { paymentId: number }) {
  const attempts = useQuery({
    queryKey: [...walletKey, 'attempts', paymentId],
    queryFn: () => fetchAttempts(paymentId),
    refetchInterval: (query) => (wentToGateway(query.state.data) ? AT_GATEWAY_RECHECK_MS : false),
  });
  if (!wentToGateway(attempts.data)) return null;
  return (
    <Alert severity="info">
      <AtGatewayText />
    </Alert>
  );
}
