import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { DeskProducts } from '@/components/profile/supplier-desk/desk-products';
import { loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('supplierDesk');
  const storefront = await loadStorefront((await params).supplierId);
  return { title: t('table.label', { name: toPersianDigits(storefront.name) }) };
}

export default async function Page({ params }: Props) {
  const t = await getTranslations('supplierDesk');
  const storefront = await loadStorefront((await params).supplierId);
  const name = toPersianDigits(storefront.name);
  return (
    <ProfilePage title={t('table.label', { name })} help="supplier-products">
      <DeskNav storefront={storefront} current="products" />
      <DeskProducts supplierId={storefront.id} supplierName={name} />
    </ProfilePage>
  );
}
