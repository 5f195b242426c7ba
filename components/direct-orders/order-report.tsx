import { getTranslations } from 'next-intl/server';
import type { TradeEvent, TradeRequest } from '@/api/contract/trade';
import { formatJalaliDateTime, formatNumber, formatToman, tomanInWords, toPersianDigits } from '@/lib/persian';
import { jalaliDay } from './jalali-day';
import styles from './order-report.module.css';

/** The printable report of an order: its parties and terms, the amount in figures and in words, and its story. */
export async function OrderReport({ order, events, printedAt }: { order: TradeRequest; events: TradeEvent[]; printedAt: Date }) {
  const t = await getTranslations('directOrders');
  const unitPrice = order.agreed?.unitPrice ?? order.counter?.unitPrice ?? order.listedUnitPrice;
  const terms: [string, string][] = [
    [t('fields.state'), t(`states.${order.state}`)],
    [t('fields.buyer'), toPersianDigits(order.buyer.name)],
    [t('fields.supplier'), toPersianDigits(order.supplier.name)],
    [t('fields.product'), toPersianDigits(order.title)],
    [t('fields.quantity'), order.quantity !== null ? `${formatNumber(order.quantity, { decimals: true })} ${order.unit?.name ?? ''}` : '—'],
    [t('report.unitPrice'), unitPrice !== null ? formatToman(unitPrice) : t('onRequest')],
    [t('fields.wantedDate'), order.wantedDate ? jalaliDay(order.wantedDate) : '—'],
  ];
  if (order.agreed?.deliveryDate) terms.push([t('report.agreedDate'), jalaliDay(order.agreed.deliveryDate)]);
  terms.push([t('fields.address'), order.deliveryAddress ? toPersianDigits(order.deliveryAddress) : '—']);
  if (order.description) terms.push([t('fields.description'), toPersianDigits(order.description)]);
  terms.push([t('fields.createdAt'), formatJalaliDateTime(order.createdAt)]);

  return (
    <article className={styles.report} aria-labelledby="report-title">
      <div className={styles.head}>
        <h2 id="report-title">{t('reportTitle', { id: toPersianDigits(order.id) })}</h2>
        <span>{t('report.printedAt', { date: formatJalaliDateTime(printedAt) })}</span>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <tbody>
            {terms.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('fields.total')}</th>
              <td>{order.total !== null ? formatToman(order.total) : '—'}</td>
            </tr>
            {order.total !== null && (
              <tr>
                <th scope="row">{t('report.inWords')}</th>
                <td className={styles.words}>{tomanInWords(order.total)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h3>{t('timeline')}</h3>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('report.when')}</th>
              <th scope="col">{t('report.what')}</th>
              <th scope="col">{t('report.who')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td>{formatJalaliDateTime(e.createdAt)}</td>
                <td>
                  {t(`actions.${e.action}`)}
                  {e.note ? `: ${toPersianDigits(e.note)}` : ''}
                </td>
                <td>{toPersianDigits(e.actorName)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
