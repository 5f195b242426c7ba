import { ContentPage, contentPageMetadata, type ContentRouteParams } from '@/components/content/pages/content-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<ContentRouteParams> };

export const generateMetadata = async ({ params }: Props) => contentPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <ContentPage {...await params} />;
}
