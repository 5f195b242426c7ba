import { AssistantPage, assistantMetadata, conversationOf, needOf } from '@/components/ai/assistant-page';

// The need (`?q=`) and the visitor's conversation (`?c=`) are in the query: rendered per request, never kept.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[]; c?: string | string[] }> };

export const generateMetadata = () => assistantMetadata('/ai');

export default async function Page({ searchParams }: Props) {
  const { q, c } = await searchParams;
  return <AssistantPage q={needOf(q)} conversationId={conversationOf(c)} path="/ai" />;
}
