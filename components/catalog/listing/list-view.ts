import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Page } from '@/api/contract/paging';
import { absoluteUrl, pageMetadata, type PageMetadataInput } from '@/components/seo/page-metadata';
import { redirect } from 'next/navigation';
import { PAGE_PARAM } from '@/lib/list-params';
import { isDefaultState, listHref, pageCount, readListState, type ListState } from './list-state';

/**
 * A catalogue list rendered on the server for the state in its URL: the canonical first page (no
 * query) or `?page=N&sort=…` — what crawlers and visitors without JavaScript get, from the one
 * route of the list. A page past the last one moves to the last page, decided from the first
 * page, so made-up page numbers never reach the API or the page cache (ADR 4: why a move and not
 * a 404).
 */

export type ListQuery = URLSearchParams | undefined;

export function listStateOf<S extends string>(query: ListQuery, sorts: readonly S[], defaults: ListState<S>): ListState<S> {
  return query ? readListState(query, sorts, defaults) : defaults;
}

/**
 * The page of `state`, after checking it exists against the default first page; a page past the
 * last one moves to the last page (see {@link redirectToPage}).
 */
export async function readListView<S extends string, T>(opts: {
  state: ListState<S>;
  defaults: ListState<S>;
  pageSize: number;
  read: (state: ListState<S>) => Promise<Page<T>>;
  /** The list's canonical path (percent-encoded, no query): where a page past the last moves. */
  path: string;
  /** The view's list parameters (order, filters), kept on that move. */
  query?: ListQuery;
}): Promise<{ page: Page<T>; first: Page<T> }> {
  const first = await opts.read(opts.defaults);
  if (isDefaultState(opts.state, opts.defaults)) return { page: first, first };
  const last = pageCount(first.totalCount, opts.pageSize);
  if (opts.state.page > last) redirectToPage(opts.path, last, opts.query);
  return { page: await opts.read(opts.state), first };
}

/**
 * Moves a request for a page past the last one to the last page (307: the last page changes as
 * items come and go), keeping its other list parameters. Thrown before anything is rendered, it is
 * answered as a real redirect with no document, where a `notFound()` of the page's own would
 * have been a blank page (ADR 4).
 */
export function redirectToPage(path: string, page: number, query: ListQuery): never {
  const params = new URLSearchParams(query);
  params.delete(PAGE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  redirect(search ? `${path}?${search}` : path);
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
