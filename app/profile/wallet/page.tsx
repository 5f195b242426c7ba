import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { ProfilePage } from '@/components/profile/profile-page';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('wallet.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('wallet.title')}>
      <EmptyState icon={<AccountBalanceWalletOutlined />} title={t('wallet.empty')} description={t('wallet.hint')} />
    </ProfilePage>
  );
}
