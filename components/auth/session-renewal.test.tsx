import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { refreshTokens } from '@/api/auth';
import { USER_INFO_KEY } from '@/stores/session';
import { sharedInitialState, useSharedStore } from '@/stores/shared';
import { inSessionLock, RENEW_BEFORE_MS, RETRY_AFTER_MS, renewSession, resetSessionRenewalForTests, startSessionKeeping, useLoginResumed } from './session-renewal';
import { SIGNED_IN_ATTRIBUTE } from './early-session';

vi.mock('@/api/auth', () => ({ refreshTokens: vi.fn() }));
const refresh = vi.mocked(refreshTokens);

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (exp: number) => `${part({ alg: 'HS256' })}.${part({ sub: '41', exp, roles: ['buyer'], name: 'سارا نوری' })}.signature`;
const answer = (exp: number) => ({ access_token: tokenFor(exp), token_type: 'Bearer', expires_in: 3600, refresh_token: 'r', refresh_expires_in: 2_592_000 }) as never;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const store = (exp: number) => window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ exp, sub: '41', roles: ['buyer'], name: 'سارا نوری' }));
const stored = () => JSON.parse(window.localStorage.getItem(USER_INFO_KEY) ?? 'null') as { exp: number } | null;
const refused = () => new ApiError({ request: { method: 'POST', url: '/api/v1/connect/token' }, response: new Response(null, { status: 400 }), body: undefined });
const unreachable = () => new ApiError({ request: { method: 'POST', url: '/api/v1/connect/token' }, response: undefined, body: undefined, cause: new TypeError('fetch failed') });

let stop: (() => void) | undefined;
const start = () =>
  act(() => {
    stop = startSessionKeeping(window.localStorage, new QueryClient());
  });

/** Web Locks as browsers have them: one holder at a time, in the order asked. */
function serialLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: vi.fn((_name: string, work: () => Promise<unknown>) => {
      const run = tail.then(work);
      tail = run.catch(() => undefined);
      return run;
    }),
  };
}

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, locks: serialLocks() });
  useSharedStore.setState(sharedInitialState);
  window.localStorage.clear();
  refresh.mockReset();
  resetSessionRenewalForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

describe('a login whose hour ran out', () => {
  it('is renewed from its session at start: logged out (Loading already dropped) until the answer, then logged in; the login page goes on', async () => {
    store(nowSeconds() - 120);
    let answerNow!: () => void;
    refresh.mockReturnValue(new Promise((resolve) => (answerNow = () => resolve(answer(nowSeconds() + 3600)))));
    start();
    expect(useSharedStore.getState()).toMatchObject({ Loading: false, isLoggedIn: false });
    const loginPage = renderHook(() => useLoginResumed());
    expect(loginPage.result.current).toBe('checking');
    await act(async () => answerNow());
    await waitFor(() => expect(loginPage.result.current).toBe('resumed'));
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: true, UserId: '41' });
    expect(stored()!.exp).toBeGreaterThan(nowSeconds() + 3000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Taken once: a login page opened later, the login valid, is the "already logged in" case.
    loginPage.unmount();
    const later = renderHook(() => useLoginResumed());
    await waitFor(() => expect(later.result.current).toBe('none'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends on this device when the server refuses the session (ended elsewhere, expired)', async () => {
    store(nowSeconds() - 120);
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    refresh.mockRejectedValue(refused());
    start();
    const loginPage = renderHook(() => useLoginResumed());
    await waitFor(() => expect(loginPage.result.current).toBe('none'));
    expect(stored()).toBeNull();
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
  });

  it('is tried again every 30 seconds while the server cannot be reached, kept meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    store(nowSeconds() - 120);
    refresh.mockRejectedValueOnce(unreachable()).mockRejectedValueOnce(unreachable()).mockResolvedValue(answer(nowSeconds() + 3600));
    start();
    await vi.advanceTimersByTimeAsync(10);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stored()).not.toBeNull();
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * RETRY_AFTER_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('is not renewed once its session (30 days from the last renewal) is over', () => {
    store(nowSeconds() - 30 * 86_400 + 3600 - 1);
    start();
    expect(refresh).not.toHaveBeenCalled();
    expect(useSharedStore.getState()).toMatchObject({ Loading: false, isLoggedIn: false });
  });
});

describe('a valid login', () => {
  it('is taken at once and renewed five minutes before its end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    store(nowSeconds() + 3600);
    const renewedExp = nowSeconds() + 7200;
    refresh.mockResolvedValue(answer(renewedExp));
    start();
    expect(useSharedStore.getState()).toMatchObject({ Loading: false, isLoggedIn: true, UserId: '41' });
    await vi.advanceTimersByTimeAsync(3600_000 - RENEW_BEFORE_MS - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stored()!.exp).toBe(renewedExp);
  });

  it('near its end is renewed right away, still logged in meanwhile', async () => {
    store(nowSeconds() + 60);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    start();
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(stored()!.exp).toBeGreaterThan(nowSeconds() + 3000));
  });

  it('is renewed when its tab comes back into view past the time (timers sleep in hidden tabs)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    store(nowSeconds() + 3600);
    refresh.mockResolvedValue(answer(nowSeconds() + 7200));
    start();
    // The tab slept for 58 minutes: the clock moved, its timer did not fire.
    vi.setSystemTime(Date.now() + 58 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('tries again later after an unreachable server, not in a loop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    store(nowSeconds() + 60);
    refresh.mockRejectedValueOnce(unreachable()).mockResolvedValue(answer(nowSeconds() + 3600));
    start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS - 2000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
  });
});

describe('a login ended elsewhere before its hour ran out', () => {
  const notLoggedIn = () => new ApiError({ request: { method: 'GET', url: '/api/v1/wallettransactions' }, response: new Response(null, { status: 401 }), body: undefined });
  const startWatching = (onEnded: () => void) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    act(() => {
      stop = startSessionKeeping(window.localStorage, queryClient, { onEnded });
    });
    return (key: string) => queryClient.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(notLoggedIn()) }).catch(() => undefined);
  };

  it('is found by the first private call refused as not logged in: the renewal is refused, the login ends and the page is told', async () => {
    store(nowSeconds() + 3000);
    refresh.mockRejectedValue(refused());
    const onEnded = vi.fn();
    const read = startWatching(onEnded);
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
    await read('wallet');
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    expect(stored()).toBeNull();
  });

  it('goes on when the renewal passes, and a call refused again within the minute asks for no other', async () => {
    store(nowSeconds() + 3000);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    const onEnded = vi.fn();
    const read = startWatching(onEnded);
    await read('wallet');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(stored()?.exp).toBe(nowSeconds() + 3600));
    await read('ledger');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onEnded).not.toHaveBeenCalled();
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
  });

  it('asks nothing of a visitor who is not logged in', async () => {
    const read = startWatching(vi.fn());
    await read('public');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('a page woken with no login to take or renew', () => {
  it("drops the header's early mark a page kept from before a logout elsewhere still has", () => {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    start();
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('one refresh token, spent once', () => {
  it('two renewals at once in a tab send one request', async () => {
    store(nowSeconds() - 10);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    const outcomes = await Promise.all([renewSession(), renewSession()]);
    expect(outcomes).toEqual(['renewed', 'renewed']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a tab that waited for the lock takes what another tab renewed instead of spending the same token', async () => {
    store(nowSeconds() - 10);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const request = vi.fn(async (_name: string, work: () => Promise<unknown>) => {
      await held;
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const waiting = renewSession();
    // Meanwhile another tab, holding the lock, renewed and stored the new login.
    store(nowSeconds() + 3600);
    release();
    expect(await waiting).toBe('fresh');
    expect(refresh).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith('bazargah:session-renewal', expect.any(Function));
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: true, UserId: '41' });
  });

  it('without Web Locks, tabs are spread over two seconds and the renewal still happens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    store(nowSeconds() - 10);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    const renewal = renewSession();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await renewal).toBe('renewed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a logout waits for a renewal in flight, so the renewal cannot store the login again after it', async () => {
    store(nowSeconds() - 10);
    let answerNow!: () => void;
    refresh.mockReturnValue(new Promise((resolve) => (answerNow = () => resolve(answer(nowSeconds() + 3600)))));
    const seenByLogout: (number | undefined)[] = [];
    const renewal = renewSession();
    const logout = inSessionLock(async () => {
      seenByLogout.push(stored()?.exp);
      window.localStorage.clear();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seenByLogout).toEqual([]);
    answerNow();
    await Promise.all([renewal, logout]);
    // The logout ran after the renewal had stored its login, and nothing stored it again after.
    expect(seenByLogout[0]).toBeGreaterThan(nowSeconds() + 3000);
    expect(stored()).toBeNull();
  });

  it('a forced renewal refreshes a login that is not due (a new name or role), once', async () => {
    store(nowSeconds() + 3600);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    expect(await renewSession()).toBe('fresh');
    expect(refresh).not.toHaveBeenCalled();
    expect(await renewSession({ force: true })).toBe('renewed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('a device clock that is wrong', () => {
  it('two hours fast: renewed at start, then timed by its own clock — no loop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The server's clock is two hours behind this device's: every token's exp is in this device's past.
    const serverNow = () => nowSeconds() - 2 * 3600;
    store(serverNow() + 1800);
    refresh.mockImplementation(async () => answer(serverNow() + 3600));
    start();
    await vi.advanceTimersByTimeAsync(10);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(50 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a forced renewal asked while another is in flight still gets a new token after it', async () => {
    store(nowSeconds() + 3600);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    const ordinary = renewSession();
    const forced = renewSession({ force: true });
    expect(await ordinary).toBe('fresh');
    expect(await forced).toBe('renewed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a timeout or a conflict (408, 409) does not end the login; only a refusal of the session does', async () => {
    store(nowSeconds() - 10);
    const status = (code: number) => new ApiError({ request: { method: 'POST', url: '/api/v1/connect/token' }, response: new Response(null, { status: code }), body: undefined });
    refresh.mockRejectedValueOnce(status(408)).mockRejectedValueOnce(status(409)).mockRejectedValueOnce(status(401));
    expect(await renewSession()).toBe('unreachable');
    expect(await renewSession()).toBe('unreachable');
    expect(stored()).not.toBeNull();
    expect(await renewSession()).toBe('ended');
    expect(stored()).toBeNull();
  });
});

describe('the start\'s renewal and the login page', () => {
  it('is dropped once settled: a login page opened later, the login valid, is the "already logged in" case', async () => {
    store(nowSeconds() - 120);
    refresh.mockResolvedValue(answer(nowSeconds() + 3600));
    start();
    await waitFor(() => expect(useSharedStore.getState().isLoggedIn).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = renderHook(() => useLoginResumed());
    await waitFor(() => expect(later.result.current).toBe('none'));
  });
});
