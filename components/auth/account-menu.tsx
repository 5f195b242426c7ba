'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLogout } from './use-logout';

/** The header's account button of a logged-in user: the profile and logout. */
export function AccountMenu({ name }: { name?: string }) {
  const t = useTranslations('accountMenu');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { logout, pending } = useLogout();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        startIcon={<PersonOutlined />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, maxWidth: { xs: 170, sm: 240 }, '& .label': { overflow: 'hidden', textOverflow: 'ellipsis' }, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        <span className="label">{name || t('account')}</span>
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <MenuItem component={Link} href="/profile" onClick={close}>
          <ListItemIcon>
            <DashboardOutlined fontSize="small" />
          </ListItemIcon>
          {t('account')}
        </MenuItem>
        <MenuItem
          disabled={pending}
          onClick={async () => {
            await logout();
            close();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
