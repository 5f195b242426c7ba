'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryHref } from '@/lib/routes';
import { useSiteMenus } from './use-site-menus';
import type { SiteMenus } from './mega-menu';

/** Phones and tablets: the category tree in a drawer from the start edge (swipe edge 25 px). */
export function MobileNav({ initialMenus }: { initialMenus: SiteMenus }) {
  const t = useTranslations('common');
  const tt = useTranslations('categoryTypes');
  const menus = useSiteMenus(initialMenus);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box sx={{ display: { md: 'none' } }}>
      <IconButton aria-label={t('menu')} aria-expanded={open} onClick={() => setOpen(true)} edge="start">
        <MenuIcon />
      </IconButton>
      <SwipeableDrawer
        anchor="right"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={close}
        swipeAreaWidth={25}
        disableDiscovery
        slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}
      >
        <Typography component="p" variant="h6" sx={{ p: 2, fontWeight: 700 }}>
          {t('categories')}
        </Typography>
        <List component="nav" aria-label={t('categories')} dense>
          {CATEGORY_TYPES.map((type) => (
            <Branch
              key={type}
              label={tt(type)}
              href={`/category/categoryType/${type}`}
              entries={menus[type] ?? []}
              depth={0}
              onNavigate={close}
            />
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}

function Branch(props: { label: string; href: string; entries: CategoryMenuEntry[]; depth: number; onNavigate: () => void }) {
  const { label, href, entries, depth, onNavigate } = props;
  const [expanded, setExpanded] = useState(false);
  if (entries.length === 0) {
    return (
      <ListItemButton component={Link} href={href} onClick={onNavigate} sx={{ pl: 2 + depth * 2 }}>
        <ListItemText primary={label} />
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItemButton onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} sx={{ pl: 2 + depth * 2 }}>
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 700 : 500 } } }} />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List disablePadding dense>
          <ListItemButton component={Link} href={href} onClick={onNavigate} sx={{ pl: 4 + depth * 2 }}>
            <ListItemText primary={label} slotProps={{ primary: { sx: { color: 'primary.main' } } }} />
          </ListItemButton>
          {entries.map((entry) => (
            <Branch
              key={entry.id}
              label={entry.name}
              href={categoryHref(entry)}
              entries={entry.subcategories}
              depth={depth + 1}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
