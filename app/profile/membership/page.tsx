import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { MembershipScreen } from '@/components/wallet/membership-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wallet.membership');
  return { title: t('title') };
}

export default async function Page() {
  const t = await getTranslations('wallet.membership');
  return (
    <ProfilePage title={t('title')} help="membership">
      <ProfileMessages namespaces={['wallet']}>
        <MembershipScreen />
      </ProfileMessages>
    </ProfilePage>
  );
}
