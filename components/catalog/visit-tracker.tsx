'use client';

import { useEffect } from 'react';
import { postVisitCount } from '@/api/marketing';
import type { PageKind } from '@/api/contract/catalog-enums';
import { LOGIN_PER_PAGE_KEY } from '@/stores/session';

type Props = {
  pageKind: PageKind;
  objectId: number;
  /**
   * The seed's `loginPerPage` for supplier and product pages (`supplier-12`, `product-34`): kept
   * in a cookie, which the login guard reads, and in local storage.
   */
  loginPerPage?: string;
};

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Runs once a public page is shown in a browser: remembers the page for the login guard and
 * counts the visit (fire and forget: a failed count must never bother the visitor). Renders
 * nothing; the page itself stays cacheable because all of this happens on the client.
 */
export function VisitTracker({ pageKind, objectId, loginPerPage }: Props) {
  useEffect(() => {
    if (loginPerPage) {
      document.cookie = `${LOGIN_PER_PAGE_KEY}=${encodeURIComponent(loginPerPage)}; path=/; max-age=${ONE_DAY_SECONDS}; samesite=lax`;
      try {
        localStorage.setItem(LOGIN_PER_PAGE_KEY, loginPerPage);
      } catch {
        // Private mode or a full storage: the cookie alone is enough for the guard.
      }
    }
    postVisitCount(pageKind, objectId).catch(() => {});
  }, [pageKind, objectId, loginPerPage]);
  return null;
}
