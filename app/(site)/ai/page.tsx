import { AssistantPage, assistantMetadata, needOf } from '@/components/ai/assistant-page';

// The need is in the query (`?q=`): rendered per request, never kept.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export const generateMetadata = () => assistantMetadata('/ai');

export default async function Page({ searchParams }: Props) {
  return <AssistantPage q={needOf((await searchParams).q)} path="/ai" />;
}
