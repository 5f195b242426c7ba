import { ModelChatPage, modelChatMetadata } from '@/components/ai/model-chat-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = modelChatMetadata;

export default function Page() {
  return <ModelChatPage />;
}
