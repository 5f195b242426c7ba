import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SupplierProductCard } from '@/api/contract/catalog';
import type { SupplierSummary } from '@/api/contract/suppliers';
import { ListFrame } from './list-frame';
import { ListItems } from './list-items';
import { Pager } from './pager';
import { SortSelect } from './sort-select';
import { pageCount } from './list-state';
import { PagedList, type PagedListProps } from './paged-list';

/**
 * A paged list in a server page: the HTML carries the first page (the Suspense fallback, also
 * what crawlers read); in the browser the client list takes over and follows `?page`/`?sort`.
 */
export async function PagedSection(props: PagedListProps) {
  const t = await getTranslations('catalog');
  const fallback = (
    <ListFrame
      summary={t(props.summaryKey, { count: props.initial.totalCount })}
      toolbar={<SortSelect value={props.defaultSort} options={props.sorts} />}
      pager={<Pager page={1} count={pageCount(props.initial.totalCount, props.pageSize)} />}
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
