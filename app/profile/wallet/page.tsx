import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { HelpLink } from '@/components/content/help-link';
import { ProfileMessages } from '@/i18n/client-messages';
import { WalletScreen } from '@/components/wallet/wallet-screen';
import { getRequestSession } from '@/lib/auth/request-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('wallet.title') };
}

export default async function Page() {
  const [t, session] = await Promise.all([getTranslations('profilePages'), getRequestSession()]);
  return (
    <ProfilePage title={t('wallet.title')} help="wallet">
      <ProfileMessages namespaces={['wallet']}>
        <WalletScreen isOwner={!!session?.roles.includes('owner')} chargeHelp={<HelpLink topic="wallet-charge" label={t('wallet.chargeHelp')} />} />
      </ProfileMessages>
    </ProfilePage>
  );
}
