'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useSiteMenus } from './use-site-menus';

// The drawer is not part of the page's first download: on a narrow screen it loads once the
// browser is idle after hydration (so the edge swipe works), otherwise when the button asks.
const MobileNavDrawer = dynamic(() => import('./mobile-nav-drawer'), { ssr: false });
/** Where the button shows (`display: { md: 'none' }`): below the theme's md breakpoint. */
const NARROW_SCREEN = '(max-width: 959.95px)';

/** Phones and tablets: a menu button that opens the category tree in a drawer. */
export function MobileNav() {
  const t = useTranslations('common');
  const menus = useSiteMenus();
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (!window.matchMedia?.(NARROW_SCREEN).matches) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => setDrawerWanted(true));
  }, []);
  return (
    <Box sx={{ display: { md: 'none' } }}>
      <IconButton aria-label={t('menu')} aria-expanded={open} onClick={() => setOpen(true)} edge="start">
        <MenuIcon />
      </IconButton>
      {drawerWanted || open ? <MobileNavDrawer menus={menus} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
