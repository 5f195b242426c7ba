import { SupplierSearchPage, supplierSearchMetadata, type SupplierSearchParams } from '@/components/catalog/suppliers-list/suppliers-pages';
import { toSearchParams } from '@/components/catalog/listing/list-state';

// Free text in the path: rendered per request (with its ?page and ?sort), never stored as a page of its own.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SupplierSearchParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ params }: Props) => supplierSearchMetadata(await params);

export default async function Page({ params, searchParams }: Props) {
  return <SupplierSearchPage {...await params} query={toSearchParams(await searchParams)} />;
}
