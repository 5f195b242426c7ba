import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { ProfilePage } from '@/components/profile/profile-page';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('messages.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('messages.title')}>
      <EmptyState icon={<ChatBubbleOutlineOutlined />} title={t('messages.empty')} description={t('messages.hint')} />
    </ProfilePage>
  );
}
