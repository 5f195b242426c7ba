'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { fetchAttempts, walletKey } from '@/api/wallet';
import type { AttemptState } from '@/api/contract/wallet';
import { ATTEMPT_OPEN_MINUTES, AWAY_AT_GATEWAY_MINUTES } from '@/api/contract/payment-timing';
import { formatTehranTime, toPersianDigits } from '@/lib/persian';

/**
 * An attempt sent to the gateway that never came back (the page closed after paying, or not paid at
 * all): the money may have been taken, so «no money was taken» would be a guess, and paying again a
 * risk.
 */
export const wentToGateway = (attempts: readonly { state: AttemptState }[] | undefined): boolean => attempts?.some((a) => a.state === 'redirected') ?? false;

/** How often such a payment's attempts are read again, until reconciliation asks the gateway. */
export const AT_GATEWAY_RECHECK_MS = 30_000;

type Attempt = { state: AttemptState; createdAt: string };

/**
 * When the payer may pay again online: the server holds a new attempt back while the gateway's
 * page may still be paid. «می‌توانید دوباره پرداخت کنید» told at once was answered with a refusal.
 */
const payAgainFrom = (attempts: readonly Attempt[]) => {
  const held = Math.max(...attempts.filter((a) => a.state === 'redirected').map((a) => Date.parse(a.createdAt) + ATTEMPT_OPEN_MINUTES * 60_000));
  // The next whole minute: a time said to the minute must not come before the server lets it through.
  return Math.ceil(held / 60_000) * 60_000;
};

/** What the payer is told of it: not known yet, not to pay again if paid, when it is asked, and when another try is let through. */
export function AtGatewayText({ attempts }: { attempts: readonly Attempt[] }) {
  const t = useTranslations('wallet.result');
  const from = payAgainFrom(attempts);
  // When the notice was first shown: a time said then stays true once it has passed.
  const [shownAt] = useState(() => Date.now());
  return (
    <>
      <AlertTitle>{t('atGateway')}</AlertTitle>
      {t('atGatewayDetail', { minutes: toPersianDigits(AWAY_AT_GATEWAY_MINUTES) })}{' '}
      {from > shownAt ? t('payAgainFrom', { time: formatTehranTime(from) }) : t('payAgainNow')}
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
      <AtGatewayText attempts={attempts.data!} />
    </Alert>
  );
}
