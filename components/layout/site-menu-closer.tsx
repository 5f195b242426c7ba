'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * What the HTML menu cannot do by itself: close after a navigation that keeps the header (the app
 * router's), from its close button and on Escape (giving the focus back to its button), and when
 * the focus leaves it.
 */
export function SiteMenuCloser({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  // The page the menu was opened on: hydration must leave a menu opened by the first tap open.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const menu = document.getElementById(menuId) as HTMLDetailsElement | null;
    if (menu) menu.open = false;
  }, [menuId, pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = document.getElementById(menuId) as HTMLDetailsElement | null;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    // Tab past its last link (or Shift+Tab past its button) would reach the page behind the backdrop.
    const onFocusIn = (event: FocusEvent) => {
      const menu = document.getElementById(menuId) as HTMLDetailsElement | null;
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    };
    const onClick = (event: MouseEvent) => {
      const menu = document.getElementById(menuId) as HTMLDetailsElement | null;
      if (!menu?.open || !(event.target instanceof Element) || !event.target.closest('[data-site-menu-close]')) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('focusin', onFocusIn);
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('click', onClick);
    };
  }, [menuId]);
  return null;
}
