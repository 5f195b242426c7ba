'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MuiLink from '@mui/material/Link';
import { fetchMyTradeRequests, tradeKey } from '@/api/trade';
import type { TradeRequest } from '@/api/contract/trade';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/persian';

/** Drafts looked through for one of the same thing: the buyer's latest, as the list sorts them. */
const DRAFTS_LOOKED_AT = 50;

/**
 * Above a new order's form: the buyer's drafts for the same product (or, for an order of no
 * product, to the same supplier), to go on with one. Opening «ثبت سفارش مستقیم» again began a
 * second draft beside the first, and nothing said the first was there.
 */
export function EarlierDrafts({ productId, supplierId, exceptId, typing }: { productId: number | null; supplierId: number | null; exceptId: number | null; typing: boolean }) {
  const t = useTranslations('directOrders');
  const drafts = useQuery({
    queryKey: [...tradeKey, 'list', 'mine', 'drafts'],
    queryFn: () => fetchMyTradeRequests({ states: ['draft'], pageNumber: 1, pageSize: DRAFTS_LOOKED_AT, sortField: 'updated' }),
    // Asked afresh on each visit: a draft autosaved a minute ago is the one this notice is for.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // Decided once: an answer after the buyer began typing would push the form under their thumb.
  const [decided, setDecided] = useState<TradeRequest[] | null>(null);
  if (decided === null && typing) setDecided([]);
  else if (decided === null && drafts.isSuccess) {
    setDecided(drafts.data.items.filter((d) => (productId !== null ? d.product?.id === productId : d.product === null && d.supplier.id === supplierId)));
  }
  const same = (decided ?? []).filter((d) => d.id !== exceptId);
  if (!same.length) return null;
  return (
    // Not an alert: nothing went wrong, and it must not cut into what a screen reader is saying.
    <Alert severity="info" role="status">
      {t('earlierDrafts')}
      {same.map((d) => (
        <MuiLink key={d.id} component={Link} href={`/profile/directorder/edit/${d.id}`} sx={{ display: 'block', mt: 0.5 }}>
          {t('earlierDraft', { id: toPersianDigits(d.id), when: formatJalaliDateTime(d.updatedAt) })}
        </MuiLink>
      ))}
    </Alert>
  );
}
