'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryHref } from '@/lib/routes';
import type { SiteMenus } from './mega-menu';

/** The category tree in a drawer from the start edge (swipe edge 25 px). */
export default function MobileNavDrawer({ menus, open, onOpen, onClose }: { menus: SiteMenus; open: boolean; onOpen: () => void; onClose: () => void }) {
  const t = useTranslations('common');
  const tt = useTranslations('categoryTypes');
  return (
    <SwipeableDrawer
      anchor="right"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
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
            onNavigate={onClose}
          />
        ))}
      </List>
    </SwipeableDrawer>
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
