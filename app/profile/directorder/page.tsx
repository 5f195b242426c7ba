import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { DirectOrderForm } from '@/components/direct-orders/direct-order-form';
import { OrderList } from '@/components/direct-orders/order-list';
import { loadOrderedProduct, loadOrderedSupplier } from '@/components/direct-orders/load-order';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('directOrder.title') };
}

type Props = { searchParams: Promise<{ supplierProductId?: string; supplierId?: string }> };

/** My direct orders; `?supplierProductId=` (a product page) or `?supplierId=` (a supplier page) begins a new one. */
export default async function Page({ searchParams }: Props) {
  const t = await getTranslations('directOrders');
  const tp = await getTranslations('profilePages');
  const { supplierProductId, supplierId } = await searchParams;
  if (supplierProductId === undefined && supplierId !== undefined) {
    const supplier = await loadOrderedSupplier(supplierId);
    return (
      <ProfilePage title={t('newTitle')} help="direct-order-form">
        <ProfileMessages namespaces={['directOrders']}>
          {supplier ? <DirectOrderForm supplier={supplier} /> : <Alert severity="warning">{t('form.supplierGone')}</Alert>}
        </ProfileMessages>
      </ProfilePage>
    );
  }
  if (supplierProductId !== undefined) {
    const product = await loadOrderedProduct(supplierProductId);
    return (
      <ProfilePage title={t('newTitle')} help="direct-order-form">
        <ProfileMessages namespaces={['directOrders']}>
          {product ? <DirectOrderForm product={product} /> : <Alert severity="warning">{t('form.productGone')}</Alert>}
        </ProfileMessages>
      </ProfilePage>
    );
  }
  return (
    <ProfilePage title={tp('directOrder.title')} help="direct-orders">
      <ProfileMessages namespaces={['directOrders']}>
        <OrderList />
      </ProfileMessages>
    </ProfilePage>
  );
}
