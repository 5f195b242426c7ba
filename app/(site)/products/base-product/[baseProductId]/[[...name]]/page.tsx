import { BaseProductPage, baseProductPageMetadata, type BaseProductRouteParams } from '@/components/catalog/base-product/base-product-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<BaseProductRouteParams[]> => [];

type Props = { params: Promise<BaseProductRouteParams> };

export const generateMetadata = async ({ params }: Props) => baseProductPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <BaseProductPage {...await params} />;
}
