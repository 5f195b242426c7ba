import { SupplierPage, supplierPageMetadata, type SupplierRouteParams } from '@/components/catalog/supplier/supplier-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<SupplierRouteParams[]> => [];

type Props = { params: Promise<SupplierRouteParams> };

export const generateMetadata = async ({ params }: Props) => supplierPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <SupplierPage {...await params} />;
}
