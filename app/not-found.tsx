import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: { absolute: t('titleNotFound') }, robots: { index: false } };
}

export default function RootNotFound() {
  return <ErrorView statusCode={404} redirectOnMount />;
}
