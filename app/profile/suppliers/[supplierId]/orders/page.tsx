import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { OrderList } from '@/components/direct-orders/order-list';
import { ProfileMessages } from '@/i18n/client-messages';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('directOrders.list');
  const storefront = await loadStorefront((await params).supplierId);
  return { title: t('deskLabel', { name: toPersianDigits(storefront.name) }) };
}

/** The storefront's incoming direct orders; each opens on its page, where it is answered. */
export default async function Page({ params }: Props) {
  const t = await getTranslations('directOrders.list');
  const storefront = await loadStorefront((await params).supplierId);
  return (
    <ProfilePage title={t('deskLabel', { name: toPersianDigits(storefront.name) })}>
      <DeskNav storefront={storefront} current="orders" />
      <ProfileMessages namespaces={['directOrders']}>
        <OrderList supplier={{ id: storefront.id, name: storefront.name }} />
      </ProfileMessages>
    </ProfilePage>
  );
}
