'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * What the HTML menu cannot do by itself: close after a navigation that keeps the header (the app
 * router's), and on Escape, giving the focus back to its button.
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
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuId]);
  return null;
}
