import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { ProfilePage } from '@/components/profile/profile-page';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('favorites.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('favorites.title')}>
      <EmptyState icon={<FavoriteBorder />} title={t('favorites.empty')} description={t('favorites.hint')} />
    </ProfilePage>
  );
}
