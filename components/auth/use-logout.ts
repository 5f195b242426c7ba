'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { revokeAllSessions, revokeSession } from '@/api/auth';
import { notify } from '@/components/ui/notifications';
import { endSession } from './session';
import { inSessionLock } from './session-renewal';

/**
 * Logout: the API ends the session (with `everywhere`, every session of the user, on every device)
 * and clears the HttpOnly cookies; then this device forgets the login and (unless told otherwise)
 * goes home. If the API cannot be reached the cookie would outlive a local
 * logout, so the user stays logged in and is told to try again.
 */
export function useLogout({
  redirectTo = '/',
  everywhere = false,
}: { redirectTo?: string | null; everywhere?: boolean } = {}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const t = useTranslations('accountMenu');
  const [pending, setPending] = useState(false);

  async function logout() {
    if (pending) return;
    setPending(true);
    try {
      // Under the renewal's lock: a renewal crossing the logout would store the login again.
      await inSessionLock(async () => {
        await (everywhere ? revokeAllSessions() : revokeSession());
        endSession(queryClient);
      });
    } catch (error) {
      setPending(false);
      notify.apiError(error);
      return;
    }
    notify.success(t(everywhere ? 'loggedOutEverywhere' : 'loggedOut'));
    // Either way nothing rendered for the logged-in user stays on screen: the new page is fetched
    // without the cookie, or the current one is rendered again.
    if (redirectTo !== null) router.replace(redirectTo);
    else router.refresh();
    setPending(false);
  }

  return { logout, pending };
}
