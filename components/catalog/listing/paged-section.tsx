import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SupplierProductCard } from '@/api/contract/catalog';
import type { SupplierSummary } from '@/api/contract/suppliers';
import { ListFrame } from './list-frame';
import { ListItems } from './list-items';
import { Pager } from './pager';
import { SortSelect } from './sort-select';
import { listStateQuery, pageCount } from './list-state';
import { PagedList, type PagedListProps } from './paged-list';

/**
 * A paged list in a server page: the HTML carries the served page (the Suspense fallback on the
 * ISR first page, the list itself in a per-request view; either way what crawlers read, with
 * plain page links); in the browser the client list takes over and follows `?page`/`?sort`.
 */
export async function PagedSection(props: PagedListProps) {
  const t = await getTranslations('catalog');
  const defaults = { page: 1, sort: props.defaultSort };
  const state = props.state ?? defaults;
  // The other parameters of the served view (its order), kept in every page link.
  const query = listStateQuery({ page: 1, sort: state.sort }, defaults).replace(/^\?/, '');
  const fallback = (
    <ListFrame
      summary={t(props.summaryKey, { count: props.initial.totalCount })}
      toolbar={<SortSelect value={state.sort} options={props.sorts} />}
      pager={<Pager page={state.page} count={pageCount(props.initial.totalCount, props.pageSize)} query={query} path={props.path} />}
    >
      {props.source.kind === 'products' ? (
        <ListItems kind="products" items={props.initial.items as SupplierProductCard[]} label={props.label} emptyTitle={props.emptyTitle} emptyHint={props.emptyHint} />
      ) : (
        <ListItems kind="suppliers" items={props.initial.items as SupplierSummary[]} label={props.label} emptyTitle={props.emptyTitle} emptyHint={props.emptyHint} />
      )}
    </ListFrame>
  );
  return (
    <Suspense fallback={fallback}>
      <PagedList {...props} />
    </Suspense>
  );
}
