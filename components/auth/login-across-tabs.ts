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
 * - the login ended there: this tab forgets it, and `onEnded` takes it away from a private page
 *   (as a login found ended here does);
 * - another user logged in there: this tab forgets the last one and `onSwitched` loads the page
 *   again as the new one. Only a new page is sure to hold nothing of the last user: answers on
 *   screen and what was being typed live in components, which a cleared cache does not reach;
 * - logged in there while logged out here: taken, so the header shows the account;
 * - the same login renewed there: its new hour is taken, so this tab does not renew it again.
 * A renewal or a login in this tab can take another user's login from storage before the event
 * arrives (session-renewal.ts takes what is stored): any change of user in the store is a switch.
 * Returns the cleanup.
 */
export function followLoginAcrossTabs(
  storage: Storage,
  queryClient: QueryClient,
  { onEnded, onSwitched }: { onEnded: () => void; onSwitched: () => void },
): () => void {
  const switched = () => {
    forgetLoginInTab(queryClient);
    onSwitched();
  };
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.storageArea !== storage || (event.key !== USER_INFO_KEY && event.key !== null)) return;
    const here = useSharedStore.getState().myUserInfo;
    const there = readStoredSession(storage);
    if (here && there) {
      if (here.sub !== there.sub) switched();
      else if (here.exp !== there.exp) useSharedStore.getState().setSession({ userInfo: there, accessToken: null });
    } else if (here) {
      forgetLoginInTab(queryClient);
      onEnded();
    } else if (there) {
      useSharedStore.getState().setSession({ userInfo: there, accessToken: null });
    }
  };
  const unsubscribe = useSharedStore.subscribe((state, before) => {
    if (before.myUserInfo && state.myUserInfo && before.myUserInfo.sub !== state.myUserInfo.sub) switched();
  });
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
