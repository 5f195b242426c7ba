import { TypeSuppliersPage, typeSuppliersMetadata, type TypeSuppliersParams } from '@/components/catalog/suppliers-list/suppliers-pages';
import { toSearchParams } from '@/components/catalog/listing/list-state';

// A listing with list parameters (?page=2, ?sort=…, filters), which proxy.ts rewrites here:
// rendered per request from the cached reads; the canonical first page stays the ISR page.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<TypeSuppliersParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ params, searchParams }: Props) => typeSuppliersMetadata(await params, toSearchParams(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <TypeSuppliersPage {...await params} query={toSearchParams(await searchParams)} />;
}
