import { SupplierPage, supplierPageMetadata, type SupplierRouteParams } from '@/components/catalog/supplier/supplier-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SupplierRouteParams> };

export const generateMetadata = async ({ params }: Props) => supplierPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <SupplierPage {...await params} />;
}
