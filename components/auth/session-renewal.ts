import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { refreshTokens } from '@/api/auth';
import { isApiError } from '@/api/errors';
import { readStoredSession } from '@/stores/session';
import { useSharedStore, type StoredUserInfo } from '@/stores/shared';
import { endSession, startSession } from './session';

/** An access token this close to its end is renewed. */
export const RENEW_BEFORE_MS = 5 * 60_000;
/** After a renewal the server could not be reached for, the next try waits this long. */
export const RETRY_AFTER_MS = 30_000;
const LOCK_NAME = 'bazargah:session-renewal';

export type Renewal = 'fresh' | 'renewed' | 'ended' | 'unreachable';

const isDue = (info: StoredUserInfo, now: number) => info.exp * 1000 - now <= RENEW_BEFORE_MS;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let inFlight: Promise<Renewal> | null = null;

/**
 * A new access token from the refresh cookie before this one runs out, so a login lasts as long as
 * its session (30 days from the last visit) instead of the access token's hour.
 *
 * One tab at a time (Web Locks): every tab shares the refresh cookie, and the server takes a refresh
 * token spent twice for a stolen one and ends the session. Inside the lock the stored login is read
 * again, so a tab that waited takes what the other one renewed instead of spending the same token.
 * A refused renewal (the session ended, expired or was ended elsewhere) ends the login on this
 * device; an unreachable server leaves it as it is, for a later try.
 */
export function renewSession(queryClient?: QueryClient): Promise<Renewal> {
  inFlight ??= inLock(() => renewOnce(queryClient)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function inLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(LOCK_NAME, work) as Promise<T>;
  // Without Web Locks (browsers before 2022), tabs whose timers fire together are spread over two
  // seconds, so the later ones find the login already renewed when they read it again.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
  return work();
}

async function renewOnce(queryClient?: QueryClient): Promise<Renewal> {
  const stored = storage();
  const current = stored && readStoredSession(stored);
  if (current && !isDue(current, Date.now())) {
    const { myUserInfo, setSession } = useSharedStore.getState();
    if (myUserInfo?.exp !== current.exp) setSession({ userInfo: current, accessToken: null });
    return 'fresh';
  }
  try {
    startSession((await refreshTokens()).access_token);
    return 'renewed';
  } catch (error) {
    if (isApiError(error) && error.status !== undefined && error.status < 500 && error.status !== 429) {
      endSession(queryClient);
      return 'ended';
    }
    return 'unreachable';
  }
}

/** What this page's start did with a login whose hour had run out. */
export type StartRenewal = 'none' | 'renewing' | 'renewed';
let startRenewal: StartRenewal = 'none';
const startListeners = new Set<() => void>();
const setStartRenewal = (state: StartRenewal) => {
  startRenewal = state;
  for (const listener of startListeners) listener();
};

/**
 * On start: a valid login is taken at once (and renewed in the background when near its end); one
 * whose hour ran out is renewed, and counts as logged out until that answers. The Loading flag is
 * not held for it: its overlay would cover the page just as a public page wakes on the visitor's
 * first tap, and the header already shows the account (early-session.ts). Then the login is kept
 * renewed before each end: a timer, and a check whenever the tab comes back into view, as timers
 * sleep in hidden tabs. Returns the cleanup.
 */
export function startSessionKeeping(renewable: StoredUserInfo | null, queryClient: QueryClient): () => void {
  const { setSession, clearSession, setLoading } = useSharedStore.getState();
  if (renewable && renewable.exp * 1000 > Date.now()) {
    setSession({ userInfo: renewable, accessToken: null });
  } else {
    clearSession();
    if (renewable) {
      setStartRenewal('renewing');
      void renewSession(queryClient).then((outcome) => setStartRenewal(outcome === 'renewed' || outcome === 'fresh' ? 'renewed' : 'none'));
    }
  }
  setLoading(false);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const renewNow = () => {
    void renewSession(queryClient).then((outcome) => {
      if (outcome === 'unreachable') schedule(RETRY_AFTER_MS);
    });
  };
  const schedule = (wait?: number) => {
    clearTimeout(timer);
    const info = useSharedStore.getState().myUserInfo;
    if (!info) return;
    const untilDue = info.exp * 1000 - RENEW_BEFORE_MS - Date.now();
    // setTimeout holds at most 2³¹−1 ms; a longer wait is checked again then.
    timer = setTimeout(renewNow, Math.min(Math.max(wait ?? untilDue, 0), 2 ** 31 - 1));
  };
  const onVisible = () => {
    const info = useSharedStore.getState().myUserInfo;
    if (document.visibilityState === 'visible' && info && isDue(info, Date.now())) renewNow();
  };
  const unsubscribe = useSharedStore.subscribe((state, before) => {
    if (state.myUserInfo !== before.myUserInfo) schedule();
  });
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** This page's start renewal, for the login page: it waits while renewing and goes on once renewed. */
export function useStartRenewal(): StartRenewal {
  return useSyncExternalStore(
    (listener) => {
      startListeners.add(listener);
      return () => startListeners.delete(listener);
    },
    () => startRenewal,
    () => 'none',
  );
}
