'use client';

import { useCallback, useState, type KeyboardEvent, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { getContrastRatio } from '@mui/material/styles';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslations } from 'next-intl';
import {
  NOTIFICATION_COLORS,
  type Notification,
  type NotificationStatus,
} from '@/stores/notifications';
import { useCountdown } from './use-countdown';

const ICONS: Record<NotificationStatus, typeof InfoOutlined> = {
  info: InfoOutlined,
  success: CheckCircleOutlined,
  warning: WarningAmber,
  error: ErrorOutlined,
  question: HelpOutlineOutlined,
};

const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/** The seed's colours are light; whichever text reads better on them wins. */
export function textColorOn(background: string): string {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, DARK_TEXT)
    ? '#fff'
    : DARK_TEXT;
}

// Problems interrupt a screen reader (alert); everything else waits its turn (status).
const roleOf = (status: NotificationStatus) =>
  status === 'error' || status === 'warning' ? 'alert' : 'status';

type Props = {
  notification: Notification;
  onClose: (id: string) => void;
  ref?: Ref<HTMLDivElement>;
};

export function NotificationCard({ notification, onClose, ref }: Props) {
  const t = useTranslations('notifications');
  const { id, status, title, message, timeout, progress, pauseOnHover } = notification;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = useCallback(() => onClose(id), [onClose, id]);
  // Keyboard focus always holds the card: it must not vanish under a user reaching its button.
  const paused = focused || (pauseOnHover && hovered);
  const fraction = useCountdown(timeout, paused, close, progress);
  const background = NOTIFICATION_COLORS[status];
  const color = textColorOn(background);
  const Icon = ICONS[status];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Box
      ref={ref}
      data-status={status}
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      sx={{
        width: { xs: 'calc(100vw - 32px)', sm: 360 },
        borderRadius: 1,
        overflow: 'hidden',
        boxShadow: 6,
      }}
    >
      <Alert
        role={roleOf(status)}
        variant="filled"
        icon={<Icon fontSize="inherit" />}
        onClose={close}
        closeText={t('close')}
        sx={{ bgcolor: background, color, borderRadius: 0, '& .MuiAlert-icon': { color } }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t(`status.${status}`)}:{' '}
        </Box>
        {title ? <AlertTitle sx={{ mb: 0.25 }}>{title}</AlertTitle> : null}
        {message}
      </Alert>
      {progress && timeout > 0 ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(fraction * 100)}
          aria-label={t('timeLeft')}
          sx={{
            height: 4,
            bgcolor: background,
            '& .MuiLinearProgress-bar': { bgcolor: color, opacity: 0.6, transition: 'none' },
          }}
        />
      ) : null}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
