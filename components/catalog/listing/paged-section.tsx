import { getTranslations } from 'next-intl/server';
import type { Page } from '@/api/contract/paging';
import type { SupplierProductCard } from '@/api/contract/catalog';
import type { SupplierSummary } from '@/api/contract/suppliers';
import { ListFrame } from './list-frame';
import { ListItems } from './list-items';
import { Pager } from './pager';
import { SortMenu } from './sort-menu';
import { listStateQuery, pageCount, type ListState } from './list-state';

export type PagedSectionProps = {
  kind: 'products' | 'suppliers';
  /** The page of `state`, read on the server. */
  initial: Page<SupplierProductCard> | Page<SupplierSummary>;
  /** The page and order `initial` is of; the defaults when left out. */
  state?: ListState;
  /** The list's canonical path (no query), for its page and order links. */
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

/**
 * A paged list as the server renders it for the view in its URL (`?page=`, `?sort=`): its order
 * and pages are links, so they work on the first tap before any script has run, and a crawler
 * follows them (ADR 9). With the page's scripts running the links navigate inside the app.
 */
export async function PagedSection(props: PagedSectionProps) {
  const t = await getTranslations('catalog');
  const defaults = { page: 1, sort: props.defaultSort };
  const state = props.state ?? defaults;
  // The other parameters of the served view (its order), kept in every page link.
  const query = listStateQuery({ page: 1, sort: state.sort }, defaults).replace(/^\?/, '');
  return (
    <ListFrame
      summary={t(props.summaryKey, { count: props.initial.totalCount })}
      toolbar={props.sorts.length > 1 ? <SortMenu path={props.path} state={state} defaults={defaults} options={props.sorts} /> : null}
      pager={<Pager page={state.page} count={pageCount(props.initial.totalCount, props.pageSize)} query={query} path={props.path} />}
    >
      {props.kind === 'products' ? (
        <ListItems kind="products" items={props.initial.items as SupplierProductCard[]} label={props.label} emptyTitle={props.emptyTitle} emptyHint={props.emptyHint} />
      ) : (
        <ListItems kind="suppliers" items={props.initial.items as SupplierSummary[]} label={props.label} emptyTitle={props.emptyTitle} emptyHint={props.emptyHint} />
      )}
    </ListFrame>
  );
}
