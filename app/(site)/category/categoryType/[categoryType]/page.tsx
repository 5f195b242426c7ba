import { CategoryTypePage, categoryTypeMetadata, type CategoryTypeParams } from '@/components/catalog/category/category-type-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<CategoryTypeParams> };

export const generateMetadata = async ({ params }: Props) => categoryTypeMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategoryTypePage {...await params} />;
}
