import { AssistantPage, assistantMetadata } from '@/components/ai/assistant-page';

// A new conversation: the assistant with nothing asked yet; the first need asked starts it.
export const dynamic = 'force-dynamic';

export const generateMetadata = () => assistantMetadata('/newai');

export default function Page() {
  return <AssistantPage q="" conversationId={null} path="/newai" />;
}
