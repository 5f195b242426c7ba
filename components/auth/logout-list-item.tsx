'use client';

import { useTranslations } from 'next-intl';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useLogout } from './use-logout';

/** «خروج» at the end of the profile menu; on the folded rail only its icon, with a tooltip. */
export function LogoutListItem({ rail = false }: { rail?: boolean }) {
  const t = useTranslations('accountMenu');
  const { logout, pending } = useLogout();
  const button = (
    <ListItemButton
      onClick={logout}
      disabled={pending}
      aria-label={rail ? t('logout') : undefined}
      sx={{ minHeight: 48, px: rail ? 2 : 2.5, justifyContent: rail ? 'center' : 'flex-start', color: 'error.dark' }}
    >
      <ListItemIcon sx={{ minWidth: rail ? 0 : 40, color: 'inherit' }}>
        <LogoutOutlined />
      </ListItemIcon>
      {rail ? null : <ListItemText primary={t('logout')} />}
    </ListItemButton>
  );
  return rail ? (
    <Tooltip title={t('logout')} placement="left">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
