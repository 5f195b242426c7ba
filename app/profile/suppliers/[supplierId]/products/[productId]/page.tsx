import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { ProductForm } from '@/components/profile/supplier-desk/product-form';
import { loadDeskProduct, loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string; productId: string }> };

async function load(params: Props['params']) {
  const { supplierId, productId } = await params;
  const storefront = await loadStorefront(supplierId);
  return { storefront, product: await loadDeskProduct(storefront.id, productId) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('supplierDesk');
  const { product } = await load(params);
  return { title: t('productForm.editTitle', { name: toPersianDigits(product.name) }) };
}

export default async function Page({ params }: Props) {
  const t = await getTranslations('supplierDesk');
  const { storefront, product } = await load(params);
  return (
    <ProfilePage title={t('productForm.editTitle', { name: toPersianDigits(product.name) })} help="supplier-products">
      <DeskNav storefront={storefront} current="products" />
      {/* A new key after each save's refresh keeps the form in step with what was stored. */}
      <ProductForm key={product.updatedAt} supplierId={storefront.id} product={product} />
    </ProfilePage>
  );
}
