import { CategoryTypePage, categoryTypeMetadata, type CategoryTypeParams } from '@/components/catalog/category/category-type-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<CategoryTypeParams[]> => [];

type Props = { params: Promise<CategoryTypeParams> };

export const generateMetadata = async ({ params }: Props) => categoryTypeMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategoryTypePage {...await params} />;
}
