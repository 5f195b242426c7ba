import type { QueryClient } from '@tanstack/react-query';
import { readStoredSession, USER_INFO_KEY } from '@/stores/session';
import { useSharedStore } from '@/stores/shared';
import { forgetLoginInTab } from './session';

/**
 * Every tab of the site shares one login (its cookies and `userInfo` in local storage), but each
 * tab keeps its own copy in memory. A logout, or another user's login, in one tab left the others
 * showing the last user's screens and cached answers until they next asked the server. The
 * browser tells the other tabs of a change to local storage (the `storage` event, never the tab
 * that wrote it); this follows it:
 * - the login ended there, or another user logged in: this tab forgets the old one and `onEnded`
 *   takes it away from a private page (as a login found ended here does), then takes the new one;
 * - logged in there while logged out here: taken, so the header shows the account;
 * - the same login renewed there: its new hour is taken, so this tab does not renew it again.
 * Returns the cleanup.
 */
export function followLoginAcrossTabs(storage: Storage, queryClient: QueryClient, onEnded: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.storageArea !== storage || (event.key !== USER_INFO_KEY && event.key !== null)) return;
    const here = useSharedStore.getState().myUserInfo;
    const there = readStoredSession(storage);
    if (here && there && here.sub === there.sub) {
      if (here.exp !== there.exp) useSharedStore.getState().setSession({ userInfo: there, accessToken: null });
      return;
    }
    if (here) {
      forgetLoginInTab(queryClient);
      onEnded();
    }
    if (there) useSharedStore.getState().setSession({ userInfo: there, accessToken: null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
