import { SupplierContentPage, supplierContentMetadata } from '@/components/content/pages/supplier-content-page';
import { listPageOf, type SearchParamsRecord } from '@/components/content/pages/page-param';

// Every page of the list from this one route, rendered per request (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ supplierId: string }>; searchParams: Promise<SearchParamsRecord> };

export const generateMetadata = async ({ params, searchParams }: Props) => supplierContentMetadata((await params).supplierId, listPageOf(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <SupplierContentPage rawId={(await params).supplierId} page={listPageOf(await searchParams)} />;
}
