import { CategoryContentPage, categoryContentMetadata, type CategoryContentParams } from '@/components/content/pages/category-content-page';
import { listPageOf, type SearchParamsRecord } from '@/components/content/pages/page-param';

// Every page of the list from this one route, rendered per request (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<CategoryContentParams>; searchParams: Promise<SearchParamsRecord> };

export const generateMetadata = async ({ params, searchParams }: Props) => categoryContentMetadata(await params, listPageOf(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <CategoryContentPage params={await params} page={listPageOf(await searchParams)} />;
}
