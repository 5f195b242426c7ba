import { CategoryProductsPage, categoryProductsMetadata, type CategoryProductsParams } from '@/components/catalog/products-list/category-products-page';
import { toSearchParams } from '@/components/catalog/listing/list-state';

// Every view of the listing (?page=2, ?sort=…, filters) from this one route, rendered per request
// as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<CategoryProductsParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ params, searchParams }: Props) => categoryProductsMetadata(await params, toSearchParams(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <CategoryProductsPage {...await params} query={toSearchParams(await searchParams)} />;
}
