import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: { absolute: t('titleNotFound') }, robots: { index: false } };
}

/**
 * The 404 page of the whole site: Next renders it (its `/_not-found` route) for an unmatched URL
 * and for the proxy's catalogue 404s, as complete server HTML with status 404 (ADR 4).
 */
export default function RootNotFound() {
  return <ErrorView statusCode={404} redirectOnMount />;
}
