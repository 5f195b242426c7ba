import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { AdminDesk } from '@/components/admin/admin-desk';
import { adminTabIndex } from '@/components/admin/admin-tabs';
import { getRequestSession } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('admin.title') };
}

/** Admins only; everyone else gets the 403 page (and every admin call checks the role again on the server). */
export default async function AdminPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const session = await getRequestSession();
  if (!session?.roles.includes('admin')) redirect('/error/403');
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('admin.title')}>
      <ProfileMessages namespaces={['adminDesk', 'content']}>
        <AdminDesk initialTab={adminTabIndex([(await searchParams).tab].flat()[0])} />
      </ProfileMessages>
    </ProfilePage>
  );
}
