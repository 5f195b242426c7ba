import { ContentTypePage, contentTypeMetadata } from '@/components/content/pages/content-type-page';
import { listPageOf, type SearchParamsRecord } from '@/components/content/pages/page-param';

// Every page of the list from this one route, rendered per request (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export const generateMetadata = async ({ params, searchParams }: Props) => contentTypeMetadata((await params).id, listPageOf(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <ContentTypePage rawId={(await params).id} page={listPageOf(await searchParams)} />;
}
