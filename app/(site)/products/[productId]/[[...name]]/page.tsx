import { ProductPage, productPageMetadata, type ProductRouteParams } from '@/components/catalog/product/product-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<ProductRouteParams[]> => [];

type Props = { params: Promise<ProductRouteParams> };

export const generateMetadata = async ({ params }: Props) => productPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <ProductPage {...await params} />;
}
