import { DelegationsPage, delegationsMetadata, type DelegationsRouteParams } from '@/components/catalog/supplier/delegations-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<DelegationsRouteParams> };

export const generateMetadata = async ({ params }: Props) => delegationsMetadata(await params);

export default async function Page({ params }: Props) {
  return <DelegationsPage {...await params} />;
}
