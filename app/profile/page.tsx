import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileHome } from '@/components/profile/profile-home';
import { getRequestSession } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('homeTitle') };
}

export default async function ProfileHomePage() {
  const session = await getRequestSession();
  return <ProfileHome name={session?.name ?? ''} roles={session?.roles ?? []} />;
}
