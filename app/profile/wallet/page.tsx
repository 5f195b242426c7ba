import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { HelpLink } from '@/components/content/help-link';
import { ProfileMessages } from '@/i18n/client-messages';
import { WalletScreen } from '@/components/wallet/wallet-screen';
import { forwardedAuthHeaders, getRequestSession } from '@/lib/auth/request-session';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { pendingPaymentsQuery, walletCreditQuery } from '@/api/wallet';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('wallet.title') };
}

/** How long the page waits for them before it goes without. */
const PREFETCH_MS = 1500;

export default async function Page() {
  const [t, session, headers] = await Promise.all([getTranslations('profilePages'), getRequestSession(), forwardedAuthHeaders()]);
  // The first screen comes with the balance and what waits to be paid (it showed blanks for seconds
  // on a phone); a failed prefetch leaves them to load in the browser.
  const queryClient = new QueryClient();
  await Promise.all([queryClient.prefetchQuery(walletCreditQuery(headers, PREFETCH_MS)), queryClient.prefetchQuery(pendingPaymentsQuery(headers, PREFETCH_MS))]);
  return (
    <ProfilePage title={t('wallet.title')} help="wallet">
      <ProfileMessages namespaces={['wallet']}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <WalletScreen isOwner={!!session?.roles.includes('owner')} chargeHelp={<HelpLink topic="wallet-charge" label={t('wallet.chargeHelp')} />} />
        </HydrationBoundary>
      </ProfileMessages>
    </ProfilePage>
  );
}
