/** Where a tab keeps what forms and message boxes hold and have not sent (`sessionStorage`). */
export const FORM_DRAFT_PREFIX = 'bazargah:form-draft:';
export const MESSAGE_DRAFT_PREFIX = 'bazargah:message-draft:';

/** On logout: the tab's drafts are the user's, not the next one's on a shared device. */
export function forgetTabDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(FORM_DRAFT_PREFIX) || key.startsWith(MESSAGE_DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing was kept.
  }
}
