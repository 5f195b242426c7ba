'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { actOnTradeRequest, fetchMembershipAndPrice, tradeKey } from '@/api/trade';
import { fetchPayment, walletKey } from '@/api/wallet';
import { PaymentActions } from '@/components/wallet/payment-actions';
import { AtGatewayNotice } from '@/components/wallet/at-gateway-notice';
import { isApiError } from '@/api/errors';
import { TRADE_NOTE_MAX, type TradeRequest } from '@/api/contract/trade';
import { JalaliDateField } from '@/components/profile/personal-info/jalali-date-field';
import { onLiveMessage, useConversationStream } from '@/components/messages/live-stream';
import { notify } from '@/components/ui/notifications';
import { formatToman, parseTypedNumber, toPersianDigits } from '@/lib/persian';
import { groupedTomanAsTyped } from '@/components/ui/grouped-toman-as-typed';
import { useSharedStore } from '@/stores/shared';
import { CounterPriceHint } from './counter-price-hint';
import { jalaliDay } from './jalali-day';

type Action = TradeRequest['actions'][number];

/** Actions that ask something first: a reason, a counter-offer's terms, or a confirmation. */
const ASKS: Partial<Record<Action, 'note' | 'optionalNote' | 'counter' | 'confirm'>> = {
  reject: 'note',
  decline_counter: 'optionalNote',
  cancel: 'optionalNote',
  counter: 'counter',
  complete: 'confirm',
  // An acceptance binds both sides to an amount: said before, not after, one tap.
  accept: 'confirm',
  accept_counter: 'confirm',
};

const PRIMARY: Action[] = ['confirm_and_publish', 'accept', 'accept_counter', 'complete'];

/**
 * What the caller may do with the order now, as the state machine says (`order.actions`). After
 * an action, or when the other side acts (their notice arrives on the tab's stream), the page is
 * read again.
 */
export function OrderActions({ order }: { order: TradeRequest }) {
  const t = useTranslations('directOrders');
  const tc = useTranslations('catalog');
  const router = useRouter();
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  useConversationStream(loggedIn);
  const [asking, setAsking] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const [price, setPrice] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const fee = useQuery({
    queryKey: [...tradeKey, order.id, 'price', order.state],
    queryFn: () => fetchMembershipAndPrice(order.id),
    enabled: order.mySide === 'buyer' && order.state === 'awaiting_confirmation',
  });

  const feePayment = useQuery({
    queryKey: [...walletKey, 'payment', order.feePayment?.id],
    queryFn: () => fetchPayment(order.feePayment!.id),
    enabled: order.feePayment?.state === 'pending',
  });

  useEffect(() => onLiveMessage(({ message }) => message.tradeRequestId === order.id && router.refresh()), [order.id, router]);

  const priceField = useRef<HTMLInputElement>(null);
  // The counter-offer's problems are the price's field's: the caret goes there, not left on the dialog.
  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    if (found.unitPrice) priceField.current?.focus();
  };

  async function run(action: Action) {
    const toman = parseTypedNumber(price);
    if (action === 'counter' && toman !== null && (toman === 'invalid' || toman <= 0)) {
      refuse({ unitPrice: toman === 'invalid' ? t('priceNotANumber') : t('priceNotPositive') });
      return;
    }
    // An offer of nothing new is refused here, at once, as the server would.
    if (action === 'counter' && toman === null && !date) {
      refuse({ unitPrice: t('counterEmpty') });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await actOnTradeRequest(order.id, action as Exclude<Action, 'create'>, {
        ...(note.trim() ? { note } : {}),
        ...(action === 'counter' ? { unitPrice: typeof toman === 'number' ? Math.round(toman * 10) : null, deliveryDate: date || null } : {}),
      });
      setAsking(null);
      setNote('');
      notify.success(t('done', { action: t(`actions.${action}`) }));
      router.refresh();
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length) refuse(failure.fieldErrors);
      else {
        notify.apiError(failure);
        setAsking(null);
        router.refresh();
      }
    } finally {
      setPending(false);
    }
  }

  const actions = order.actions.filter((a) => a !== 'request_confirmation');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {order.mySide === 'buyer' && order.state === 'awaiting_confirmation' && (
        // With the quota used, the fee paid below publishes it: «تأیید و انتشار» waits for nothing else.
        <Typography sx={{ fontWeight: 600 }}>{t(fee.data?.canPublish === false ? 'notSentYetUntilPaid' : 'notSentYet')}</Typography>
      )}
      {fee.data && (
        <Alert severity={fee.data.canPublish ? 'info' : 'warning'}>
          {fee.data.canPublish
            ? fee.data.fee === 0
              ? t('quota', { left: toPersianDigits(fee.data.membership.freeLeft), plan: fee.data.membership.plan.name })
              : t('feePaid', { fee: formatToman(fee.data.fee) })
            : fee.data.reason}
        </Alert>
      )}
      {/* The order's own state first: the payment read before a cancel is still in memory. */}
      {order.feePayment?.state === 'pending' && feePayment.data?.state === 'pending' && (
        // Paid here (wallet or gateway), the fee publishes the order; the page is read again.
        <>
          <AtGatewayNotice paymentId={feePayment.data.id} />
          <PaymentActions payment={feePayment.data} retry onDone={() => router.refresh()} />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {order.state === 'draft' && order.mySide === 'buyer' && (
          <Button component={Link} href={`/profile/directorder/edit/${order.id}`} variant="contained">
            {t('editDraft')}
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant={PRIMARY.includes(action) ? 'contained' : 'outlined'}
            color={action === 'reject' || action === 'cancel' || action === 'decline_counter' ? 'error' : 'primary'}
            disabled={pending || (action === 'confirm_and_publish' && fee.data?.canPublish === false)}
            onClick={() => (ASKS[action] ? setAsking(action) : void run(action))}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button component={Link} href={`/profile/directOrderReport/${order.id}`} variant="text">
          {t('reportLink')}
        </Button>
      </Box>
      <Dialog open={asking !== null} onClose={pending ? undefined : () => setAsking(null)} fullWidth maxWidth="sm">
        {asking && (
          <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void run(asking))}>
            <DialogTitle>{t(`actions.${asking}`)}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
              {ASKS[asking] === 'confirm' && <p>{confirmText(order, asking, t, tc)}</p>}
              {ASKS[asking] === 'counter' && (
                <>
                  <TextField
                    label={t('counterPrice', { unit: order.unit?.name ?? '' })}
                    value={price}
                    onChange={(e) => setPrice(groupedTomanAsTyped(e))}
                    inputRef={priceField}
                    autoFocus
                    error={!!errors.unitPrice}
                    helperText={errors.unitPrice ?? <CounterPriceHint order={order} typed={price} />}
                    slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', style: { textAlign: 'right' } } }}
                  />
                  <JalaliDateField label={t('counterDate')} name="deliveryDate" value={date} onChange={setDate} error={errors.deliveryDate} direction="future" />
                </>
              )}
              {ASKS[asking] !== 'confirm' && (
                <TextField
                  label={ASKS[asking] === 'note' ? t('reason') : t('note')}
                  value={note}
                  // What is typed at once goes into the reason, not nowhere.
                  autoFocus={ASKS[asking] === 'note'}
                  onChange={(e) => setNote(e.target.value)}
                  required={ASKS[asking] === 'note'}
                  error={!!errors.note}
                  helperText={errors.note}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: TRADE_NOTE_MAX } }}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsking(null)} disabled={pending}>
                {t('back')}
              </Button>
              <Button type="submit" variant="contained" disabled={pending}>
                {t(`actions.${asking}`)}
              </Button>
            </DialogActions>
          </Box>
        )}
      </Dialog>
    </Box>
  );
}

function confirmText(order: TradeRequest, action: Action, t: ReturnType<typeof useTranslations<'directOrders'>>, tc: ReturnType<typeof useTranslations<'catalog'>>): string {
  if (action === 'complete') return t('confirmComplete');
  const terms = acceptedTerms(order, action, t, tc);
  return terms ? t('confirmAccept', { terms }) : t('confirmAcceptAsIs');
}

/** What an acceptance agrees to: the unit price (the counter-offer's, or the list's), the total and the day. */
function acceptedTerms(order: TradeRequest, action: Action, t: ReturnType<typeof useTranslations<'directOrders'>>, tc: ReturnType<typeof useTranslations<'catalog'>>): string {
  const counter = action === 'accept_counter' ? order.counter : null;
  // A counter-offer of a day only keeps the list price, as the server agrees on it.
  const unitPrice = counter?.unitPrice ?? order.listedUnitPrice;
  const day = counter?.deliveryDate ?? order.wantedDate;
  return [
    unitPrice !== null ? `${formatToman(unitPrice)}${order.unit ? ` ${tc('perUnit', { unit: order.unit.name })}` : ''}` : null,
    unitPrice !== null && order.quantity !== null ? t('fields.totalOf', { total: formatToman(Math.round(unitPrice * order.quantity)) }) : null,
    day ? t('deliveryOn', { date: jalaliDay(day) }) : null,
  ]
    .filter(Boolean)
    .join('، ');
}
