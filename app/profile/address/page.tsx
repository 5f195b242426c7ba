import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProfilePage } from '@/components/profile/profile-page';
import { AddressBook } from '@/components/profile/address/address-book';
import { deliveryAddressesQuery } from '@/api/addresses';
import { meQuery } from '@/api/users';
import { forwardedAuthHeaders } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('address.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  const headers = await forwardedAuthHeaders();
  const queryClient = new QueryClient();
  // The first screen comes with its data; a failed prefetch leaves the list to load in the browser.
  await Promise.all([
    queryClient.prefetchQuery(deliveryAddressesQuery(headers)),
    queryClient.prefetchQuery(meQuery(headers)),
  ]);
  return (
    <ProfilePage title={t('address.title')} help="addresses">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AddressBook />
      </HydrationBoundary>
    </ProfilePage>
  );
}
