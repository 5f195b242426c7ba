import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/profile/profile-page';
import { ProfileMessages } from '@/i18n/client-messages';
import { PaymentResult } from '@/components/wallet/payment-result';
import { toPersianDigits } from '@/lib/persian';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('wallet.result');
  return { title: t('title', { id: toPersianDigits((await params).id) }) };
}

/** The return page after a gateway: the payment's outcome (another user's payment answers 404 from the API). */
export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  const t = await getTranslations('wallet.result');
  return (
    <ProfilePage title={t('title', { id: toPersianDigits(id) })} help="payment-result">
      <ProfileMessages namespaces={['wallet']}>
        <PaymentResult paymentId={Number(id)} />
      </ProfileMessages>
    </ProfilePage>
  );
}
