import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { WalletScreen } from '@/components/wallet/wallet-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('wallet.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('wallet.title')}>
      <ProfileMessages namespaces={['wallet']}>
        <WalletScreen />
      </ProfileMessages>
    </ProfilePage>
  );
}
