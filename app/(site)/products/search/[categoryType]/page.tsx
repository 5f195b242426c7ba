import { TypeProductsPage, typeProductsMetadata, type TypeProductsParams } from '@/components/catalog/products-list/type-products-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<TypeProductsParams[]> => [];

type Props = { params: Promise<TypeProductsParams> };

export const generateMetadata = async ({ params }: Props) => typeProductsMetadata(await params);

export default async function Page({ params }: Props) {
  return <TypeProductsPage {...await params} />;
}
