import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: { absolute: t('titleNotFound') }, robots: { index: false } };
}

/**
 * `notFound()` thrown by a public page the proxy let through (a page number past the last, a row
 * gone between its check and the render). Next answers such a 404 with an empty document that
 * React fills in the browser (ADR 4); unmatched URLs and the proxy's 404s get `app/not-found.tsx`.
 */
export default function SiteNotFound() {
  return <ErrorView statusCode={404} redirectOnMount />;
}
