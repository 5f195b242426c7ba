'use client';

import { useCallback } from 'react';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import {
  useNotificationsStore,
  type Notification,
  type NotificationPosition,
} from '@/stores/notifications';
import { NotificationCard } from './notification-card';

const POSITIONS: NotificationPosition[] = [
  'top-start',
  'top-center',
  'top-end',
  'bottom-start',
  'bottom-center',
  'bottom-end',
];

/**
 * Snackbar anchors are physical; the RTL stylis plugin flips the generated `left`/`right`, so
 * "end" is written as `right` here and lands on the left of a right-to-left page.
 */
const snackbarAnchor = (position: NotificationPosition): SnackbarOrigin => {
  const [vertical, side] = position.split('-') as ['top' | 'bottom', string];
  return { vertical, horizontal: side === 'start' ? 'left' : side === 'end' ? 'right' : 'center' };
};

// Logical insets are direction-aware by themselves and the RTL plugin leaves them alone.
const stackPlacement = (position: NotificationPosition) => {
  const [vertical, side] = position.split('-');
  return {
    [vertical === 'top' ? 'top' : 'bottom']: 16,
    ...(side === 'start' ? { insetInlineStart: 16 } : {}),
    ...(side === 'end' ? { insetInlineEnd: 16 } : {}),
    // Centred by stretching across and centring the cards: no transform to flip in RTL.
    ...(side === 'center' ? { insetInline: 16 } : {}),
  };
};

/**
 * Draws what `notify` pushes: toasts stack per corner, snackbars show one at a time in arrival
 * order. Mount once, inside the theme and the next-intl provider.
 */
export function NotificationHost() {
  const items = useNotificationsStore((s) => s.items);
  const dismiss = useNotificationsStore((s) => s.dismiss);
  const t = useTranslations('notifications');
  const onClose = useCallback((id: string) => dismiss(id), [dismiss]);

  const toasts = items.filter((item) => item.variant === 'toast');
  const snackbar: Notification | undefined = items.find((item) => item.variant === 'snackbar');

  return (
    <>
      {POSITIONS.map((position) => {
        const group = toasts.filter((toast) => toast.position === position);
        if (group.length === 0) return null;
        return (
          <Stack
            key={position}
            component="section"
            aria-label={t('region')}
            data-position={position}
            direction={position.startsWith('top') ? 'column' : 'column-reverse'}
            spacing={1}
            useFlexGap
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              alignItems: 'center',
              pointerEvents: 'none',
              '& > *': { pointerEvents: 'auto' },
              ...stackPlacement(position),
            }}
          >
            {group.map((toast) => (
              <NotificationCard key={toast.id} notification={toast} onClose={onClose} />
            ))}
          </Stack>
        );
      })}
      {snackbar ? (
        <Snackbar
          key={snackbar.id}
          open
          anchorOrigin={snackbarAnchor(snackbar.position)}
          autoHideDuration={null}
          data-position={snackbar.position}
          onClose={(_, reason) => {
            // A click elsewhere on the page is not a request to dismiss.
            if (reason === 'escapeKeyDown') onClose(snackbar.id);
          }}
        >
          <NotificationCard notification={snackbar} onClose={onClose} />
        </Snackbar>
      ) : null}
    </>
  );
}
