import { env } from '../../../lib/config/env';
import { createOpenAiCompatibleModel, type ChatModel } from './openai-compatible';

export type { ChatMessage, ChatModel } from './openai-compatible';

let override: ChatModel | null | undefined;

/** The configured chat model (`AI_BASE_URL`…), or null: the assistant then answers without one. */
export function chatModel(): ChatModel | null {
  if (override !== undefined) return override;
  const config = env();
  return config.AI_BASE_URL ? createOpenAiCompatibleModel({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS }) : null;
}

export function useChatModelForTests(model: ChatModel | null | undefined): void {
  override = model;
}
