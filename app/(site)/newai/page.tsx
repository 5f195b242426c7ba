import { AssistantPage, assistantMetadata } from '@/components/ai/assistant-page';

// A new conversation: the assistant with nothing asked yet.
export const dynamic = 'force-dynamic';

export const generateMetadata = () => assistantMetadata('/newai');

export default function Page() {
  return <AssistantPage q="" path="/ai" />;
}
