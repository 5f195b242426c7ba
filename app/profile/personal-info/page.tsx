import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProfileHeading } from '@/components/profile/profile-page';
import { PersonalInfoView } from '@/components/profile/personal-info/personal-info-view';
import { meQuery } from '@/api/users';
import { customerProfileQuery } from '@/api/customers';
import { forwardedAuthHeaders, getRequestSession } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('personalInfo.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  const [headers, session] = await Promise.all([forwardedAuthHeaders(), getRequestSession()]);
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(meQuery(headers)),
    session?.roles.includes('customer') ? queryClient.prefetchQuery(customerProfileQuery(headers)) : null,
  ]);
  return (
    <>
      <ProfileHeading title={t('personalInfo.title')} help="personal-info" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PersonalInfoView />
      </HydrationBoundary>
    </>
  );
}
