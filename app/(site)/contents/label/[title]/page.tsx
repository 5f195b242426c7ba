import { LabelPage, labelMetadata } from '@/components/content/pages/label-page';
import { listPageOf, type SearchParamsRecord } from '@/components/content/pages/page-param';

// Every page of the list from this one route, rendered per request (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ title: string }>; searchParams: Promise<SearchParamsRecord> };

export const generateMetadata = async ({ params, searchParams }: Props) => labelMetadata((await params).title, listPageOf(await searchParams));

export default async function Page({ params, searchParams }: Props) {
  return <LabelPage raw={(await params).title} page={listPageOf(await searchParams)} />;
}
