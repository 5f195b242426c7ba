import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';

// Rendered per request: the header's menus need the API, which does not exist at build time.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: { absolute: t('titleError') }, robots: { index: false } };
}

export default function ErrorPage() {
  return <ErrorView statusCode={500} />;
}
