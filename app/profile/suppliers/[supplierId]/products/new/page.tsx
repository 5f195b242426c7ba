import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { ProductForm } from '@/components/profile/supplier-desk/product-form';
import { loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('supplierDesk');
  const storefront = await loadStorefront((await params).supplierId);
  return { title: t('productForm.newTitle', { name: toPersianDigits(storefront.name) }) };
}

export default async function Page({ params }: Props) {
  const t = await getTranslations('supplierDesk');
  const storefront = await loadStorefront((await params).supplierId);
  return (
    <ProfilePage title={t('productForm.newTitle', { name: toPersianDigits(storefront.name) })} help="supplier-products">
      <DeskNav storefront={storefront} current="products" />
      <ProductForm supplierId={storefront.id} />
    </ProfilePage>
  );
}
