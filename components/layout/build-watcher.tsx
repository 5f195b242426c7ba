'use client';

import { useEffect, useSyncExternalStore } from 'react';
import {
  BUILD_CHECK_INTERVAL_MS,
  fetchLatestBuildId,
  installBuildWatcher,
} from '@/lib/build-check';

// Which newer build this tab has seen, readable from any client component.
let latestBuild: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function markNewBuild(id: string) {
  latestBuild = id;
  listeners.forEach((listener) => listener());
}

/** The id of a newer deployment when one is out (e.g. to offer "reload for the new version"). */
export function useNewBuild(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latestBuild,
    () => undefined,
  );
}

type Props = {
  /** The build this page was rendered by (`readBuildId()` in the root layout). */
  buildId: string;
  /** Milliseconds between checks; the seed's hour unless a test needs less. */
  interval?: number;
};

/**
 * Mount once in the root layout. Polls `/build-id` hourly; after a new build, in-app links load
 * fully; a failed chunk load reloads the page once (10 s guard). Renders nothing.
 */
export function BuildWatcher({ buildId, interval = BUILD_CHECK_INTERVAL_MS }: Props) {
  useEffect(() => {
    const watcher = installBuildWatcher(window, {
      buildId,
      interval,
      fetchLatest: () => fetchLatestBuildId(),
      onNewBuild: markNewBuild,
    });
    return () => watcher.stop();
  }, [buildId, interval]);
  return null;
}
