import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TradeEvent, TradeRequest } from '@/api/contract/trade';
import { formatJalaliDateTime, formatNumber, formatToman, toPersianDigits } from '@/lib/persian';
import { productHref, supplierHref } from '@/lib/routes';
import { fileSize } from '@/components/messages/file-size';
import { STATE_COLORS } from './state-colors';
import { jalaliDay } from './jalali-day';
import { stateKey } from './state-label';


/** The order's terms as both sides see them: what, how much, for when, where, at what price. */
export async function OrderDetails({ order }: { order: TradeRequest }) {
  const [t, tc] = await Promise.all([getTranslations('directOrders'), getTranslations('catalog')]);
  // A unit price says what it is per, as the list price does.
  const perUnit = (rial: number) => `${formatToman(rial)}${order.unit ? ` ${tc('perUnit', { unit: order.unit.name })}` : ''}`;
  const rows: [string, React.ReactNode][] = [
    [t('fields.number'), toPersianDigits(order.id)],
    [
      t('fields.product'),
      order.product ? <Link href={productHref(order.product)}>{toPersianDigits(order.product.name)}</Link> : toPersianDigits(order.title),
    ],
    [order.mySide === 'buyer' ? t('fields.supplier') : t('fields.buyer'), order.mySide === 'buyer' ? <Link href={supplierHref(order.supplier)}>{toPersianDigits(order.supplier.name)}</Link> : order.buyer.name],
    [t('fields.quantity'), order.quantity !== null ? `${formatNumber(order.quantity, { decimals: true })} ${order.unit?.name ?? ''}` : '—'],
    [t('fields.wantedDate'), order.wantedDate ? jalaliDay(order.wantedDate) : '—'],
    [t('fields.address'), order.deliveryAddress ? toPersianDigits(order.deliveryAddress) : '—'],
    [t('fields.listedPrice'), order.listedUnitPrice !== null ? perUnit(order.listedUnitPrice) : t('onRequest')],
  ];
  if (order.counter) {
    rows.push([
      t('fields.counter'),
      [order.counter.unitPrice !== null ? perUnit(order.counter.unitPrice) : null, order.counter.deliveryDate ? t('deliveryOn', { date: jalaliDay(order.counter.deliveryDate) }) : null, order.counter.note ? toPersianDigits(order.counter.note) : null]
        .filter(Boolean)
        .join('، '),
    ]);
  }
  if (order.agreed) {
    rows.push([
      t('fields.agreed'),
      [order.agreed.unitPrice !== null ? perUnit(order.agreed.unitPrice) : null, order.agreed.deliveryDate ? t('deliveryOn', { date: jalaliDay(order.agreed.deliveryDate) }) : null].filter(Boolean).join('، '),
    ]);
  }
  if (order.total !== null) rows.push([t('fields.total'), formatToman(order.total)]);
  if (order.publicationFee !== null && order.mySide === 'buyer') rows.push([t('fields.fee'), order.publicationFee === 0 ? t('freeQuota') : formatToman(order.publicationFee)]);
  if (order.description) rows.push([t('fields.description'), toPersianDigits(order.description)]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        {/* The state goes under a long title on a phone instead of squeezing it. */}
        <Typography component="h2" variant="h6" sx={{ flex: '1 1 220px', minWidth: 0 }}>
          {toPersianDigits(order.title)}
        </Typography>
        <Chip label={t(stateKey(order.state, order.mySide))} color={STATE_COLORS[order.state]} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {order.files.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('form.files')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, pr: 2 }}>
            {order.files.map((f) => (
              <li key={f.id}>
                <a href={f.url}>{toPersianDigits(f.fileName)}</a>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {[f.documentType?.name, fileSize(f.size)].filter(Boolean).join('، ')}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/** Every step of the order, oldest first: when, who, what, and why. */
export async function OrderTimeline({ events }: { events: TradeEvent[] }) {
  const t = await getTranslations('directOrders');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-timeline" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="order-timeline" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('timeline')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, borderInlineStart: 2, borderColor: 'divider', pr: 2 }}>
        {events.map((e) => (
          <Box component="li" key={e.id}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t(`actions.${e.action}`)} — {toPersianDigits(e.actorName)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={e.createdAt}>{formatJalaliDateTime(e.createdAt)}</time>، {t(`states.${e.toState}`)}
            </Typography>
            {e.note && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {toPersianDigits(e.note)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
