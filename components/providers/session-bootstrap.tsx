'use client';

import { useEffect } from 'react';
import { useSharedStore } from '@/stores/shared';
import { readStoredSession } from '@/stores/session';

/** Seed, section 4: detect a login from local storage on start, then drop the Loading flag. */
export function SessionBootstrap() {
  useEffect(() => {
    const { setSession, clearSession, setLoading } = useSharedStore.getState();
    const info = readStoredSession(window.localStorage);
    if (info) setSession({ userInfo: info, accessToken: null });
    else clearSession();
    setLoading(false);
  }, []);
  return null;
}
