'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'next/navigation';
import { LIST_ADDRESS_PREFIX } from './kept-draft/tab-drafts';

/**
 * A list's state kept in its page's address, so that Back from a row's page, a reload or a shared
 * link finds the list as it was left: the list starts from `useOpeningQuery` (read once: its own
 * state leads after that) and writes its state back with `useKeptInAddress`.
 */
export function useOpeningQuery(): URLSearchParams {
  // None outside the app router (a component's test): the list starts as it would with no query.
  const params: URLSearchParams | null = useSearchParams();
  const [opening] = useState(() => new URLSearchParams(params?.toString() ?? ''));
  return opening;
}

/**
 * Writes `kept` into the address on every change, with `replaceState`: a filter is not a place to
 * go Back to. Parameters set to `null` or '' are removed; the others in the address
 * (`?supplierProductId=` of a new order) are left as they are.
 *
 * The history state is `null`, as Next asks: its router then takes the address as its own. Given
 * the entry's own state, it kept the address it had, wrote that back over the list's on its next
 * update, and told `useSearchParams` nothing. And the address is written again when it changes
 * under the list: the profile menu's link to the same list leaves the list as it was, so the
 * address must say so too.
 *
 * The tab also remembers where each list was left, for the app's own links back to it
 * (`useListHref`): Back is not the only way back from an order or a product's form.
 */
export function useKeptInAddress(kept: Record<string, string | null>): void {
  // Compared as text: the object is made afresh on every render.
  const text = JSON.stringify(kept);
  const params: URLSearchParams | null = useSearchParams();
  const current = params?.toString() ?? '';
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(JSON.parse(text) as Record<string, string | null>)) {
      if (value === null || value === '') url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
    rememberListAddress(url);
  }, [text, current]);
}

// The links to a list on its own page (the desk's tabs) follow it as it changes.
const remembering = new Set<() => void>();
const followRemembered = (changed: () => void) => {
  remembering.add(changed);
  return () => void remembering.delete(changed);
};

function rememberListAddress(url: URL): void {
  try {
    if (url.search) sessionStorage.setItem(LIST_ADDRESS_PREFIX + url.pathname, url.search);
    else sessionStorage.removeItem(LIST_ADDRESS_PREFIX + url.pathname);
  } catch {
    // No storage: links back open the list at its start.
  }
  for (const changed of remembering) changed();
}

function rememberedSearch(pathname: string): string {
  try {
    return sessionStorage.getItem(LIST_ADDRESS_PREFIX + pathname) ?? '';
  } catch {
    return '';
  }
}

/**
 * A link to the list at `pathname` as this tab left it (its page, sort, search and filters); the
 * server's page and the first render link to the list's start.
 */
export function useListHref(pathname: string): string {
  const search = useSyncExternalStore(followRemembered, () => rememberedSearch(pathname), () => '');
  return pathname + search;
}
