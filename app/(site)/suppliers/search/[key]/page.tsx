import { SupplierSearchPage, supplierSearchMetadata, type SupplierSearchParams } from '@/components/catalog/suppliers-list/suppliers-pages';

// Free text in the path: rendered per request, never stored as a page of its own.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SupplierSearchParams> };

export const generateMetadata = async ({ params }: Props) => supplierSearchMetadata(await params);

export default async function Page({ params }: Props) {
  return <SupplierSearchPage {...await params} />;
}
