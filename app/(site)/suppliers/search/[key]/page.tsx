import { SupplierSearchPage, supplierSearchMetadata, type SupplierSearchParams } from '@/components/catalog/suppliers-list/suppliers-pages';
import { toSearchParams } from '@/components/catalog/listing/list-state';

// Free text in the path: rendered per request (with its ?page and ?sort), never stored as a page of its own.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SupplierSearchParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ params }: Props) => supplierSearchMetadata(await params);

export default async function Page({ params, searchParams }: Props) {
  // `params={…}`, not spread: a spread `key` would be taken by React as the element's key.
  return <SupplierSearchPage params={await params} query={toSearchParams(await searchParams)} />;
}
