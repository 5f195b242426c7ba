import { BaseProductPage, baseProductPageMetadata, type BaseProductRouteParams } from '@/components/catalog/base-product/base-product-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<BaseProductRouteParams> };

export const generateMetadata = async ({ params }: Props) => baseProductPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <BaseProductPage {...await params} />;
}
