import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  RELOAD_STORAGE_KEY,
  buildIdUrl,
  claimReload,
  fetchLatestBuildId,
  installBuildWatcher,
  isChunkLoadError,
  isNewBuild,
  reloadOnChunkError,
  shouldHardNavigate,
  type WatchedWindow,
} from './build-check';

class FakeStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
}

function fakeWindow() {
  const target = new EventTarget();
  const win = Object.assign(target, {
    location: { reload: vi.fn(), assign: vi.fn(), origin: 'https://bazargah.test' },
    sessionStorage: new FakeStorage(),
    document: { visibilityState: 'visible' },
  });
  return win as typeof win & WatchedWindow;
}

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
const errorEvent = (error: unknown, message = '') =>
  Object.assign(new Event('error'), { error, message });
const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('recognising a failed chunk load', () => {
  it.each([
    chunkError(),
    new Error('Loading CSS chunk app-layout failed'),
    new TypeError(
      'Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js',
    ),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 7 failed',
  ])('matches %s', (reason) => expect(isChunkLoadError(reason)).toBe(true));

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    null,
    42,
  ])('ignores %s', (reason) => expect(isChunkLoadError(reason)).toBe(false));
});

describe('reload guard', () => {
  it('allows one reload per 10 s window', () => {
    const storage = new FakeStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('refuses without a working storage, so it can never loop', () => {
    expect(claimReload(null, 5)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(claimReload(broken, 5)).toBe(false);
  });

  it('reloadOnChunkError reloads for chunk failures only', () => {
    const win = fakeWindow();
    expect(reloadOnChunkError(new Error('boom'), win)).toBe(false);
    expect(reloadOnChunkError(chunkError(), win)).toBe(true);
    expect(reloadOnChunkError(chunkError(), win)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('build id', () => {
  it('a different, non-empty id is a new build', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild('a', undefined)).toBe(false);
    expect(isNewBuild('a', '')).toBe(false);
  });

  it('asks /build-id with a timestamp and without caches', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ buildId: 'b2', timestamp: 1 }));
    await expect(fetchLatestBuildId(fetchImpl as unknown as typeof fetch, 1234)).resolves.toBe(
      'b2',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      '/build-id?t=1234',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(buildIdUrl(5)).toBe('/build-id?t=5');
  });

  it('a failed answer is no news', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 503 }));
    await expect(fetchLatestBuildId(fetchImpl as unknown as typeof fetch)).resolves.toBeUndefined();
  });
});

describe('installBuildWatcher', () => {
  it('polls hourly and reports a new build once', async () => {
    const win = fakeWindow();
    const fetchLatest = vi.fn().mockResolvedValueOnce('b1').mockResolvedValue('b2');
    const onNewBuild = vi.fn();
    const watcher = installBuildWatcher(win, { buildId: 'b1', fetchLatest, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    expect(watcher.newBuild()).toBe('b2');
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('survives a failed poll and checks again at the next tick', async () => {
    const win = fakeWindow();
    const fetchLatest = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('b2');
    const watcher = installBuildWatcher(win, { buildId: 'b1', fetchLatest });
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS);
    expect(watcher.newBuild()).toBe('b2');
    watcher.stop();
  });

  it('checks when a tab comes back after an hour, not sooner', async () => {
    const win = fakeWindow();
    const fetchLatest = vi.fn().mockResolvedValue('b1');
    const watcher = installBuildWatcher(win, {
      buildId: 'b1',
      fetchLatest,
      interval: 1000,
      now: Date.now,
    });
    win.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatest).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 5000); // the clock moved while timers were asleep
    win.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it('reloads once on a chunk failure from an error or a rejection, guarded for 10 s', () => {
    const win = fakeWindow();
    const watcher = installBuildWatcher(win, { buildId: 'b1', fetchLatest: async () => 'b1' });
    win.dispatchEvent(rejection(new Error('unrelated')));
    expect(win.location.reload).not.toHaveBeenCalled();
    win.dispatchEvent(rejection(chunkError()));
    win.dispatchEvent(errorEvent(undefined, 'Uncaught ChunkLoadError: Loading chunk 3 failed'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + RELOAD_GUARD_MS);
    win.dispatchEvent(errorEvent(chunkError()));
    expect(win.location.reload).toHaveBeenCalledTimes(2);
    watcher.stop();
    win.dispatchEvent(rejection(chunkError()));
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it('turns in-app link clicks into full loads only after a new build', async () => {
    const win = fakeWindow();
    const watcher = installBuildWatcher(win, {
      buildId: 'b1',
      fetchLatest: async () => 'b2',
      interval: 10,
    });
    const anchor = {
      href: 'https://bazargah.test/faq',
      hasAttribute: () => false,
      closest: () => anchor,
    };
    // `target` is a read-only getter on Event; an own property stands in for the clicked link.
    const click = () =>
      Object.defineProperties(new Event('click', { cancelable: true }), {
        target: { value: anchor },
        button: { value: 0 },
        ...Object.fromEntries(
          ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'].map((key) => [key, { value: false }]),
        ),
      });
    const before = click();
    win.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    const after = click();
    win.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
    expect(win.location.assign).toHaveBeenCalledWith('https://bazargah.test/faq');
    watcher.stop();
  });
});

describe('shouldHardNavigate', () => {
  const origin = 'https://bazargah.test';
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
    href,
    target: extra.target,
    hasAttribute: (name: string) => name === 'download' && !!extra.download,
  });

  it('takes plain clicks on same-origin links', () => {
    expect(shouldHardNavigate(plain, link('https://bazargah.test/a'), origin)).toBe(true);
  });

  it('leaves new tabs, downloads, other sites and handled clicks alone', () => {
    expect(shouldHardNavigate({ ...plain, ctrlKey: true }, link(`${origin}/a`), origin)).toBe(
      false,
    );
    expect(shouldHardNavigate({ ...plain, button: 1 }, link(`${origin}/a`), origin)).toBe(false);
    expect(shouldHardNavigate(plain, link(`${origin}/a`, { target: '_blank' }), origin)).toBe(
      false,
    );
    expect(shouldHardNavigate(plain, link(`${origin}/f.pdf`, { download: true }), origin)).toBe(
      false,
    );
    expect(shouldHardNavigate(plain, link('https://example.com/'), origin)).toBe(false);
    expect(
      shouldHardNavigate({ ...plain, defaultPrevented: true }, link(`${origin}/a`), origin),
    ).toBe(false);
    expect(shouldHardNavigate(plain, null, origin)).toBe(false);
  });
});
