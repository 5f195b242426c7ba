import { ProductPage, productPageMetadata, type ProductRouteParams } from '@/components/catalog/product/product-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<ProductRouteParams> };

export const generateMetadata = async ({ params }: Props) => productPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <ProductPage {...await params} />;
}
