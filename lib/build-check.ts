/**
 * New-build detection (seed, sections 7–9): poll the build id hourly; when a deployment has
 * replaced the build a page came from, its lazily loaded chunks are gone, so a failed chunk load
 * reloads the page once, guarded by a 10 s window so a broken deployment cannot loop.
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_KEY = 'bazargah:chunk-reload-at';
export const BUILD_ID_PATH = '/build-id';
export const DEVELOPMENT_BUILD_ID = 'development';

export type BuildInfo = { buildId: string; timestamp: number };

/** The timestamp defeats every cache between the browser and the server. */
export const buildIdUrl = (now: number) => `${BUILD_ID_PATH}?t=${now}`;

export function isNewBuild(current: string, latest: string | undefined | null): boolean {
  return typeof latest === 'string' && latest !== '' && latest !== current;
}

// webpack: "ChunkLoadError: Loading chunk 12 failed", "Loading CSS chunk"; Turbopack and native
// import(): "Failed to fetch dynamically imported module" (Chrome), "error loading dynamically
// imported module" (Firefox), "Importing a module script failed" (Safari).
const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Loading chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason);
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError') return true;
    return typeof message === 'string' && CHUNK_ERROR.test(message);
  }
  return false;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True (and remembered) when no reload happened in the last 10 s. Without a usable storage
 * there is no guard, so it says no: a page that never reloads beats one that reloads forever.
 */
export function claimReload(storage: StorageLike | null | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last)
      return false;
    storage.setItem(RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<string | undefined> {
  const response = await fetchImpl(buildIdUrl(now), {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as Partial<BuildInfo>;
  return typeof body.buildId === 'string' ? body.buildId : undefined;
}

/** The parts of `window` the watcher touches, so it runs against a fake in tests. */
export type WatchedWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: { reload(): void; assign(url: string): void; origin: string };
  sessionStorage?: StorageLike | null;
  document?: { visibilityState: string };
};

export type BuildWatcherOptions = {
  buildId: string;
  fetchLatest: () => Promise<string | undefined>;
  onNewBuild?: (latest: string) => void;
  interval?: number;
  now?: () => number;
};

type AnchorLike = { href: string; target?: string; hasAttribute(name: string): boolean };
type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/**
 * After a new build, an in-app link would fetch the old build's route payloads and chunks;
 * a plain same-tab click on a same-origin link is turned into a full page load instead.
 */
export function shouldHardNavigate(click: ClickLike, anchor: AnchorLike | null, origin: string) {
  if (!anchor || click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  try {
    return new URL(anchor.href, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Reloads once when `reason` is a failed chunk load. Also for error boundaries (`error.tsx`),
 * which catch render-time chunk failures before they reach the window's events.
 */
export function reloadOnChunkError(
  reason: unknown,
  win: Pick<WatchedWindow, 'location' | 'sessionStorage'>,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(reason)) return false;
  let storage: StorageLike | null | undefined;
  try {
    storage = win.sessionStorage; // a browser with storage disabled throws on the read itself
  } catch {
    storage = null;
  }
  if (!claimReload(storage, now)) return false;
  win.location.reload();
  return true;
}

export function installBuildWatcher(win: WatchedWindow, options: BuildWatcherOptions) {
  const { buildId, fetchLatest, interval = BUILD_CHECK_INTERVAL_MS, now = Date.now } = options;
  let newBuild: string | undefined;
  let lastCheck = now();
  let stopped = false;

  const check = async () => {
    if (stopped || newBuild) return;
    lastCheck = now();
    try {
      const latest = await fetchLatest();
      if (!stopped && !newBuild && isNewBuild(buildId, latest)) {
        newBuild = latest!;
        options.onNewBuild?.(newBuild);
      }
    } catch {
      // Offline or the server is restarting for that very deployment: try at the next tick.
    }
  };
  const timer = setInterval(check, interval);

  // Timers are throttled in background tabs and stop while a laptop sleeps.
  const onVisible = () => {
    if (win.document?.visibilityState === 'visible' && now() - lastCheck >= interval) void check();
  };
  const onChunkFailure = (reason: unknown) => void reloadOnChunkError(reason, win, now());
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    onChunkFailure(error ?? message);
  };
  const onRejection = (event: Event) => onChunkFailure((event as PromiseRejectionEvent).reason);
  const onClick = (event: Event) => {
    if (!newBuild) return;
    const click = event as MouseEvent;
    const target = click.target as Element | null;
    const anchor = (target?.closest?.('a[href]') as HTMLAnchorElement | null) ?? null;
    if (!shouldHardNavigate(click, anchor, win.location.origin)) return;
    click.preventDefault();
    win.location.assign(anchor!.href);
  };

  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('click', onClick, true);
  win.addEventListener('visibilitychange', onVisible);

  return {
    check,
    newBuild: () => newBuild,
    stop() {
      stopped = true;
      clearInterval(timer);
      win.removeEventListener('error', onError, true);
      win.removeEventListener('unhandledrejection', onRejection);
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('visibilitychange', onVisible);
    },
  };
}
