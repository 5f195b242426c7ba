import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Button from '@mui/material/Button';
import { ProfilePage } from '@/components/profile/profile-page';
import { OrderReport } from '@/components/direct-orders/order-report';
import { PrintButton } from '@/components/direct-orders/print-button';
import { tradeReportPdfUrl } from '@/api/trade';
import { loadOrder } from '@/components/direct-orders/load-order';
import { orderMenuItem } from '@/components/direct-orders/order-menu-item';
import { toPersianDigits } from '@/lib/persian';
import styles from '@/components/direct-orders/order-report.module.css';

type Props = { params: Promise<{ Id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('directOrders');
  return { title: t('reportTitle', { id: toPersianDigits((await params).Id) }) };
}

/** The order's printable report (the print stylesheet leaves the report alone on the page) and its PDF. */
export default async function Page({ params }: Props) {
  const { Id } = await params;
  const t = await getTranslations('directOrders');
  const { order, events } = await loadOrder(Id, `/profile/directOrderReport/${Id}`);
  return (
    <ProfilePage menu={orderMenuItem(order)} title={t('reportTitle', { id: toPersianDigits(order.id) })}>
      <div className={styles.tools}>
        <PrintButton label={t('report.print')} />
        {/* A plain link: Next's would prefetch it, printing a PDF on every view of the page. */}
        <Button component="a" variant="outlined" href={tradeReportPdfUrl(order.id)} download={`order-${order.id}.pdf`}>
          {t('report.pdf')}
        </Button>
        <Button href={`/profile/directorderinfo/${order.id}`}>
          {t('report.back')}
        </Button>
      </div>
      <OrderReport order={order} events={events} printedAt={new Date()} />
    </ProfilePage>
  );
}
