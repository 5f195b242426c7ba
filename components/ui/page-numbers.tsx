'use client';

import { useTranslations } from 'next-intl';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { formatNumber } from '@/lib/persian';

/**
 * A list's pages as numbered buttons (MUI's pager), drawn and named in Persian: MUI draws a page's
 * number as it is given, so «1» and «2» showed in Latin digits beside Persian names.
 */
export function PageNumbers({ count, page, onChange }: { count: number; page: number; onChange: (page: number) => void }) {
  const t = useTranslations('dataTable');
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_, p) => onChange(p)}
      getItemAriaLabel={(type, value) => (type === 'page' ? t('pageNumber', { page: formatNumber(value ?? 0) }) : t(type === 'next' ? 'nextPage' : type === 'previous' ? 'previousPage' : type === 'first' ? 'firstPage' : 'lastPage'))}
      renderItem={(item) => <PaginationItem {...item} page={item.type === 'page' && item.page !== null ? formatNumber(item.page) : item.page} />}
    />
  );
}
