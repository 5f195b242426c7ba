import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { DeskDelegations } from '@/components/profile/supplier-desk/desk-delegations';
import { loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { fetchMerchantDelegations } from '@/api/suppliers';
import { MAX_PAGE_SIZE } from '@/api/contract/paging';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('supplierDesk.delegationsTable');
  const storefront = await loadStorefront((await params).supplierId);
  return { title: t('label', { name: toPersianDigits(storefront.name) }) };
}

export default async function Page({ params }: Props) {
  const t = await getTranslations('supplierDesk.delegationsTable');
  const storefront = await loadStorefront((await params).supplierId);
  const name = toPersianDigits(storefront.name);
  // Every delegation, past ones too: a storefront has a handful.
  const delegations = await fetchMerchantDelegations({ supplierId: storefront.id, pageSize: MAX_PAGE_SIZE });
  return (
    <ProfilePage title={t('label', { name })}>
      <DeskNav storefront={storefront} current="delegations" />
      <DeskDelegations delegations={delegations.items} supplierName={name} />
    </ProfilePage>
  );
}
