/** The admin desk's tabs, in order; a tab's name is its address (`/profile/admin?tab=pages`). */
export const ADMIN_TABS = ['visits', 'comments', 'feedback', 'merchants', 'pages', 'announcements', 'badges'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tab named in the address; an unknown or missing name opens the first. */
export const adminTabIndex = (name: string | undefined): number => Math.max(0, ADMIN_TABS.findIndex((key) => key === name));
