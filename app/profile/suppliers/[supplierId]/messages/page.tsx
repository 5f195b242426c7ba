import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { DeskNav } from '@/components/profile/supplier-desk/desk-nav';
import { loadStorefront } from '@/components/profile/supplier-desk/load-desk';
import { ConversationsScreen } from '@/components/messages/conversations-screen';
import { ProfileMessages } from '@/i18n/client-messages';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ supplierId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('conversations');
  const storefront = await loadStorefront((await params).supplierId);
  return { title: t('deskTitle', { name: toPersianDigits(storefront.name) }) };
}

/** The storefront's inbox: its buyers' threads, answered as the storefront. */
export default async function Page({ params }: Props) {
  const t = await getTranslations('conversations');
  const storefront = await loadStorefront((await params).supplierId);
  return (
    <ProfilePage title={t('deskTitle', { name: toPersianDigits(storefront.name) })}>
      <DeskNav storefront={storefront} current="messages" />
      <ProfileMessages namespaces={['conversations']}>
        <Suspense>
          <ConversationsScreen supplierId={storefront.id} />
        </Suspense>
      </ProfileMessages>
    </ProfilePage>
  );
}
