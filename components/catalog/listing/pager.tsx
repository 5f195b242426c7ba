'use client';

import type { MouseEvent } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import { formatNumber } from '@/lib/persian';
import styles from './pager.module.css';

type Props = {
  page: number;
  count: number;
  /** The list's other query parameters (sort, filters), kept in every page link. */
  query?: string;
  /** Turns a click into an in-page change (no server round trip); without it links navigate. */
  onPage?: (page: number) => void;
  /** The list's path; the current one when left out. */
  path?: string;
};

/**
 * Page links in Persian digits with Persian labels for screen readers; real hrefs, so crawlers
 * and a middle click get a working link. MUI's pagination logic (which pages, where the
 * ellipses go), drawn in static CSS: listings are public pages, where MUI's styled items were
 * styles computed per request (issue 18).
 */
export function Pager({ page, count, query = '', onPage, path }: Props) {
  const t = useTranslations('catalog');
  const hrefOf = usePageHref(query, 'page', path);
  const { items } = usePagination({ page, count, siblingCount: 1, boundaryCount: 1 });
  if (count <= 1) return null;
  const click = (target: number) => (event: MouseEvent) => {
    if (!onPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  const label = (item: UsePaginationItem) =>
    item.type === 'page'
      ? t(item.selected ? 'pageCurrent' : 'pageGoTo', { page: item.page ?? 0 })
      : t(item.type === 'next' ? 'pageNext' : item.type === 'previous' ? 'pagePrevious' : item.type === 'first' ? 'pageFirst' : 'pageLast');
  // Right to left: «previous» points right, «next» left.
  const content = (item: UsePaginationItem) =>
    item.type === 'previous' ? <PlainIcon name="after" size={20} /> : item.type === 'next' ? <PlainIcon name="before" size={20} /> : formatNumber(item.page ?? 0);
  return (
    <nav aria-label={t('pagination')} className={styles.pager}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>
            {item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
              <span className={styles.ellipsis}>…</span>
            ) : item.page === null || item.disabled ? (
              <button type="button" disabled aria-label={label(item)} className={`${styles.item} ${styles.disabled}`}>
                {content(item)}
              </button>
            ) : (
              <Link
                aria-current={item.selected ? 'page' : undefined}
                aria-label={label(item)}
                href={hrefOf(item.page)}
                className={`${styles.item} ${item.selected ? styles.selected : ''}`}
                onClick={click(item.page)}
              >
                {content(item)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('pageOfTotal', { page, count })}</p>
    </nav>
  );
}

/** `hrefOf` for a pager whose other query parameters stay as they are. */
export function usePageHref(query: string, pageParam = 'page', path?: string) {
  const current = usePathname();
  const pathname = path ?? current;
  return (page: number) => {
    const params = new URLSearchParams(query);
    if (page <= 1) params.delete(pageParam);
    else params.set(pageParam, String(page));
    const text = params.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
}
