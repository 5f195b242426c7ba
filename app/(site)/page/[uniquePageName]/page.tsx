import { SitePage, sitePageMetadata } from '@/components/content/pages/site-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ uniquePageName: string }> };

export const generateMetadata = async ({ params }: Props) => sitePageMetadata((await params).uniquePageName);

export default async function Page({ params }: Props) {
  return <SitePage name={(await params).uniquePageName} />;
}
