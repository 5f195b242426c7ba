import { api } from './client';
import type {
  Attachment,
  ConversationList,
  FlatThread,
  MessageInput,
  ReadState,
  SentMessage,
  Thread,
} from './contract/conversations';

/** The caller's conversations (server/routes/conversations). */

export const conversationsKey = ['conversations'] as const;

/** Where the events stream is read (an EventSource: the session cookie goes with it). */
export const CONVERSATION_EVENTS_PATH = '/api/v1/conversations/events';

export const fetchConversations = (params: { supplierId?: number; text?: string }, signal?: AbortSignal) =>
  api.get<ConversationList>('/conversations', { query: { supplierId: params.supplierId, 'filter.text': params.text || undefined }, signal });

export const fetchThread = (id: number, before?: number, signal?: AbortSignal) =>
  api.get<Thread>(`/conversations/${id}/thread`, { query: { before }, signal });

export type ConversationAbout = { supplierId: number; pageKind: 'supplier_product' | 'base_product' | 'supplier'; objectId: number };

export const fetchThreadAbout = (about: ConversationAbout, signal?: AbortSignal) =>
  api.get<FlatThread>('/conversations/thread/flat', { query: about, signal });

export const sendMessage = (input: MessageInput) => api.post<SentMessage>('/conversations', input);

export const markThreadRead = (id: number, readUpTo: number) => api.put<ReadState>(`/conversations/${id}/thread`, { readUpTo });

export const deleteThreadForMe = (id: number) => api.delete<void>(`/conversations/${id}/thread`);

export function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return api.post<Attachment>('/conversations/attachments', form);
}
