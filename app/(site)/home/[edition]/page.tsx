import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage } from '@/components/home/home-page';
import { HOME_EDITION } from '@/lib/routes';

// `/` is rewritten here (next.config.ts) so the home page is ISR like the catalogue: rendered on
// first visit, served from the cache, revalidated by data tags. A route parameter is what makes
// Next wait for the first visit instead of rendering it during the build, which must never read
// the API.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ edition: string }> };

// The one public address of this page is `/`.
export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function Page({ params }: Props) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return <HomePage />;
}
