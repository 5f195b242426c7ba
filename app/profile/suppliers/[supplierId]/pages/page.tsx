import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { DeskPages } from '@/components/profile/supplier-desk/desk-pages';
import { loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { ProfileMessages } from '@/i18n/client-messages';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('supplierDesk.pagesDesk');
  const storefront = await loadStorefront((await params).supplierId);
  return { title: t('label', { name: toPersianDigits(storefront.name) }) };
}

export default async function Page({ params }: Props) {
  const t = await getTranslations('supplierDesk.pagesDesk');
  const storefront = await loadStorefront((await params).supplierId);
  return (
    <ProfilePage title={t('label', { name: toPersianDigits(storefront.name) })}>
      <DeskNav storefront={storefront} current="pages" />
      <ProfileMessages namespaces={['content']}>
        <DeskPages supplierId={storefront.id} />
      </ProfileMessages>
    </ProfilePage>
  );
}
