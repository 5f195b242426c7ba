'use client';

import { useEffect, useRef } from 'react';
import { postVisitCount } from '@/api/marketing';
import type { PageKind } from '@/api/contract/catalog-enums';
import { LOGIN_PER_PAGE_KEY } from '@/stores/session';
import { LOGIN_PER_PAGE_ATTRIBUTE, LOGIN_PER_PAGE_MAX_AGE_SECONDS, VISIT_ATTRIBUTE, VISIT_SENT_GLOBAL } from './visit-early';

type Props = {
  pageKind: PageKind;
  objectId: number;
  /**
   * The seed's `loginPerPage` for supplier and product pages (`supplier-12`, `product-34`): kept
   * in a cookie, which the login guard reads, and in local storage.
   */
  loginPerPage?: string;
};

/**
 * Counts a public page's visit and remembers the page for the login guard. The inline script
 * (visit-early.ts) does both as soon as the page is read, from this component's mark; React does
 * them for a page it shows itself (a navigation within the site), or when it came first. Fire and
 * forget: a failed count must never bother the visitor. The page stays cacheable: all of this
 * happens in the browser.
 */
export function VisitTracker({ pageKind, objectId, loginPerPage }: Props) {
  const key = `${pageKind}:${objectId}`;
  // What this mounted tracker has counted: an effect run again for the same page (React's strict
  // mode in development runs each twice) counts nothing more.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === key) return;
    counted.current = key;
    const sent = window as unknown as Record<string, string | undefined>;
    const countedEarly = sent[VISIT_SENT_GLOBAL] === key;
    sent[VISIT_SENT_GLOBAL] = 'react';
    if (countedEarly) return;
    if (loginPerPage) {
      document.cookie = `${LOGIN_PER_PAGE_KEY}=${encodeURIComponent(loginPerPage)}; path=/; max-age=${LOGIN_PER_PAGE_MAX_AGE_SECONDS}; samesite=lax`;
      try {
        localStorage.setItem(LOGIN_PER_PAGE_KEY, loginPerPage);
      } catch {
        // Private mode or a full storage: the cookie alone is enough for the guard.
      }
    }
    postVisitCount(pageKind, objectId).catch(() => {});
  }, [key, pageKind, objectId, loginPerPage]);
  return <span hidden {...{ [VISIT_ATTRIBUTE]: key, [LOGIN_PER_PAGE_ATTRIBUTE]: loginPerPage }} />;
}
