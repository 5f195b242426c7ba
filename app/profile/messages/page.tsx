import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { ConversationsScreen } from '@/components/messages/conversations-screen';
import { loadNewThread } from '@/components/messages/load-new-thread';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('messages.title') };
}

type Props = { searchParams: Promise<{ to?: string; about?: string }> };

/** My conversations; `?to={supplierId}&about={kind}:{id}` begins one from a product or supplier page. */
export default async function Page({ searchParams }: Props) {
  const t = await getTranslations('profilePages');
  const newThread = await loadNewThread(await searchParams);
  return (
    <ProfilePage title={t('messages.title')} help="messages">
      <ProfileMessages namespaces={['conversations']}>
        <Suspense>
          <ConversationsScreen newThread={newThread} />
        </Suspense>
      </ProfileMessages>
    </ProfilePage>
  );
}
