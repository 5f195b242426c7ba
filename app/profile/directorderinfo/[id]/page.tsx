import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { OrderActions } from '@/components/direct-orders/order-actions';
import { OrderDetails, OrderTimeline } from '@/components/direct-orders/order-details';
import { loadOrder } from '@/components/direct-orders/load-order';
import { orderMenuItem } from '@/components/direct-orders/order-menu-item';
import Link from 'next/link';
import { ListLink } from '@/components/ui/list-link';
import { toPersianDigits } from '@/lib/persian';
import { deskHref } from '@/components/profile/supplier-desk/desk-routes';
import { MY_DIRECT_ORDERS_PATH, messageSupplierHref } from '@/lib/routes';
import type { TradeRequest } from '@/api/contract/trade';
import linkStyles from '@/components/direct-orders/order-links.module.css';

type Props = { params: Promise<{ id: string }> };

/** The order's thread, as its side sees it: the storefront's inbox, or the buyer's own (begun there when none has). */
function orderThreadHref(order: TradeRequest): string {
  if (order.mySide === 'supplier') return `${deskHref(order.supplier.id, 'messages')}${order.conversationId ? `?c=${order.conversationId}` : ''}`;
  if (order.conversationId) return `/profile/messages?c=${order.conversationId}`;
  return messageSupplierHref(order.supplier.id, order.product ? { pageKind: 'supplier_product', objectId: order.product.id } : { pageKind: 'supplier', objectId: order.supplier.id });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('directOrders');
  return { title: t('title', { id: toPersianDigits((await params).id) }) };
}

/** One direct order for its buyer or its supplier: the terms, what each may do next, and its story. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const t = await getTranslations('directOrders');
  const { order, events } = await loadOrder(id, `/profile/directorderinfo/${id}`);
  const reviewing = order.mySide === 'buyer' && order.state === 'awaiting_confirmation';
  const actions = (
    <ProfileMessages namespaces={['directOrders', 'wallet']}>
      <OrderActions order={order} />
    </ProfileMessages>
  );
  return (
    <ProfilePage menu={orderMenuItem(order)} title={t('title', { id: toPersianDigits(order.id) })} help="direct-order-info">
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 860 }}>
        {/* The way back to the orders this side came from, as it left them; either side may talk
            about the order in the thread its notices are written to. */}
        <Box component="nav" aria-label={t('orderLinks')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {order.mySide === 'supplier' ? (
            <ListLink className={linkStyles.link} list={deskHref(order.supplier.id, 'orders')}>
              {t('backToDesk', { name: toPersianDigits(order.supplier.name) })}
            </ListLink>
          ) : (
            <ListLink className={linkStyles.link} list={MY_DIRECT_ORDERS_PATH}>
              {t('backToMine')}
            </ListLink>
          )}
          <Link className={linkStyles.link} href={orderThreadHref(order)}>{t(order.mySide === 'supplier' ? 'messageBuyer' : 'messageSupplier')}</Link>
        </Box>
        {/* Just after the form the order is not sent yet: its one step left comes first, not
            under the terms a phone scrolls past (the buyer took it for sent). */}
        {reviewing ? actions : null}
        <OrderDetails order={order} />
        {reviewing ? null : actions}
        <OrderTimeline events={events} />
      </Box>
    </ProfilePage>
  );
}
