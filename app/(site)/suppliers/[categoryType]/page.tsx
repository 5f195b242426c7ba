import { TypeSuppliersPage, typeSuppliersMetadata, type TypeSuppliersParams } from '@/components/catalog/suppliers-list/suppliers-pages';
import { toSearchParams } from '@/components/catalog/listing/list-state';

// Every view of the listing (?page=2, ?sort=…, filters) from this one route, rendered per request
// as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<TypeSuppliersParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ params, searchParams }: Props) => typeSuppliersMetadata(await params, toSearchParams(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <TypeSuppliersPage {...await params} query={toSearchParams(await searchParams)} />;
}
