import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { DirectOrderForm } from '@/components/direct-orders/direct-order-form';
import { loadOrder, loadOrderedProduct } from '@/components/direct-orders/load-order';
import { toPersianDigits } from '@/lib/persian';
import { MY_DIRECT_ORDERS_PATH } from '@/lib/routes';
import { ListLink } from '@/components/ui/list-link';
import linkStyles from '@/components/direct-orders/order-links.module.css';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('directOrders');
  return { title: t('editTitle', { id: toPersianDigits((await params).id) }) };
}

/** A draft, edited (and saved as it is edited); an order past its draft shows its own page instead. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const t = await getTranslations('directOrders');
  const { order } = await loadOrder(id, `/profile/directorder/edit/${id}`);
  if (order.state !== 'draft' || order.mySide !== 'buyer') redirect(`/profile/directorderinfo/${order.id}`);
  // Its product as listed now, for the supplier's minimum order beside the quantity.
  // A hint only: a catalogue that does not answer leaves the draft editable without it.
  const product = order.product ? await loadOrderedProduct(String(order.product.id)).catch(() => null) : null;
  return (
    <ProfilePage title={t('editTitle', { id: toPersianDigits(order.id) })} help="direct-order-form">
      {/* The way back to the list, as from the order's page: the draft is kept as it is typed. */}
      <Box sx={{ mb: 2 }}>
        <ListLink className={linkStyles.link} list={MY_DIRECT_ORDERS_PATH}>
          {t('backToMine')}
        </ListLink>
      </Box>
      <ProfileMessages namespaces={['directOrders']}>
        <DirectOrderForm order={order} product={product} />
      </ProfileMessages>
    </ProfilePage>
  );
}
