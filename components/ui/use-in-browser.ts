'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true after: for what only the
 * browser knows (its clock's time zone), which drawn on the server would not match the hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
