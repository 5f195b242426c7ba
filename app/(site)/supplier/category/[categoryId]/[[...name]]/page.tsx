import { CategorySuppliersPage, categorySuppliersMetadata, type CategorySuppliersParams } from '@/components/catalog/suppliers-list/suppliers-pages';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<CategorySuppliersParams[]> => [];

type Props = { params: Promise<CategorySuppliersParams> };

export const generateMetadata = async ({ params }: Props) => categorySuppliersMetadata(await params);

export default async function Page({ params }: Props) {
  return <CategorySuppliersPage {...await params} />;
}
