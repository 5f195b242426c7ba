'use client';

import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { usePathname } from 'next/navigation';

/** This tab's last row opened from a list: the list's address and the row link's. */
const OPENED_ROW_KEY = 'bazargah:opened-row';

type OpenedRow = { list: string; href: string };

const here = () => window.location.pathname + window.location.search;

function readOpenedRow(): OpenedRow | null {
  try {
    const kept = JSON.parse(
      window.sessionStorage.getItem(OPENED_ROW_KEY) ?? 'null',
    ) as Partial<OpenedRow> | null;
    return typeof kept?.list === 'string' && typeof kept.href === 'string'
      ? { list: kept.list, href: kept.href }
      : null;
  } catch {
    return null;
  }
}

function forgetOpenedRow() {
  try {
    window.sessionStorage.removeItem(OPENED_ROW_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** What the user does to a page that makes bringing a row back to them a jump away from it. */
const USER_MOVES = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/**
 * A keyboard or screen-reader user who opened a row and came back to the list (Back, or the
 * order's link back to it) found the focus at the top of the page, and tabbed through the header
 * and every row before it again. The list's card remembers the row link opened from it (a click
 * or Enter, in this tab) and, when the same list is shown again with that row in it, gives that
 * link the focus — once, and only if the user has not moved on the page yet (the rows may arrive
 * after a while) and nothing else has the focus. `ForgetOpenedRowAway` drops what is remembered
 * once the tab goes anywhere but the row's page or the list.
 */
export function useFocusOnReturn(
  card: RefObject<HTMLElement | null>,
  rowLinkClass: string,
  rows: { shown: boolean; settled: boolean },
) {
  const moved = useRef(false);
  useEffect(() => {
    const onMove = () => {
      moved.current = true;
    };
    for (const type of USER_MOVES)
      window.addEventListener(type, onMove, { capture: true, passive: true });
    return () => {
      for (const type of USER_MOVES) window.removeEventListener(type, onMove, { capture: true });
    };
  }, []);

  const { shown, settled } = rows;
  useEffect(() => {
    if (!shown) return;
    const opened = readOpenedRow();
    if (!opened || opened.list !== here()) return;
    const active = document.activeElement;
    if (moved.current || (active && active !== document.body)) {
      forgetOpenedRow();
      return;
    }
    const link = [
      ...(card.current?.querySelectorAll<HTMLAnchorElement>(`a.${rowLinkClass}`) ?? []),
    ].find((a) => a.getAttribute('href') === opened.href);
    // Rows shown while the list is read again may be the ones before it: the row may come with the answer.
    if (!link && !settled) return;
    forgetOpenedRow();
    if (!link) return;
    // Back has put the page where it was; a link back starts at the top, and the row is brought in.
    link.focus({ preventScroll: true });
    link.scrollIntoView({ block: 'nearest' });
  }, [card, rowLinkClass, shown, settled]);

  /** For the card's click handler: keeps the row link a plain click or Enter opens. */
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element).closest?.(`a.${rowLinkClass}`);
    const href = link?.getAttribute('href');
    if (!href) return;
    try {
      window.sessionStorage.setItem(
        OPENED_ROW_KEY,
        JSON.stringify({ list: here(), href } satisfies OpenedRow),
      );
    } catch {
      // Storage refused: the focus is not brought back, as before.
    }
  };
}

/**
 * Rendered once for the whole app: a row remembered for the way back is forgotten when the tab
 * shows any page but the row's (or one under it) and the list's, so that coming to the list later
 * by another way (the desk's sections, a menu) does not pull the focus and the page to an old row.
 */
export function ForgetOpenedRowAway() {
  const pathname = usePathname();
  useEffect(() => {
    const opened = readOpenedRow();
    // Outside Next's router (a test's tree) there is no address to go by.
    if (!opened || pathname == null) return;
    const pathOf = (address: string) => {
      try {
        return new URL(address, window.location.origin).pathname;
      } catch {
        return null;
      }
    };
    const listPath = pathOf(opened.list);
    const rowPath = pathOf(opened.href);
    // What no address parses from (the tab's storage is the user's to write) is forgotten, never thrown on every page.
    if (
      listPath &&
      rowPath &&
      (pathname === listPath || pathname === rowPath || pathname.startsWith(`${rowPath}/`))
    )
      return;
    forgetOpenedRow();
  }, [pathname]);
  return null;
}
