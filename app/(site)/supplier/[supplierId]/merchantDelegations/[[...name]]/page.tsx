import { DelegationsPage, delegationsMetadata, type DelegationsRouteParams } from '@/components/catalog/supplier/delegations-page';

// Rendered on first visit, then served from the cache; data changes revalidate it by tag.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<DelegationsRouteParams[]> => [];

type Props = { params: Promise<DelegationsRouteParams> };

export const generateMetadata = async ({ params }: Props) => delegationsMetadata(await params);

export default async function Page({ params }: Props) {
  return <DelegationsPage {...await params} />;
}
