import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { MyComments } from '@/components/content/my-comments';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('comments.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('comments.title')}>
      <ProfileMessages namespaces={['content']}>
        <MyComments />
      </ProfileMessages>
    </ProfilePage>
  );
}
