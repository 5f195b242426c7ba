'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startSessionKeeping } from '@/components/auth/session-renewal';
import { followLoginAcrossTabs } from '@/components/auth/login-across-tabs';
import { safeStorage } from '@/components/auth/session';
import { isPrivatePath } from '@/lib/auth/private-route-guard';

/**
 * A login found ended while the visitor is on a private page: the page is loaded again, and the
 * route guard (proxy.ts), finding no login now, sends the visitor to log in and back here after.
 * A full load: the guard's answer is the one place that decides where a visitor without a login goes.
 */
function leavePrivatePage() {
  if (isPrivatePath(window.location.pathname)) window.location.replace(window.location.pathname + window.location.search);
}

/** Another user's login taken in another tab: this page, public or private, is loaded again as theirs. */
function loadAgainAsNewUser() {
  window.location.reload();
}

/**
 * Seed, section 4: detect a login from local storage on start, then drop the Loading flag; a login
 * whose access token ran out is renewed first, and every login is kept renewed while the page is
 * open (components/auth/session-renewal.ts) and in step with the site's other tabs
 * (login-across-tabs.ts).
 */
export function SessionBootstrap() {
  const queryClient = useQueryClient();
  useEffect(() => startSessionKeeping(safeStorage(), queryClient, { onEnded: leavePrivatePage }), [queryClient]);
  useEffect(() => {
    const storage = safeStorage();
    return storage ? followLoginAcrossTabs(storage, queryClient, { onEnded: leavePrivatePage, onSwitched: loadAgainAsNewUser }) : undefined;
  }, [queryClient]);
  return null;
}
