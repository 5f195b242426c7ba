'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useNotificationsStore } from '@/stores/notifications';

const NotificationHost = dynamic(() => import('./notification-host').then((m) => m.NotificationHost), { ssr: false });

/**
 * Most page views never show a notification: the host (Snackbar, cards, countdowns) is fetched
 * with the first one and then stays mounted, so later notifications appear at once.
 */
export function LazyNotificationHost() {
  const hasItems = useNotificationsStore((s) => s.items.length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasItems && !needed) setNeeded(true);
  return needed ? <NotificationHost /> : null;
}
