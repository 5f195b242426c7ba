'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { buyMembershipPlan, fetchMembershipPlans, fetchMyMembership, newIntentKey, walletKey } from '@/api/wallet';
import { isApiError } from '@/api/errors';
import type { Payment } from '@/api/contract/wallet';
import { notify } from '@/components/ui/notifications';
import { formatJalaliDate, formatToman, toPersianDigits } from '@/lib/persian';
import { PaymentActions } from './payment-actions';

/** `/profile/membership`: my plan and what is left of this month's free publications; the plans, a paid one bought with a payment. */
export function MembershipScreen() {
  const t = useTranslations('wallet.membership');
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: [...walletKey, 'membership'], queryFn: fetchMyMembership });
  const plans = useQuery({ queryKey: [...walletKey, 'plans'], queryFn: fetchMembershipPlans, staleTime: 3_600_000 });
  // The payment of the plan being bought, shown in that plan's card where its button was tapped.
  const [buying, setBuying] = useState<{ planId: number; payment: Payment } | null>(null);
  const [key] = useState(newIntentKey);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const boughtOrLeft = useRef<number | null>(null);
  // The tapped button gave its place to the payment's choices: the keyboard goes to them, and back.
  useEffect(() => {
    if (buying) panel.current?.focus();
    else if (boughtOrLeft.current !== null) list.current?.querySelector<HTMLElement>(`[data-buy="${boughtOrLeft.current}"]`)?.focus();
  }, [buying]);

  async function buy(planId: number) {
    try {
      setBuying({ planId, payment: await buyMembershipPlan(planId, `${key}-${planId}`) });
    } catch (error) {
      notify.error(isApiError(error) ? error.detail : t('failed'));
    }
  }

  if (!mine.data || !plans.data) return <Skeleton variant="rectangular" height={200} />;
  const m = mine.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography color="text.secondary">{t('about')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" color="text.secondary">
          {t('current')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {m.plan.name}
        </Typography>
        <Typography>{t('left', { left: toPersianDigits(m.freeLeft), of: toPersianDigits(m.plan.freePerMonth) })}</Typography>
        {m.endsAt && <Typography variant="body2" color="text.secondary">{t('until', { date: formatJalaliDate(m.endsAt) })}</Typography>}
      </Paper>
      <Box component="ul" ref={list} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {plans.data.map((p) => (
          <Paper component="li" variant="outlined" key={p.id} sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6">
                {p.name}
              </Typography>
              {p.id === m.plan.id && <Chip size="small" color="primary" label={t('yours')} />}
            </Box>
            <Typography>{t('free', { count: toPersianDigits(p.freePerMonth) })}</Typography>
            <Typography>{t('fee', { fee: formatToman(p.feePerPublication) })}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{p.price > 0 ? t('price', { price: formatToman(p.price), days: toPersianDigits(p.periodDays) }) : t('freePlan')}</Typography>
            {buying?.planId === p.id ? (
              <Box ref={panel} tabIndex={-1} role="group" aria-label={t('toPay', { amount: formatToman(buying.payment.amount) })} sx={{ display: 'grid', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{t('toPay', { amount: formatToman(buying.payment.amount) })}</Typography>
                {m.paidUntil && <Typography variant="body2">{t('startsLater', { date: formatJalaliDate(m.paidUntil) })}</Typography>}
                <PaymentActions
                  payment={buying.payment}
                  onDone={() => {
                    boughtOrLeft.current = p.id;
                    setBuying(null);
                    void queryClient.invalidateQueries({ queryKey: walletKey });
                  }}
                />
              </Box>
            ) : p.price > 0 ? (
              <Button variant="contained" data-buy={p.id} onClick={() => void buy(p.id)} disabled={!!buying}>
                {t('buy', { name: p.name })}
              </Button>
            ) : null}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
