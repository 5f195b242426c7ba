'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/hydration/hydration-gate';

/**
 * Tells the hydration gate (lib/hydration/hydration-gate.ts) that React owns the page, so a click
 * held before hydration can be replayed; `data-hydrated` on <html> lets tests wait for the same.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
