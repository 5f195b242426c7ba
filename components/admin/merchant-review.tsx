'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminKey, confirmMerchant, fetchMerchantsAwaiting, refuseMerchant, type MerchantForReview } from '@/api/admin';
import { MERCHANT_REFUSAL_REASON_MAX, MERCHANT_REFUSAL_REASON_MIN } from '@/api/contract/merchants';
import { isApiError } from '@/api/errors';
import { notify } from '@/components/ui/notifications';
import { formatJalaliDateTime, formatNumber, toLatinDigits, toPersianDigits } from '@/lib/persian';
import { isIranMobile, toLocalMobile } from '@/lib/phone';
import { focusAfterRemoval } from '@/components/ui/focus-after-removal';
import { textLength } from '@/lib/text-length';
import finger from '@/components/ui/finger-target.module.css';

/** How many of the merchants waiting are shown at once. */
const MERCHANTS_SHOWN = 50;

/** Merchants awaiting confirmation, oldest first: confirm, or refuse with a reason the merchant reads. */
export function MerchantReview() {
  const t = useTranslations('adminDesk.merchants');
  const tc = useTranslations('common');
  const list = useQuery({ queryKey: [...adminKey, 'merchants'], queryFn: () => fetchMerchantsAwaiting({ pageNumber: 1, pageSize: MERCHANTS_SHOWN }) });
  const region = useRef<HTMLDivElement>(null);
  // The place of the merchant just decided: once its row has left the list, the focus goes to the
  // row now there (its buttons went with it, and the focus with them to the page's top).
  // A list that failed to come back leaves the mark; a later one, long after, must not take the focus.
  const decidedAt = useRef<{ index: number; at: number } | null>(null);
  useEffect(() => {
    const decided = decidedAt.current;
    decidedAt.current = null;
    if (decided && Date.now() - decided.at < 10_000) focusAfterRemoval(region.current, '[data-row-action]', decided.index, region.current);
  }, [list.data]);
  return (
    <Box ref={region} tabIndex={-1} sx={{ outline: 'none' }}>
      {list.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void list.refetch()}>{tc('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : list.isPending ? (
        <Skeleton variant="rectangular" height={120} />
      ) : list.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {list.data.items.map((m, index) => (
              <MerchantRow key={m.id} merchant={m} onDecided={() => (decidedAt.current = { index, at: Date.now() })} />
            ))}
          </Box>
          {/* A queue, oldest first, read a page at a time: what waits past it is said, not hidden. */}
          {list.data.totalCount > list.data.items.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('more', { count: formatNumber(list.data.totalCount - list.data.items.length) })}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}

function MerchantRow({ merchant, onDecided }: { merchant: MerchantForReview; onDecided: () => void }) {
  const t = useTranslations('adminDesk.merchants');
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLInputElement>(null);
  const refuseButton = useRef<HTMLButtonElement>(null);
  // The reason's field takes the focus when it opens, and «بازگشت» gives it back to «رد»: the
  // buttons that had it are gone, and the focus would fall to the page's top.
  const opened = useRef(false);
  useEffect(() => {
    if (refusing) reasonField.current?.focus();
    else if (opened.current) refuseButton.current?.focus();
    opened.current ||= refusing;
  }, [refusing]);

  async function act(action: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await action();
      onDecided();
      notify.success(done);
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'merchants'] });
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.reason ?? failure.detail);
      else notify.apiError(failure);
    }
    setBusy(false);
  }

  /** A reason too short is said on the press, with the caret in it: a greyed «رد» gave no reason. */
  function submitRefusal() {
    if (textLength(reason.trim()) < MERCHANT_REFUSAL_REASON_MIN) {
      setError(t('reasonShort', { min: formatNumber(MERCHANT_REFUSAL_REASON_MIN) }));
      reasonField.current?.focus();
      return;
    }
    void act(() => refuseMerchant(merchant.id, reason.trim()), t('refused'));
  }

  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{toPersianDigits(merchant.name)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('owner', { name: merchant.ownerName || '—' })}
        {'، '}
        {formatJalaliDateTime(merchant.createdAt)}
        {merchant.phone ? (
          <>
            {'، '}
            <MuiLink href={`tel:${toLatinDigits(merchant.phone)}`} dir="ltr" className={finger.fingerTarget}>
              {toPersianDigits(isIranMobile(merchant.phone) ? toLocalMobile(merchant.phone) : merchant.phone)}
            </MuiLink>
          </>
        ) : null}
      </Typography>
      {merchant.description && <Typography variant="body2">{toPersianDigits(merchant.description)}</Typography>}
      {refusing ? (
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submitRefusal())} sx={{ display: 'grid', gap: 1 }}>
          <TextField inputRef={reasonField} slotProps={{ htmlInput: { 'data-row-action': '', maxLength: MERCHANT_REFUSAL_REASON_MAX } }} label={t('reason')} value={reason} onChange={(e) => (setReason(e.target.value), setError(null))} error={!!error} helperText={error ?? t('reasonHint', { count: formatNumber(textLength(reason)), max: formatNumber(MERCHANT_REFUSAL_REASON_MAX) })} required size="small" />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {t('refuse')}
            </Button>
            <Button onClick={() => setRefusing(false)}>{t('back')}</Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" data-row-action disabled={busy} onClick={() => void act(() => confirmMerchant(merchant.id), t('confirmed'))} aria-label={t('confirmOne', { name: merchant.name })}>
            {t('confirm')}
          </Button>
          <Button ref={refuseButton} color="error" disabled={busy} onClick={() => setRefusing(true)} aria-label={t('refuseOne', { name: merchant.name })}>
            {t('refuse')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
