/** Where a tab keeps what forms and message boxes hold and have not sent, and where it left its lists (`sessionStorage`). */
export const FORM_DRAFT_PREFIX = 'bazargah:form-draft:';
export const MESSAGE_DRAFT_PREFIX = 'bazargah:message-draft:';
export const LIST_ADDRESS_PREFIX = 'bazargah:list-address:';

/** On logout: the tab's drafts and lists (a search holds names) are the user's, not the next one's on a shared device. */
export function forgetTabDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if ([FORM_DRAFT_PREFIX, MESSAGE_DRAFT_PREFIX, LIST_ADDRESS_PREFIX].some((prefix) => key.startsWith(prefix))) sessionStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing was kept.
  }
}
