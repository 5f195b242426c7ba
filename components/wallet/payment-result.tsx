'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { fetchAttempts, fetchPayment, walletKey } from '@/api/wallet';
import { isApiError } from '@/api/errors';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { PaymentActions } from './payment-actions';
import { AT_GATEWAY_RECHECK_MS, AtGatewayText, wentToGateway } from './at-gateway-notice';
import { usePaymentWords } from './use-payment-words';

/** Where the gateway sends the payer back: the payment's outcome in words, and what to do next. */
export function PaymentResult({ paymentId }: { paymentId: number }) {
  const t = useTranslations('wallet.result');
  const payment = useQuery({ queryKey: [...walletKey, 'payment', paymentId], queryFn: () => fetchPayment(paymentId) });
  const attempts = useQuery({
    queryKey: [...walletKey, 'attempts', paymentId],
    queryFn: () => fetchAttempts(paymentId),
    // An outcome still unknown is checked again until it is known; a payer's who never came back
    // from the gateway, less often, until reconciliation asks the gateway.
    refetchInterval: (query) => {
      if (query.state.data?.some((a) => a.state === 'unknown' || a.state === 'verifying')) return 5_000;
      return wentToGateway(query.state.data) ? AT_GATEWAY_RECHECK_MS : false;
    },
  });
  // What was paid for, and a consumer's charge says whose wallet: «پرداخت شد» read as the owner's own.
  const words = usePaymentWords(payment.data ? [payment.data] : undefined);
  // Paying or cancelling here takes its buttons away: the keyboard goes to the outcome they led to.
  const outcome = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const state = payment.data?.state;
  // After the read that `onDone` asks for (the state may have changed on an earlier one).
  useEffect(() => {
    if (!acted.current || state === 'pending') return;
    acted.current = false;
    outcome.current?.focus();
  }, [state, payment.dataUpdatedAt]);
  // A failed check while waiting for the gateway's outcome keeps the result already shown.
  const failure = !payment.data || !attempts.data ? (payment.error ?? attempts.error) : null;
  if (failure) {
    return (
      <Alert severity="error" action={<Button href="/profile/wallet">{t('toWallet')}</Button>}>
        {isApiError(failure) && failure.status === 404 ? t('notFound') : t('loadFailed')}
      </Alert>
    );
  }
  if (!payment.data || !attempts.data || !words.ready) return <Skeleton variant="rectangular" height={120} aria-busy="true" />;
  const p = payment.data;
  const checking = attempts.data.some((a) => a.state === 'unknown' || a.state === 'verifying');
  const atGateway = wentToGateway(attempts.data);
  const refId = attempts.data.find((a) => a.state === 'paid')?.refId;
  const next = p.purpose === 'trade_fee' && p.tradeRequestId ? { href: `/profile/directorderinfo/${p.tradeRequestId}`, label: t('toOrder') } : { href: '/profile/wallet', label: t('toWallet') };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography>{t('what', { purpose: words.purposeOf(p), amount: formatToman(p.amount) })}</Typography>
      {p.state === 'paid' ? (
        <Alert severity="success" role="status" ref={outcome} tabIndex={-1}>
          <AlertTitle>{t('paid')}</AlertTitle>
          {p.forUserId === null
            ? t('paidDetail', { amount: formatToman(p.amount), ref: refId ? toPersianDigits(refId) : 'none' })
            : t('paidForDetail', { amount: formatToman(p.amount), name: words.consumerOf(p), ref: refId ? toPersianDigits(refId) : 'none' })}
        </Alert>
      ) : checking ? (
        <Alert severity="info" role="status" ref={outcome} tabIndex={-1}>
          <AlertTitle>{t('checking')}</AlertTitle>
          {t('checkingDetail')}
        </Alert>
      ) : p.state === 'pending' && atGateway ? (
        <Alert severity="info" role="status" ref={outcome} tabIndex={-1}>
          <AtGatewayText attempts={attempts.data} />
        </Alert>
      ) : p.state === 'pending' ? (
        <Alert severity="warning" role="status" ref={outcome} tabIndex={-1}>
          <AlertTitle>{t('pending')}</AlertTitle>
          {t('pendingDetail')}
        </Alert>
      ) : refId ? (
        // Cancelled, then found paid at the gateway (the page was still open): the money is in the wallet.
        <Alert severity="info" role="status" ref={outcome} tabIndex={-1}>
          {t('cancelledPaidToWallet', { amount: formatToman(p.amount), ref: toPersianDigits(refId) })}
        </Alert>
      ) : (
        <Alert severity="error" role="status" ref={outcome} tabIndex={-1}>
          {p.state === 'cancelled' ? t('cancelled') : t('failed')}
        </Alert>
      )}
      {p.state === 'pending' && !checking && <PaymentActions
          payment={p}
          retry
          onDone={() => {
            acted.current = true;
            void payment.refetch();
          }}
        />}
      <Button href={next.href} variant="outlined" sx={{ justifySelf: 'start' }}>
        {next.label}
      </Button>
    </Box>
  );
}
