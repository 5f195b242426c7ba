import { PropertiesPage, propertiesPageMetadata, type PropertiesRouteParams } from '@/components/catalog/properties/properties-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<PropertiesRouteParams[]> => [];

type Props = { params: Promise<PropertiesRouteParams> };

export const generateMetadata = async ({ params }: Props) => propertiesPageMetadata(await params);

export default async function Page({ params }: Props) {
  return <PropertiesPage {...await params} />;
}
