'use client';

import type { MouseEvent } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/persian';

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
 * and a middle click get a working link.
 */
export function Pager({ page, count, query = '', onPage, path }: Props) {
  const t = useTranslations('catalog');
  const hrefOf = usePageHref(query, 'page', path);
  if (count <= 1) return null;
  const click = (target: number | null) => (event: MouseEvent) => {
    if (!onPage || target === null || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <Box component="nav" aria-label={t('pagination')} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Pagination
        page={page}
        count={count}
        color="primary"
        siblingCount={1}
        boundaryCount={1}
        sx={{
          display: 'flex',
          justifyContent: 'center',
          '& ul': { justifyContent: 'center' },
          // Nine items in one row on a 360 px phone; still above the 24 px target size.
          '& .MuiPaginationItem-root': { minWidth: { xs: 30, sm: 32 }, height: { xs: 30, sm: 32 }, mx: { xs: '1px', sm: '3px' }, px: { xs: 0.5, sm: 0.75 } },
        }}
        getItemAriaLabel={(type, value, selected) =>
          type === 'page'
            ? selected
              ? t('pageCurrent', { page: value ?? 0 })
              : t('pageGoTo', { page: value ?? 0 })
            : t(type === 'next' ? 'pageNext' : type === 'previous' ? 'pagePrevious' : type === 'first' ? 'pageFirst' : 'pageLast')
        }
        renderItem={(item) =>
          item.type === 'start-ellipsis' || item.type === 'end-ellipsis' || item.page === null || item.disabled ? (
            <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page)} />
          ) : (
            <PaginationItem
              {...item}
              component={Link}
              page={formatNumber(item.page)}
              href={hrefOf(item.page)}
              onClick={click(item.page)}
            />
          )
        }
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('pageOfTotal', { page, count })}
      </Typography>
    </Box>
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
