'use client';

import { useTranslations } from 'next-intl';
import type { TradeRequest } from '@/api/contract/trade';
import { formatToman, parseTypedNumber } from '@/lib/persian';

/** Further than this from the list price either way, a counter-offer's price is likely per another unit. */
const FAR_FROM_LISTED = 5;

/**
 * What the supplier's new price comes to, under its field: the list price it replaces, the order's
 * total at the typed price, and a warning when it is far from the list price. A supplier used to
 * pricing per kilogram typed «۲۹٬۰۰۰» for a price per tonne and saw nothing amiss.
 */
export function CounterPriceHint({ order, typed }: { order: Pick<TradeRequest, 'listedUnitPrice' | 'unit' | 'quantity'>; typed: string }) {
  const t = useTranslations('directOrders');
  const toman = parseTypedNumber(typed);
  const rial = typeof toman === 'number' && toman > 0 ? Math.round(toman * 10) : null;
  const unit = order.unit?.name;
  const lines = [
    order.listedUnitPrice && unit ? t('listedWas', { price: formatToman(order.listedUnitPrice), unit }) : null,
    rial !== null && order.quantity !== null ? t('counterTotal', { total: formatToman(Math.round(rial * order.quantity)) }) : null,
    rial !== null && order.listedUnitPrice && unit && (rial * FAR_FROM_LISTED < order.listedUnitPrice || rial > order.listedUnitPrice * FAR_FROM_LISTED)
      ? t('counterFarFromListed', { unit })
      : null,
  ].filter((line): line is string => line !== null);
  if (!lines.length) return null;
  return (
    <span aria-live="polite">
      {lines.map((line, i) => (
        <span key={i} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  );
}
