'use client';

import { useEffect, useRef, type FocusEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import type { CategoryType } from '@/api/contract/enums';
import { categoryHref } from '@/lib/routes';
import type { SiteMenus } from './mega-menu';

/**
 * The open mega-menu: the type's roots with their two levels, under the button that opened it.
 * It stays in the page's order right after the buttons (no portal), so Tab walks from the buttons
 * into its links; opened from the keyboard it takes the focus itself, and the focus leaving it
 * (Tab past its last link, or back before its first) closes it.
 */
export default function MegaMenuPanel(props: {
  open: { type: CategoryType; anchor: HTMLElement; byKeyboard: boolean } | null;
  menus: SiteMenus;
  panelId: (type: CategoryType) => string;
  onClose: () => void;
}) {
  const { open, menus, panelId, onClose } = props;
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open?.byKeyboard) paper.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.contains(next) && !open?.anchor.contains(next)) onClose();
  };
  return (
    <Popper
      open={!!open}
      anchorEl={open?.anchor}
      placement="bottom-end"
      disablePortal
      sx={{ zIndex: (theme) => theme.zIndex.appBar + 1, width: 'min(960px, calc(100vw - 32px))' }}
    >
      {open ? (
        <ClickAwayListener onClickAway={(e) => { if (!open.anchor.contains(e.target as Node)) onClose(); }}>
          <Paper ref={paper} id={panelId(open.type)} onBlur={onBlur} elevation={8} sx={{ p: 3, maxHeight: '70vh', overflow: 'auto' }}>
            <MenuPanel type={open.type} entries={menus[open.type] ?? []} onNavigate={onClose} />
          </Paper>
        </ClickAwayListener>
      ) : null}
    </Popper>
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
