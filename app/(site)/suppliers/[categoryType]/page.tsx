import { TypeSuppliersPage, typeSuppliersMetadata, type TypeSuppliersParams } from '@/components/catalog/suppliers-list/suppliers-pages';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<TypeSuppliersParams[]> => [];

type Props = { params: Promise<TypeSuppliersParams> };

export const generateMetadata = async ({ params }: Props) => typeSuppliersMetadata(await params);

export default async function Page({ params }: Props) {
  return <TypeSuppliersPage {...await params} />;
}
