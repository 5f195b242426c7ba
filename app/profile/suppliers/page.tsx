import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProfilePage } from '@/components/profile/profile-page';
import { MySuppliers } from '@/components/profile/supplier-desk/my-suppliers';
import { mySuppliersQuery } from '@/api/supplier-desk';
import { forwardedAuthHeaders } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('suppliers.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  const queryClient = new QueryClient();
  // The first screen comes with its data; a failed prefetch leaves the list to load in the browser.
  await queryClient.prefetchQuery(mySuppliersQuery(await forwardedAuthHeaders()));
  return (
    <ProfilePage title={t('suppliers.title')} help="supplier-desk">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MySuppliers />
      </HydrationBoundary>
    </ProfilePage>
  );
}
