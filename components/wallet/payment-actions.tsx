'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { cancelPayment, fetchGateways, newIntentKey, payFromWallet, payOnline, walletCreditQuery, walletKey } from '@/api/wallet';
import { isApiError } from '@/api/errors';
import type { Payment } from '@/api/contract/wallet';
import { notify } from '@/components/ui/notifications';
import { formatToman } from '@/lib/persian';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';

type Busy = 'wallet' | 'online' | 'cancel' | null;

/**
 * What can be done with a pending payment: pay it from the wallet (a charge excepted), pay it at
 * the default gateway (a new attempt; the browser goes there), or cancel it. Each tap is one
 * intent with its own key, so a double tap pays once.
 */
export function PaymentActions({ payment, retry = false, onDone }: { payment: Payment; retry?: boolean; onDone?: () => void }) {
  const t = useTranslations('wallet');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  // A cancelled payment cannot be paid again, and money spent from the wallet does not come back by
  // itself: either tap is confirmed first.
  const [confirming, setConfirming] = useState<'wallet' | 'cancel' | null>(null);
  const [keys, setKeys] = useState(() => ({ wallet: newIntentKey(), online: newIntentKey(), cancel: newIntentKey() }));
  const gateways = useQuery({ queryKey: [...walletKey, 'gateways'], queryFn: fetchGateways, staleTime: 3_600_000 });
  const credit = useQuery({ ...walletCreditQuery(), enabled: payment.purpose !== 'wallet_charge' });
  const canPayFromWallet = payment.purpose !== 'wallet_charge' && (credit.data?.balance ?? 0) >= payment.amount;

  async function run(kind: Exclude<Busy, null>) {
    setBusy(kind);
    try {
      if (kind === 'online') {
        const attempt = await payOnline(payment.id, gateways.data?.[0]?.name ?? 'sandbox', keys.online, retry);
        if (attempt.redirectUrl) {
          window.location.assign(attempt.redirectUrl);
          return;
        }
      } else if (kind === 'wallet') {
        await payFromWallet(payment.id, keys.wallet);
        notify.success(t('pending.paid'));
      } else {
        await cancelPayment(payment.id, keys.cancel);
        notify.info(t('pending.cancelled'));
      }
      await queryClient.invalidateQueries({ queryKey: walletKey });
      onDone?.();
    } catch (error) {
      notify.error(isApiError(error) ? error.detail : t('charge.failed'));
      // A refusal was the answer to that intent; trying again (another gateway, a filled wallet) is a new one.
      if (isApiError(error) && error.status !== undefined && error.status < 500) setKeys((k) => ({ ...k, [kind]: newIntentKey() }));
    }
    setBusy(null);
    setConfirming(null);
  }

  const spinner = (kind: Busy) => (busy === kind ? <CircularProgress size={18} color="inherit" /> : null);
  // A greyed-out button says why: the balance, read, is short of the amount.
  const walletShort = payment.purpose !== 'wallet_charge' && credit.data !== undefined && !canPayFromWallet;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {payment.purpose !== 'wallet_charge' && (
        <Button
          variant="contained"
          disabled={busy !== null || !canPayFromWallet}
          onClick={() => setConfirming('wallet')}
          startIcon={spinner('wallet')}
          aria-describedby={walletShort ? `wallet-short-${payment.id}` : undefined}
        >
          {t('pending.payWallet')}
        </Button>
      )}
      <Button variant={payment.purpose === 'wallet_charge' ? 'contained' : 'outlined'} disabled={busy !== null} onClick={() => void run('online')} startIcon={spinner('online')}>
        {t('pending.payOnline')}
      </Button>
      <Button color="error" disabled={busy !== null} onClick={() => setConfirming('cancel')} startIcon={spinner('cancel')}>
        {t('pending.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t('pending.cancelTitle', { amount: formatToman(payment.amount) })}
        message={t('pending.cancelText')}
        confirmLabel={t('pending.cancel')}
        pending={busy === 'cancel'}
        onConfirm={() => void run('cancel')}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'wallet'}
        title={t('pending.payWalletTitle', { amount: formatToman(payment.amount) })}
        message={t('pending.payWalletText', { balance: formatToman(credit.data?.balance ?? 0), after: formatToman(Math.max(0, (credit.data?.balance ?? 0) - payment.amount)) })}
        confirmLabel={t('pending.payWalletConfirm')}
        confirmColor="primary"
        pending={busy === 'wallet'}
        onConfirm={() => void run('wallet')}
        onClose={() => setConfirming(null)}
      />
      {walletShort && (
        <Typography id={`wallet-short-${payment.id}`} variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('pending.walletShort', { balance: formatToman(credit.data!.balance) })}
        </Typography>
      )}
    </Box>
  );
}
