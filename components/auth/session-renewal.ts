import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { refreshTokens } from '@/api/auth';
import { isApiError } from '@/api/errors';
import { loginEndsAt, readRenewableSession, readStoredSession } from '@/stores/session';
import { useSharedStore, type StoredUserInfo } from '@/stores/shared';
import { endSession, safeStorage, startSession } from './session';
import { clearEarlySession } from './early-session';

/** An access token this close to its end is renewed. */
export const RENEW_BEFORE_MS = 5 * 60_000;
/** After a renewal the server could not be reached for, the next try waits this long. */
export const RETRY_AFTER_MS = 30_000;
/** A tab renews at most this often after a renewal, whatever the clocks say. */
export const RENEW_AT_MOST_EVERY_MS = 60_000;
const LOCK_NAME = 'bazargah:session-renewal';

export type Renewal = 'fresh' | 'renewed' | 'ended' | 'unreachable';

const isDue = (info: StoredUserInfo, now: number) => loginEndsAt(info) - now <= RENEW_BEFORE_MS;

let inFlight: Promise<Renewal> | null = null;
let inFlightForced = false;
let lastRenewalAt = -Infinity;
/** The page's query cache, so a login ended by any renewal drops the private answers it holds. */
let pageQueries: QueryClient | undefined;
/** What the page does once a renewal finds its login ended (startSessionKeeping's `onEnded`). */
let whenEnded: (() => void) | undefined;

/**
 * A new access token from the refresh cookie before this one runs out, so a login lasts as long as
 * its session (30 days from the last visit) instead of the access token's hour. Every refresh of
 * the site goes through here (`force` when a new token is wanted now, e.g. for a new name or role).
 *
 * One tab at a time (Web Locks), with the logout too (`inSessionLock`): every tab shares the
 * refresh cookie, and the server takes a refresh token spent twice for a stolen one and ends the
 * session. Inside the lock the stored login is read again, so a tab that waited takes what another
 * renewed instead of spending the same token. A refused renewal (the session ended, expired or was
 * ended elsewhere) ends the login on this device; an unreachable server leaves it as it is.
 */
export function renewSession(options: { force?: boolean } = {}): Promise<Renewal> {
  // A forced renewal wants a new token: one in flight that may answer 'fresh' is not enough.
  if (inFlight && options.force && !inFlightForced) return inFlight.then(() => renewSession(options));
  if (!inFlight) {
    inFlightForced = options.force ?? false;
    inFlight = inSessionLock(() => renewOnce(options)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

let tabQueue: Promise<unknown> = Promise.resolve();

/** Runs `work` holding the lock renewals take (a logout must not cross a renewal). */
export async function inSessionLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(LOCK_NAME, work) as Promise<T>;
  // Without Web Locks (browsers before 2022): one at a time within the tab, and tabs whose timers
  // fire together are spread over two seconds, so the later ones find the login already renewed
  // when they read it again.
  const run = tabQueue.then(async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
    return work();
  });
  tabQueue = run.catch(() => undefined);
  return run;
}

/** A refusal of the session itself (spent, revoked, expired or missing token): anything else may pass. */
const REFUSED = new Set([400, 401, 403]);

async function renewOnce({ force = false }: { force?: boolean }): Promise<Renewal> {
  const stored = safeStorage();
  const current = stored && readRenewableSession(stored);
  if (!force && current && !isDue(current, Date.now())) {
    const { myUserInfo, setSession } = useSharedStore.getState();
    if (myUserInfo?.exp !== current.exp) setSession({ userInfo: current, accessToken: null });
    return 'fresh';
  }
  try {
    const tokens = await refreshTokens();
    lastRenewalAt = Date.now();
    startSession(tokens.access_token);
    return 'renewed';
  } catch (error) {
    if (isApiError(error) && error.status !== undefined && REFUSED.has(error.status)) {
      endSession(pageQueries);
      whenEnded?.();
      return 'ended';
    }
    return 'unreachable';
  }
}

/** The renewal this page's start made for a login whose hour had run out; the first login page takes it. */
let startRenewal: Promise<Renewal> | null = null;

/** Whether an error is the API's «not logged in» (the access token refused). */
const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * On start: a valid login is taken at once (and renewed in the background when near its end); one
 * whose hour ran out is renewed, and counts as logged out until that answers (tried again every
 * 30 seconds while the server cannot be reached). The Loading flag is not held for it: its overlay
 * would cover the page just as a public page wakes on the visitor's first tap, and the header
 * already shows the account (early-session.ts). Then the login is kept renewed before each end: a
 * timer, and a check whenever the tab comes back into view, as timers sleep in hidden tabs.
 *
 * A call the API refuses as not logged in while this device holds a login means the session was
 * ended elsewhere (a logout on another device, «خروج از همه دستگاه‌ها») before the access token's
 * hour ran out: the login is renewed at once, which ends it here when the server refuses, and
 * `onEnded` takes the visitor away from a private page that would otherwise wait for good.
 * Returns the cleanup.
 */
export function startSessionKeeping(storage: Pick<Storage, 'getItem'> | null, queryClient: QueryClient, options: { onEnded?: () => void } = {}): () => void {
  const { setSession, clearSession, setLoading } = useSharedStore.getState();
  pageQueries = queryClient;
  whenEnded = options.onEnded;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const resume = (): Promise<Renewal> =>
    renewSession().then((outcome) => {
      if (outcome === 'unreachable' && !stopped) {
        clearTimeout(timer);
        timer = setTimeout(() => void resume(), RETRY_AFTER_MS);
      }
      return outcome;
    });

  const valid = storage && readStoredSession(storage);
  const renewable = storage && readRenewableSession(storage);
  if (valid) {
    setSession({ userInfo: valid, accessToken: null });
  } else {
    clearSession();
    if (renewable) {
      // For a login page open now (it takes it as it mounts); dropped once settled, so none later
      // goes on from a renewal long past.
      const started = resume();
      startRenewal = started;
      void started.then(() => {
        if (startRenewal === started) startRenewal = null;
      });
    } else {
      // No login to take or renew: the header's early mark, if a page kept from before a logout
      // elsewhere still has it, would show the last user's name.
      clearEarlySession();
    }
  }
  setLoading(false);

  const renewNow = () => {
    void renewSession().then((outcome) => schedule(outcome === 'unreachable' ? RETRY_AFTER_MS : undefined));
  };
  const schedule = (wait?: number) => {
    clearTimeout(timer);
    const info = useSharedStore.getState().myUserInfo;
    if (stopped || !info) return;
    const now = Date.now();
    const untilDue = loginEndsAt(info) - RENEW_BEFORE_MS - now;
    const soonest = lastRenewalAt + RENEW_AT_MOST_EVERY_MS - now;
    // setTimeout holds at most 2³¹−1 ms; a longer wait is checked again then.
    timer = setTimeout(renewNow, Math.min(Math.max(wait ?? untilDue, soonest, 0), 2 ** 31 - 1));
  };
  const onVisible = () => {
    const info = useSharedStore.getState().myUserInfo;
    if (document.visibilityState === 'visible' && info && isDue(info, Date.now())) renewNow();
  };
  const unsubscribe = useSharedStore.subscribe((state, before) => {
    if (state.myUserInfo !== before.myUserInfo) schedule();
  });
  const onRefused = (error: unknown) => {
    // At most once a minute: a renewal that passed and a 401 again is not the session's doing.
    if (!isUnauthorized(error) || !useSharedStore.getState().isLoggedIn || Date.now() - lastRenewalAt < RENEW_AT_MOST_EVERY_MS) return;
    void renewSession({ force: true });
  };
  const unwatchQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'failed') onRefused(event.action.error);
    if (event.type === 'updated' && event.action.type === 'error') onRefused(event.action.error);
  });
  const unwatchMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onRefused(event.action.error);
  });
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    unwatchQueries();
    unwatchMutations();
    if (whenEnded === options.onEnded) whenEnded = undefined;
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * For the login page: 'checking' until it knows, then 'resumed' when the login could go on without
 * a code — the start renewed a login whose hour had run out (the profile's guard, which cannot see
 * the refresh cookie, sent the visitor here), or the login in memory was past its time and is now
 * renewed — else 'none' (a login still valid is the "already logged in" case, as before).
 */
export function useLoginResumed(): 'checking' | 'resumed' | 'none' {
  const starting = useSharedStore((s) => s.Loading);
  const [state, setState] = useState<'checking' | 'resumed' | 'none'>('checking');
  useEffect(() => {
    if (starting) return;
    let live = true;
    const taken = startRenewal;
    void (async () => {
      let outcome: Renewal | null = taken ? await taken : null;
      // Taken once: a login page opened later in this page's life decides afresh.
      if (live && startRenewal === taken) startRenewal = null;
      const info = useSharedStore.getState().myUserInfo;
      if (!outcome && info && isDue(info, Date.now())) outcome = await renewSession();
      const resumed = (outcome === 'renewed' || outcome === 'fresh') && useSharedStore.getState().isLoggedIn;
      if (live) setState(resumed ? 'resumed' : 'none');
    })();
    return () => {
      live = false;
    };
  }, [starting]);
  return state;
}

/** Forgets this tab's renewals (their time, the one in flight, the start's), for tests. */
export function resetSessionRenewalForTests(): void {
  inFlight = null;
  inFlightForced = false;
  tabQueue = Promise.resolve();
  lastRenewalAt = -Infinity;
  startRenewal = null;
}
