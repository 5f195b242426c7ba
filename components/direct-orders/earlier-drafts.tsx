'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MuiLink from '@mui/material/Link';
import { fetchMyTradeRequests, tradeKey } from '@/api/trade';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/persian';

/** Drafts looked through for one of the same thing: the buyer's latest, as the list sorts them. */
const DRAFTS_LOOKED_AT = 50;

/**
 * Above a new order's form: the buyer's drafts for the same product (or, for an order of no
 * product, to the same supplier), to go on with one. Opening «ثبت سفارش مستقیم» again began a
 * second draft beside the first, and nothing said the first was there.
 */
export function EarlierDrafts({ productId, supplierId, exceptId }: { productId: number | null; supplierId: number | null; exceptId: number | null }) {
  const t = useTranslations('directOrders');
  const drafts = useQuery({
    queryKey: [...tradeKey, 'list', 'mine', 'drafts'],
    queryFn: () => fetchMyTradeRequests({ states: ['draft'], pageNumber: 1, pageSize: DRAFTS_LOOKED_AT, sortField: 'updated' }),
  });
  const same = (drafts.data?.items ?? []).filter(
    (d) => d.id !== exceptId && (productId !== null ? d.product?.id === productId : d.product === null && d.supplier.id === supplierId),
  );
  if (!same.length) return null;
  return (
    <Alert severity="info">
      {t('earlierDrafts')}
      {same.map((d) => (
        <MuiLink key={d.id} component={Link} href={`/profile/directorder/edit/${d.id}`} sx={{ display: 'block', mt: 0.5 }}>
          {t('earlierDraft', { id: toPersianDigits(d.id), when: formatJalaliDateTime(d.updatedAt) })}
        </MuiLink>
      ))}
    </Alert>
  );
}
