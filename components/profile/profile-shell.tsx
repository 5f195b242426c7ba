'use client';

import { useEffect, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuOpen from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { PROFILE_MENU, selectedMenuKey } from './profile-menu-items';
import { PROFILE_MENU_ICONS } from './profile-menu-icons';
import { useLiveConversations } from '@/components/messages/live-stream';
import { toPersianDigits } from '@/lib/persian';
import { useUserStore } from '@/stores/user';
import { LogoutListItem } from '@/components/auth/logout-list-item';

export const DRAWER_WIDTH = 256;
export const RAIL_WIDTH = 56;

/** Seed, section 9: a 256 px drawer, folded to a 56 px rail on small screens. */
export function ProfileShell({ isAdmin, children }: { isAdmin: boolean; children: ReactNode }) {
  const t = useTranslations('profile');
  const pathname = usePathname();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: false });
  const [expanded, setExpanded] = useState(false);
  const pageChoice = useUserStore((s) => s.pageProfileMenu);
  const selected = pageChoice?.path === pathname ? pageChoice.key : selectedMenuKey(pathname);
  const setSelected = useUserStore((s) => s.setSelectedProfileMenu);

  useEffect(() => setSelected(selected), [selected, setSelected]);

  // Small screens keep the rail; «expand» opens the full menu in a drawer over the page.
  const rail = !wide;
  const width = rail ? RAIL_WIDTH : DRAWER_WIDTH;
  const items = PROFILE_MENU.filter((item) => !item.adminOnly || isAdmin);
  // The header's stream keeps it current; the profile shows it on its menu too.
  const unread = useLiveConversations((s) => s.totalUnread) ?? 0;

  const menuList = (iconsOnly: boolean) => (
    <List component="nav" aria-label={t('menuTitle')} sx={{ py: 0 }}>
      {items.map((item) => {
        const active = item.key === selected;
        const button = (
          <ListItemButton
            key={item.key}
            component={Link}
            href={item.href}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={() => setExpanded(false)}
            sx={{ minHeight: 48, px: iconsOnly ? 2 : 2.5, justifyContent: iconsOnly ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: iconsOnly ? 0 : 40, color: active ? 'primary.main' : undefined }}>
              {item.key === 'Messages' ? (
                <Badge badgeContent={unread > 0 ? toPersianDigits(unread > 99 ? '99+' : unread) : null} color="error">
                  {PROFILE_MENU_ICONS[item.key]}
                </Badge>
              ) : (
                PROFILE_MENU_ICONS[item.key]
              )}
            </ListItemIcon>
            {iconsOnly ? null : <ListItemText primary={t(item.key)} />}
          </ListItemButton>
        );
        return iconsOnly ? (
          <Tooltip key={item.key} title={t(item.key)} placement="left">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
      <LogoutListItem rail={iconsOnly} />
    </List>
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', minHeight: '100%' }}>
      <Box
        component="aside"
        sx={{ width, flexShrink: 0, position: 'sticky', top: 0, alignSelf: 'stretch', borderInlineEnd: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {wide ? (
          <Typography component="p" variant="subtitle1" sx={{ px: 2.5, py: 2, fontWeight: 700 }}>
            {t('menuTitle')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <IconButton aria-label={t('expand')} aria-expanded={expanded} onClick={() => setExpanded(true)}>
              <MenuIcon />
            </IconButton>
          </Box>
        )}
        {menuList(rail)}
      </Box>
      {!wide ? (
        // MUI mirrors horizontal anchors under the rtl theme: 'left' is the start side, so the menu
        // slides in from the right, over the rail it unfolds.
        <Drawer anchor="left" open={expanded} onClose={() => setExpanded(false)} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('menuTitle')}
            </Typography>
            <IconButton aria-label={t('collapse')} onClick={() => setExpanded(false)}>
              <MenuOpen />
            </IconButton>
          </Box>
          {menuList(false)}
        </Drawer>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>{children}</Box>
    </Box>
  );
}
