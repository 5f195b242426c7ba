import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Page } from '@/api/contract/paging';
import { absoluteUrl, pageMetadata, type PageMetadataInput } from '@/components/seo/page-metadata';
import { pageNotFound } from '../route-params';
import { isDefaultState, listHref, pageCount, readListState, type ListState } from './list-state';

/**
 * A catalogue list rendered on the server for the state in its URL: the canonical first page
 * (ISR, no query) or, per request, `?page=N&sort=…` — what crawlers and visitors without
 * JavaScript get. Every read goes through the cached fetchers; a page past the last one is a
 * 404 decided from the cached first page, so made-up page numbers never reach the data cache.
 */

export type ListQuery = URLSearchParams | undefined;

export function listStateOf<S extends string>(query: ListQuery, sorts: readonly S[], defaults: ListState<S>): ListState<S> {
  return query ? readListState(query, sorts, defaults) : defaults;
}

/** The page of `state`, after checking it exists against the default first page. */
export async function readListView<S extends string, T>(opts: {
  state: ListState<S>;
  defaults: ListState<S>;
  pageSize: number;
  read: (state: ListState<S>) => Promise<Page<T>>;
  path: string;
}): Promise<{ page: Page<T>; first: Page<T> }> {
  const first = await opts.read(opts.defaults);
  if (isDefaultState(opts.state, opts.defaults)) return { page: first, first };
  if (opts.state.page > pageCount(first.totalCount, opts.pageSize)) pageNotFound(opts.path);
  return { page: await opts.read(opts.state), first };
}

/**
 * Metadata of one view of a list: the canonical URL carries the page number (the order is left
 * out: a re-ordered view points at the page it re-orders and stays out of the index), and
 * `rel=prev/next` link the pages for crawlers.
 */
export async function listMetadata<S extends string>(
  input: PageMetadataInput,
  view: { state: ListState<S>; defaults: ListState<S>; totalCount: number; pageSize: number; filtered?: boolean },
): Promise<Metadata> {
  const { state, defaults } = view;
  const t = await getTranslations('catalog');
  const last = pageCount(view.totalCount, view.pageSize);
  const at = (page: number) => listHref(input.path, { page, sort: state.sort }, defaults);
  const title = state.page > 1 ? t('pageTitle', { title: input.title, page: state.page }) : input.title;
  const metadata = pageMetadata({
    ...input,
    title,
    path: listHref(input.path, { page: state.page, sort: defaults.sort }, defaults),
    noindex: input.noindex || view.filtered || state.sort !== defaults.sort,
  });
  return {
    ...metadata,
    pagination: {
      previous: state.page > 1 ? absoluteUrl(at(state.page - 1)) : null,
      next: state.page < last ? absoluteUrl(at(state.page + 1)) : null,
    },
  };
}
