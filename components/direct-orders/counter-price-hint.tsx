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
  const listed = order.listedUnitPrice && unit ? t('listedWas', { price: formatToman(order.listedUnitPrice), unit }) : null;
  const total = rial !== null && order.quantity !== null ? t('counterTotal', { total: formatToman(Math.round(rial * order.quantity)) }) : null;
  const far = rial !== null && order.listedUnitPrice && unit && (rial * FAR_FROM_LISTED < order.listedUnitPrice || rial > order.listedUnitPrice * FAR_FROM_LISTED);
  return (
    <>
      {listed && <span style={{ display: 'block' }}>{listed}</span>}
      {total && <span style={{ display: 'block' }}>{total}</span>}
      {/* Said when it appears; the total, changing with every key, is not. */}
      <span aria-live="polite" style={{ display: 'block' }}>
        {far ? t('counterFarFromListed', { unit }) : null}
      </span>
    </>
  );
}
