import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isProfileObjectType } from '@/components/profile/profile-menu-items';
import { ProfilePage } from '@/components/profile/profile-page';
import { LastVisits } from '@/components/profile/last-visits/last-visits';
import { ProfileMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('lastVisits.title') };
}

export default async function Page({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  if (!isProfileObjectType(type)) notFound();
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={`${t('lastVisits.title')}: ${t(`types.${type}`)}`}>
      <ProfileMessages namespaces={['profilePages', 'catalog']}>
        <LastVisits type={type} />
      </ProfileMessages>
    </ProfilePage>
  );
}
