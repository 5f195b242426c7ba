'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useUserStore, type ProfileMenuKey } from '@/stores/user';

/**
 * Chooses the profile menu's item for the page it is drawn on, where the path alone would choose
 * another: an order's pages sit under «سفارش‌های من», which is its buyer's, not its supplier's.
 */
export function PageProfileMenu({ item }: { item: ProfileMenuKey }) {
  const path = usePathname();
  const setPageProfileMenu = useUserStore((s) => s.setPageProfileMenu);
  useEffect(() => {
    setPageProfileMenu({ path, key: item });
    return () => setPageProfileMenu(null);
  }, [path, item, setPageProfileMenu]);
  return null;
}
