import { CategorySupplierProductsPage, categorySupplierProductsMetadata, type CategorySupplierProductsParams } from '@/components/catalog/products-list/category-products-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<CategorySupplierProductsParams[]> => [];

type Props = { params: Promise<CategorySupplierProductsParams> };

export const generateMetadata = async ({ params }: Props) => categorySupplierProductsMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategorySupplierProductsPage {...await params} />;
}
