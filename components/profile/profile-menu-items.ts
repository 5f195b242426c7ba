import type { ProfileMenuKey } from '@/stores/user';
import { MY_DIRECT_ORDERS_PATH } from '@/lib/routes';

export type ProfileMenuItem = { key: ProfileMenuKey; href: string; match: string; adminOnly?: boolean };

/** The seed's private screens, in menu order; `match` is the path prefix that selects the item. */
export const PROFILE_MENU: ProfileMenuItem[] = [
  { key: 'Home', href: '/profile', match: '/profile' },
  { key: 'PersonalInfo', href: '/profile/personal-info', match: '/profile/personal-info' },
  { key: 'Address', href: '/profile/address', match: '/profile/address' },
  { key: 'Wallet', href: '/profile/wallet', match: '/profile/wallet' },
  { key: 'DirectOrder', href: MY_DIRECT_ORDERS_PATH, match: MY_DIRECT_ORDERS_PATH },
  { key: 'Messages', href: '/profile/messages', match: '/profile/messages' },
  { key: 'Favorites', href: '/profile/favorites', match: '/profile/favorites' },
  { key: 'Notes', href: '/profile/notes/product', match: '/profile/notes' },
  { key: 'Comments', href: '/profile/comments', match: '/profile/comments' },
  { key: 'Suppliers', href: '/profile/suppliers', match: '/profile/suppliers' },
  { key: 'LastVisits', href: '/profile/last-visits/product', match: '/profile/last-visits' },
  { key: 'Admin', href: '/profile/admin', match: '/profile/admin', adminOnly: true },
];

/** The item a path belongs to: the longest matching prefix (so `/profile` is only Home). */
export function selectedMenuKey(pathname: string): ProfileMenuKey {
  // Pages that belong to an item without sitting under its path: an order's pages, the membership (bought with the wallet).
  const normalized = pathname.replace(/\/directOrderReport|\/directorderinfo/i, '/directorder').replace(/^\/profile\/membership(?=\/|$)/, '/profile/wallet');
  let best: ProfileMenuItem = PROFILE_MENU[0];
  for (const item of PROFILE_MENU) {
    const hit = normalized === item.match || normalized.startsWith(`${item.match}/`);
    if (hit && item.match.length > best.match.length) best = item;
  }
  return best.key;
}

/** Object kinds that notes, favourites and last visits are kept for (`{type}` in their routes). */
export const PROFILE_OBJECT_TYPES = ['product', 'supplier', 'content'] as const;
export type ProfileObjectType = (typeof PROFILE_OBJECT_TYPES)[number];
export const isProfileObjectType = (v: string): v is ProfileObjectType =>
  (PROFILE_OBJECT_TYPES as readonly string[]).includes(v);
