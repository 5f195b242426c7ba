'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readRenewableSession } from '@/stores/session';
import { startSessionKeeping } from '@/components/auth/session-renewal';

/**
 * Seed, section 4: detect a login from local storage on start, then drop the Loading flag; a login
 * whose access token ran out is renewed first, and every login is kept renewed while the page is
 * open (components/auth/session-renewal.ts).
 */
export function SessionBootstrap() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stored: Storage | null = null;
    try {
      stored = window.localStorage;
    } catch {
      // Storage refused (a privacy mode): no login to read.
    }
    return startSessionKeeping(stored && readRenewableSession(stored), queryClient);
  }, [queryClient]);
  return null;
}
