'use client';

import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { useSiteMenus } from './use-site-menus';
import { categoryHref } from '@/lib/routes';

export type SiteMenus = Partial<Record<CategoryType, CategoryMenuEntry[]>>;

/** Desktop mega-menu: one button per category type, a panel of roots with their two levels. */
export function MegaMenu({ initialMenus }: { initialMenus: SiteMenus }) {
  const menus = useSiteMenus(initialMenus);
  const tc = useTranslations('common');
  const tt = useTranslations('categoryTypes');
  const [open, setOpen] = useState<{ type: CategoryType; anchor: HTMLElement } | null>(null);
  const baseId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        open.anchor.focus();
        setOpen(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Box component="nav" aria-label={tc('categories')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      {CATEGORY_TYPES.map((type) => {
        const panelId = `${baseId}-${type}`;
        const isOpen = open?.type === type;
        return (
          <Button
            key={type}
            color="inherit"
            endIcon={<ExpandMore />}
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            aria-haspopup="true"
            onClick={(e) => setOpen(isOpen ? null : { type, anchor: e.currentTarget })}
            sx={{ fontWeight: 500 }}
          >
            {tt(type)}
          </Button>
        );
      })}
      <Popper
        open={!!open}
        anchorEl={open?.anchor}
        placement="bottom-end"
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1, width: 'min(960px, calc(100vw - 32px))' }}
      >
        {open ? (
          <ClickAwayListener onClickAway={(e) => { if (!open.anchor.contains(e.target as Node)) setOpen(null); }}>
            <Paper id={`${baseId}-${open.type}`} elevation={8} sx={{ p: 3, maxHeight: '70vh', overflow: 'auto' }}>
              <MenuPanel type={open.type} entries={menus[open.type] ?? []} onNavigate={() => setOpen(null)} />
            </Paper>
          </ClickAwayListener>
        ) : null}
      </Popper>
    </Box>
  );
}

function MenuPanel({ type, entries, onNavigate }: { type: CategoryType; entries: CategoryMenuEntry[]; onNavigate: () => void }) {
  const t = useTranslations('megaMenu');
  const tt = useTranslations('categoryTypes');
  if (entries.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>;
  return (
    <Box>
      <MuiLink component={Link} href={`/category/categoryType/${type}`} onClick={onNavigate} sx={{ fontWeight: 700 }}>
        {t('allOf', { name: tt(type) })}
      </MuiLink>
      <Box sx={{ mt: 2, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {entries.map((root) => (
          <Box key={root.id} component="section" aria-labelledby={`cat-${root.id}`}>
            <MuiLink
              id={`cat-${root.id}`}
              component={Link}
              href={categoryHref(root)}
              onClick={onNavigate}
              color="text.primary"
              sx={{ fontWeight: 700, display: 'block', mb: 1 }}
            >
              {root.name}
            </MuiLink>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {root.subcategories.map((child) => (
                <li key={child.id}>
                  <MuiLink component={Link} href={categoryHref(child)} onClick={onNavigate} color="primary" variant="body2" sx={{ fontWeight: 600 }}>
                    {child.name}
                  </MuiLink>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 1, pl: 1.5 }}>
                    {child.subcategories.map((leaf) => (
                      <li key={leaf.id}>
                        <MuiLink component={Link} href={categoryHref(leaf)} onClick={onNavigate} color="text.secondary" variant="body2">
                          {leaf.name}
                        </MuiLink>
                      </li>
                    ))}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
