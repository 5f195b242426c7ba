import { SupplierProductsPage, supplierProductsMetadata, type SupplierProductsParams } from '@/components/catalog/supplier/supplier-products-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<SupplierProductsParams[]> => [];

type Props = { params: Promise<SupplierProductsParams> };

export const generateMetadata = async ({ params }: Props) => supplierProductsMetadata(await params);

export default async function Page({ params }: Props) {
  return <SupplierProductsPage {...await params} />;
}
