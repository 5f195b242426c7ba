'use client';

import { useEffect } from 'react';

const SENTINEL = '__bazargahLoginBack';

type HistoryState = Record<string, unknown> | null;
const onSentinel = () => Boolean((window.history.state as HistoryState)?.[SENTINEL]);

/**
 * Seed, section 4: "a logged-in user visiting the login page is taken back 2 history entries on
 * the next back navigation". The login page has nothing to offer a logged-in user, and the entry
 * behind it is usually the very page that sent them to log in (the `redirectPath` they have since
 * reached), so one Back press from here skips both.
 *
 * How: a Back press that leaves the document (the entry behind was a full page load) gives this
 * page no event at all, so an invisible entry for the same URL is pushed first. Back then only pops
 * that entry (`popstate`, still on the login page) and `history.go(-2)` moves the two real entries.
 * The listener lives only while a logged-in user is on the login page.
 */
export function useSeedBackRule(active: boolean) {
  useEffect(() => {
    if (!active) return;
    // Development runs effects twice: one invisible entry is enough.
    if (!onSentinel()) window.history.pushState({ ...(window.history.state as HistoryState), [SENTINEL]: true }, '');
    const onPopState = () => {
      if (onSentinel()) return; // Forward onto our own entry: nothing to do.
      window.removeEventListener('popstate', onPopState);
      window.history.go(-2);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [active]);
}
