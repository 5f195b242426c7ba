import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ProfilePage } from '@/components/profile/profile-page';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profilePages');
  return { title: t('directOrder.title') };
}

export default async function Page() {
  const t = await getTranslations('profilePages');
  return (
    <ProfilePage title={t('directOrder.title')}>
      <EmptyState icon={<ReceiptLongOutlined />} title={t('directOrder.empty')} description={t('directOrder.hint')} />
    </ProfilePage>
  );
}
