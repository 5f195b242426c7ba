import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { ProfilePage } from '@/components/profile/profile-page';
import { getRequestSession } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('admin.title') };
}

/** Admins only; everyone else gets the 403 page. Its tools arrive with the content issue. */
export default async function AdminPage() {
  const session = await getRequestSession();
  if (!session?.roles.includes('admin')) redirect('/error/403');
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('admin.title')}>
      <Typography>{t('admin.intro')}</Typography>
    </ProfilePage>
  );
}
