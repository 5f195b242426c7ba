'use client';

import { useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fetchCatalog, type CatalogParams } from '@/api/catalog';
import { fetchSuppliersWithCatalog } from '@/api/categories';
import { fetchSuppliers, type SupplierListParams } from '@/api/suppliers';
import type { Page } from '@/api/contract/paging';
import type { SupplierProductCard } from '@/api/contract/catalog';
import type { SupplierSummary } from '@/api/contract/suppliers';
import { CardGridSkeleton } from '../ui/skeletons';
import { ListFrame } from './list-frame';
import { ListItems } from './list-items';
import { Pager } from './pager';
import { SortSelect } from './sort-select';
import {
  isDefaultState,
  listStateQuery,
  pageCount,
  productSortQuery,
  readListState,
  type ListState,
  type ProductSort,
  type SupplierSort,
} from './list-state';

/** Where a list's pages come from; plain data, so a server page can hand it over. */
export type ListSource =
  | { kind: 'products'; params: CatalogParams }
  | { kind: 'suppliers'; params: SupplierListParams }
  | { kind: 'category-suppliers'; categoryId: number };

type AnyPage = Page<SupplierProductCard> | Page<SupplierSummary>;

export type PagedListProps = {
  source: ListSource;
  /** The page of `state` (the first page in the default order unless given), rendered on the server. */
  initial: AnyPage;
  /** The page and order the server rendered `initial` for; the defaults when left out. */
  state?: ListState;
  /** The list's canonical path (no query), for its page links. */
  path: string;
  pageSize: number;
  sorts: readonly string[];
  defaultSort: string;
  label: string;
  /** `{count}` is replaced by the total, in Persian digits. */
  summaryKey: 'productsFound' | 'suppliersFound';
  emptyTitle: string;
  emptyHint?: string;
};

function fetchPage(source: ListSource, state: ListState, pageSize: number): Promise<AnyPage> {
  const paging = { pageNumber: state.page, pageSize };
  switch (source.kind) {
    case 'products':
      return fetchCatalog({ ...source.params, ...productSortQuery(state.sort as ProductSort), ...paging });
    case 'suppliers':
      return fetchSuppliers({ ...source.params, sort: state.sort as SupplierSort, ...paging });
    case 'category-suppliers':
      return fetchSuppliersWithCatalog(source.categoryId, { ...paging, sort: state.sort as SupplierSort });
  }
}

/**
 * A paged list whose page and order live in the URL. The first page comes from the server (and
 * is what crawlers read); other pages are fetched here, and moving between them rewrites the URL
 * without asking the server for the page again.
 */
export function PagedList(props: PagedListProps) {
  const t = useTranslations('catalog');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const top = useRef<HTMLDivElement>(null);
  const defaults = { page: 1, sort: props.defaultSort };
  const state = readListState(searchParams, props.sorts, defaults);
  const served = props.state ?? defaults;
  // The server's page while the URL still names it; any other state is fetched here.
  const fromServer = isDefaultState(state, served);
  const query = useQuery<AnyPage>({
    queryKey: ['catalogue-list', props.source, state.page, state.sort, props.pageSize],
    queryFn: () => fetchPage(props.source, state, props.pageSize),
    enabled: !fromServer,
    placeholderData: keepPreviousData,
  });
  const data = fromServer ? props.initial : query.data;

  const go = (next: ListState) => {
    window.history.pushState(null, '', pathname + listStateQuery(next, defaults, new URLSearchParams(searchParams.toString())));
    if (next.page !== state.page) top.current?.scrollIntoView({ block: 'start' });
  };
  const restQuery = listStateQuery({ page: 1, sort: state.sort }, defaults, new URLSearchParams(searchParams.toString())).replace(/^\?/, '');

  return (
    <Box ref={top} sx={{ scrollMarginTop: 160 }}>
      <ListFrame
        summary={data ? t(props.summaryKey, { count: data.totalCount }) : t('loadingList')}
        busy={query.isFetching}
        toolbar={<SortSelect value={state.sort} options={props.sorts} onChange={(sort) => go({ page: 1, sort })} />}
        pager={data ? <Pager page={state.page} count={pageCount(data.totalCount, props.pageSize)} query={restQuery} path={props.path} onPage={(page) => go({ ...state, page })} /> : null}
      >
        {query.isError && !data ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => query.refetch()}>{t('retry')}</Button>}>
            {t('listFailed')}
          </Alert>
        ) : !data ? (
          <CardGridSkeleton count={Math.min(props.pageSize, 8)} height={props.source.kind === 'products' ? 300 : 96} />
        ) : props.source.kind === 'products' ? (
          <ListItems kind="products" items={data.items as SupplierProductCard[]} label={props.label} emptyTitle={props.emptyTitle} emptyHint={props.emptyHint} />
        ) : (
          <ListItems kind="suppliers" items={data.items as SupplierSummary[]} label={props.label} emptyTitle={props.emptyTitle} emptyHint={props.emptyHint} />
        )}
      </ListFrame>
    </Box>
  );
}
