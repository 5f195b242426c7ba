import { CategoryPage, categoryPageMetadata, type CategoryRouteParams } from '@/components/catalog/category/category-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<CategoryRouteParams[]> => [];

type Props = { params: Promise<CategoryRouteParams> };

export const generateMetadata = async ({ params }: Props) => categoryPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategoryPage {...await params} />;
}
