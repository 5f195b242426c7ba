import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isProfileObjectType } from '@/components/profile/profile-menu-items';
import { ProfilePage } from '@/components/profile/profile-page';
import { MyNotes } from '@/components/profile/notes/my-notes';
import { ProfileMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('notes.title') };
}

export default async function Page({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  if (!isProfileObjectType(type)) notFound();
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={`${t('notes.title')}: ${t(`types.${type}`)}`} help="notes">
      {/* Its own texts beside the profile's (the data table's among them), which this replaces. */}
      <ProfileMessages namespaces={['profilePages', 'catalog', 'dataTable']}>
        <MyNotes type={type} />
      </ProfileMessages>
    </ProfilePage>
  );
}
