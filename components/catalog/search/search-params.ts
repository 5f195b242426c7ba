/** What `/search` reads from its query: the text, which group to show in full, and its page. */

import { SEARCH_PATH } from '@/lib/routes';

export const SEARCH_GROUPS = ['products', 'suppliers', 'categories'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export type SearchState = { q: string; group: SearchGroup | null; page: number };

const MAX_QUERY = 100;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Typed nowhere: a NUL would have the API refuse the search, a tab or line break shows as a space. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]+/g;

export function readSearchState(params: Record<string, string | string[] | undefined>): SearchState {
  const q = (first(params.q) ?? '').replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_QUERY);
  const rawGroup = first(params.group);
  const group = SEARCH_GROUPS.includes(rawGroup as SearchGroup) ? (rawGroup as SearchGroup) : null;
  const rawPage = first(params.page);
  const page = group && rawPage && /^[1-9][0-9]{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  return { q, group, page };
}

/** The URL of a search view; the first page and the overview leave their defaults out. */
export function searchStateHref(state: SearchState): string {
  const params = new URLSearchParams({ q: state.q });
  if (state.group) params.set('group', state.group);
  if (state.group && state.page > 1) params.set('page', String(state.page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
