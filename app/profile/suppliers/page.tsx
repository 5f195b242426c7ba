import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { ProfilePage } from '@/components/profile/profile-page';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('suppliers.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('suppliers.title')}>
      <EmptyState icon={<StorefrontOutlined />} title={t('suppliers.empty')} />
    </ProfilePage>
  );
}
