'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fetchCatalog, type CatalogPage } from '@/api/catalog';
import type { CategoryType } from '@/api/contract/enums';
import { sharedInitialState, useSharedStore } from '@/stores/shared';
import { ListFrame } from '../listing/list-frame';
import { ListItems } from '../listing/list-items';
import { Pager } from '../listing/pager';
import { pageCount } from '../listing/list-state';
import { CardGridSkeleton } from '../ui/skeletons';

export const ITEMS_PER_PAGE_OPTIONS = [5, 10, 20] as const;

type Props = {
  supplierId: number;
  categoryType: CategoryType;
  /** Page `initialPage` at the seed's default size, rendered on the server. */
  initial: CatalogPage;
  initialPage: number;
  /** The list's canonical path, for its page links. */
  path: string;
  label: string;
};

/**
 * A supplier's products of one type, paged by the seed's shared `SupplierProductPageNumber` and
 * `SupplierProductItemsPerPageNumber` (1 and 5 by default). The page number also goes in the URL
 * so that a reload or a shared link opens the same page; the page size is the visitor's choice
 * and stays for the next supplier.
 */
export function SupplierProductList({ supplierId, categoryType, initial, initialPage, path, label }: Props) {
  const t = useTranslations('supplierProductsPage');
  const tc = useTranslations('catalog');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const top = useRef<HTMLDivElement>(null);
  const perPage = useSharedStore((s) => s.SupplierProductItemsPerPageNumber);
  const setPage = useSharedStore((s) => s.setSupplierProductPage);
  // The URL decides the page (reload, back, a shared link) and the store follows it; reading the
  // store here would first show the page left open on the previous supplier.
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  useEffect(() => setPage(page), [page, setPage]);

  const fromServer = page === initialPage && perPage === sharedInitialState.SupplierProductItemsPerPageNumber;
  const query = useQuery({
    queryKey: ['supplier-products', supplierId, categoryType, page, perPage],
    queryFn: () => fetchCatalog({ supplierId, categoryType, pageNumber: page, pageSize: perPage, sort: 'newest' }),
    enabled: !fromServer,
    placeholderData: keepPreviousData,
  });
  const data = fromServer ? initial : query.data;

  const goTo = (next: number, size = perPage) => {
    setPage(next, size);
    const params = new URLSearchParams(searchParams.toString());
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const text = params.toString();
    window.history.pushState(null, '', text ? `${pathname}?${text}` : pathname);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box ref={top} sx={{ scrollMarginTop: 160 }}>
      <ListFrame
        summary={data ? tc('productsFound', { count: data.totalCount }) : tc('loadingList')}
        busy={query.isFetching}
        toolbar={
          <TextField select size="small" label={t('perPage')} value={perPage} onChange={(e) => goTo(1, Number(e.target.value))} sx={{ minWidth: 140 }}>
            {ITEMS_PER_PAGE_OPTIONS.map((n) => (
              <MenuItem key={n} value={n}>
                {t('perPageOption', { count: n })}
              </MenuItem>
            ))}
          </TextField>
        }
        pager={data ? <Pager page={page} count={pageCount(data.totalCount, perPage)} path={path} onPage={(next) => goTo(next)} /> : null}
      >
        {query.isError && !data ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => query.refetch()}>{tc('retry')}</Button>}>
            {tc('listFailed')}
          </Alert>
        ) : !data ? (
          <CardGridSkeleton count={perPage} height={300} />
        ) : (
          <ListItems kind="products" items={data.items} label={label} emptyTitle={t('empty')} />
        )}
      </ListFrame>
    </Box>
  );
}
