import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isProfileObjectType } from '@/components/profile/profile-menu-items';
import { ProfilePage } from '@/components/profile/profile-page';
import { Favorites } from '@/components/profile/favorites/favorites';
import { ProfileMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('favorites.title') };
}

export default async function Page({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  if (!isProfileObjectType(type)) notFound();
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={`${t('favorites.title')}: ${t(`types.${type}`)}`} help="favorites">
      <ProfileMessages namespaces={['profilePages', 'catalog']}>
        <Favorites type={type} />
      </ProfileMessages>
    </ProfilePage>
  );
}
