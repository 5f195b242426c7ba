import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '@/stores/session';
import { sharedInitialState, useSharedStore } from '@/stores/shared';
import { followLoginAcrossTabs } from './login-across-tabs';
import { SIGNED_IN_ATTRIBUTE } from './early-session';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const info = (sub: string, exp = inAnHour()) => ({ exp, sub, roles: ['buyer'], name: sub === '41' ? 'سارا نوری' : 'رضا احمدی' });

/** What another tab does to local storage, and the event the browser then fires in this one. */
function otherTab(value: object | null, key: string | null = USER_INFO_KEY) {
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage, newValue: value === null ? null : JSON.stringify(value) }));
}

let queries: QueryClient;
let onEnded: ReturnType<typeof vi.fn>;
let onSwitched: ReturnType<typeof vi.fn>;
let stop: () => void;

function loggedInHere(sub: string) {
  const mine = info(sub);
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(mine));
  useSharedStore.getState().setSession({ userInfo: mine, accessToken: null });
  document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
  queries.setQueryData(['favorites', sub], ['کالای نشان‌شده']);
  return mine;
}

beforeEach(() => {
  useSharedStore.setState(sharedInitialState);
  window.localStorage.clear();
  queries = new QueryClient();
  onEnded = vi.fn();
  onSwitched = vi.fn();
  stop = followLoginAcrossTabs(window.localStorage, queries, { onEnded: onEnded as () => void, onSwitched: onSwitched as () => void });
});
afterEach(() => {
  stop();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

describe('a logout in another tab', () => {
  it('ends the login here too: the stores, the early mark and the cached private answers go, and a private page is left', () => {
    loggedInHere('41');
    otherTab(null);
    expect(onSwitched).not.toHaveBeenCalled();
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
    expect(queries.getQueryData(['favorites', '41'])).toBeUndefined();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('that cleared the whole storage counts as a logout', () => {
    loggedInHere('41');
    otherTab(null, null);
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

describe('another user logging in in another tab', () => {
  it("drops the last user's answers and early mark, and loads the page again as the new user's", () => {
    loggedInHere('41');
    otherTab(info('77'));
    expect(queries.getQueryData(['favorites', '41'])).toBeUndefined();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
    expect(onSwitched).toHaveBeenCalledTimes(1);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it("is a switch too when this tab's own renewal took the new user's login before the event came", () => {
    loggedInHere('41');
    // session-renewal.ts finds a fresh login in storage and takes it, whoever it is.
    useSharedStore.getState().setSession({ userInfo: info('77'), accessToken: null });
    expect(queries.getQueryData(['favorites', '41'])).toBeUndefined();
    expect(onSwitched).toHaveBeenCalledTimes(1);
    otherTab(info('77'));
    expect(onSwitched).toHaveBeenCalledTimes(1);
  });
});

describe('a login in another tab while logged out here', () => {
  it('is taken, and nothing is left or dropped', () => {
    otherTab(info('41'));
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: true, UserId: '41' });
    expect(onEnded).not.toHaveBeenCalled();
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it('is not taken when its hour has already run out', () => {
    otherTab(info('41', Math.floor(Date.now() / 1000) - 10));
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
  });
});

describe('the same login renewed in another tab', () => {
  it('takes its new hour and keeps everything else', () => {
    const mine = loggedInHere('41');
    otherTab({ ...mine, exp: mine.exp + 1800 });
    expect(useSharedStore.getState().myUserInfo?.exp).toBe(mine.exp + 1800);
    expect(queries.getQueryData(['favorites', '41'])).toEqual(['کالای نشان‌شده']);
    expect(onEnded).not.toHaveBeenCalled();
    expect(onSwitched).not.toHaveBeenCalled();
  });
});

describe('other keys', () => {
  it('are none of its business', () => {
    loggedInHere('41');
    // Gone without an event of its own: only a change of `userInfo` (or a cleared storage) is read.
    window.localStorage.removeItem(USER_INFO_KEY);
    otherTab({ drafts: 1 }, 'bazargah:something-else');
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('stop being followed after the cleanup', () => {
    loggedInHere('41');
    stop();
    otherTab(null);
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
    useSharedStore.getState().setSession({ userInfo: info('77'), accessToken: null });
    expect(onSwitched).not.toHaveBeenCalled();
    stop = () => undefined;
  });
});
