'use client';

import { useEffect } from 'react';
import { addNeedTurn } from '@/api/ai';
import { replaceAddress } from '@/components/ui/replace-address';

/** The form's hidden field that carries the conversation to the next need asked. */
export const CONVERSATION_FIELD_ID = 'need-conversation';

/**
 * Keeps the need just answered in the visitor's conversation (a new one when there is none), then
 * lets the next need go on with it: the form's hidden field and the address carry its id, so a
 * reload or a shared link keeps the conversation (a reload adds nothing). Done by the browser, so
 * a crawler following an example link keeps nothing; without scripts the assistant still answers.
 */
export function ConversationKeeper({ text, conversationId }: { text: string; conversationId: string | null }) {
  useEffect(() => {
    let stale = false;
    addNeedTurn(text, conversationId)
      .then(({ conversationId: kept }) => {
        if (stale) return;
        const field = document.getElementById(CONVERSATION_FIELD_ID) as HTMLInputElement | null;
        if (field) {
          field.value = kept;
          field.disabled = false;
        }
        const url = new URL(window.location.href);
        if (url.searchParams.get('c') !== kept) {
          url.searchParams.set('c', kept);
          replaceAddress(url);
        }
      })
      // Keeping the conversation is a convenience: the answer on the page stands without it.
      .catch(() => {});
    return () => {
      stale = true;
    };
  }, [text, conversationId]);
  return null;
}
