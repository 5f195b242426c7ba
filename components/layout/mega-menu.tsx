'use client';

import { useEffect, useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import { useSiteMenus } from './use-site-menus';
import styles from './mega-menu.module.css';

const MegaMenuPanel = dynamic(() => import('./mega-menu-panel'), { ssr: false });

export type SiteMenus = Partial<Record<CategoryType, CategoryMenuEntry[]>>;

/** Desktop mega-menu: one button per category type, a panel of roots with their two levels. */
export function MegaMenu() {
  const menus = useSiteMenus();
  const tc = useTranslations('common');
  const tt = useTranslations('categoryTypes');
  const [open, setOpen] = useState<{ type: CategoryType; anchor: HTMLElement; byKeyboard: boolean } | null>(null);
  const baseId = useId();
  const panelId = (type: CategoryType) => `${baseId}-${type}`;
  // The panel's code (Popper and the tree) loads when a pointer or focus comes near a button.
  const [panelWanted, setPanelWanted] = useState(false);

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
    <nav aria-label={tc('categories')} className={styles.bar}>
      {CATEGORY_TYPES.map((type) => {
        const isOpen = open?.type === type;
        return (
          <button
            key={type}
            type="button"
            className={styles.button}
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId(type) : undefined}
            aria-haspopup="true"
            // A click from Enter or Space has no pointer position (detail 0): focus then goes into
            // the panel, which follows the buttons in the page's order.
            onClick={(e) => setOpen(isOpen ? null : { type, anchor: e.currentTarget, byKeyboard: e.detail === 0 })}
            onPointerEnter={() => setPanelWanted(true)}
            onFocus={() => setPanelWanted(true)}
          >
            {tt(type)}
            <PlainIcon name="expand" size={20} />
          </button>
        );
      })}
      {panelWanted || open ? <MegaMenuPanel open={open} menus={menus} panelId={panelId} onClose={() => setOpen(null)} /> : null}
    </nav>
  );
}
