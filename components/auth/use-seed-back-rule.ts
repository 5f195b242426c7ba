'use client';

import { useEffect } from 'react';

/**
 * Seed, section 4: "a logged-in user visiting the login page is taken back 2 history entries on
 * the next back navigation". The login page has nothing to offer a logged-in user, and the entry
 * behind it is usually the very page that sent them to log in (the `redirectPath` they have since
 * reached), so one Back press from here skips both: the browser steps back one entry and, on that
 * `popstate`, this steps back one more. The listener lives only while a logged-in user is on the
 * login page; leaving it any other way removes it.
 */
export function useSeedBackRule(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onPopState = () => {
      window.removeEventListener('popstate', onPopState);
      window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [active]);
}
