import { CategoryProductsPage, categoryProductsMetadata, type CategoryProductsParams } from '@/components/catalog/products-list/category-products-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<CategoryProductsParams[]> => [];

type Props = { params: Promise<CategoryProductsParams> };

export const generateMetadata = async ({ params }: Props) => categoryProductsMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategoryProductsPage {...await params} />;
}
