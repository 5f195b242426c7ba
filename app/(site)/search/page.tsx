import { SearchPage, searchPageMetadata } from '@/components/catalog/search/search-page';

// The query is per request: rendered every time, its reads never stored (free text).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ searchParams }: Props) => searchPageMetadata(await searchParams);

export default async function Page({ searchParams }: Props) {
  return <SearchPage searchParams={await searchParams} />;
}
