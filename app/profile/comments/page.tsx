import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { ProfilePage } from '@/components/profile/profile-page';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('comments.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('comments.title')}>
      <EmptyState icon={<RateReviewOutlined />} title={t('comments.empty')} />
    </ProfilePage>
  );
}
