import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: { absolute: t('titleNotFound') }, robots: { index: false } };
}

/** Unmatched public routes and failed route validation: a real 404 with the seed's error page. */
export default function SiteNotFound() {
  return <ErrorView statusCode={404} redirectOnMount />;
}
