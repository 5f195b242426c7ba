import { api, type ApiCallOptions } from './client';
import type { AssistantConversation, ConversationListItem, UnderstoodNeed } from './contract/ai';

/** The sourcing assistant (server/routes/ai). */
export const understandNeed = (text: string) => api.post<UnderstoodNeed>('/ai/understand', { text });

/** Keeps an asked need in the caller's conversation (a new one without an id); answers where it was kept. */
export const addNeedTurn = (text: string, conversationId: string | null) =>
  api.post<{ conversationId: string; position: number }>('/ai/conversations/turns', { text, conversationId });

/** The caller's recent conversations; a server render passes the visitor's credentials in `options.headers`. */
export const fetchConversations = (options?: ApiCallOptions) => api.get<ConversationListItem[]>('/ai/conversations', options);

export const fetchConversation = (id: string, options?: ApiCallOptions) => api.get<AssistantConversation>(`/ai/conversations/${encodeURIComponent(id)}`, options);

export const deleteConversation = (id: string) => api.delete<void>(`/ai/conversations/${encodeURIComponent(id)}`);
