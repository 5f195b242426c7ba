import { CategoryPage, categoryPageMetadata, type CategoryRouteParams } from '@/components/catalog/category/category-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<CategoryRouteParams> };

export const generateMetadata = async ({ params }: Props) => categoryPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategoryPage {...await params} />;
}
