'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'next/navigation';
import { LIST_ADDRESS_PREFIX } from './kept-draft/tab-drafts';
import { replaceAddress } from './replace-address';
import { readRenewableSession } from '@/stores/session';

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
 * Writes `kept` into the address on every change, replacing the entry: a filter is not a place to
 * go Back to. Parameters set to `null` or '' are removed; the others in the address
 * (`?supplierProductId=` of a new order) are left as they are. The address is written again when
 * it changes under the list: the profile menu's link to the same list leaves the list as it was,
 * so the address must say so too.
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
    const wanted = JSON.parse(text) as Record<string, string | null>;
    for (const [name, value] of Object.entries(wanted)) {
      if (value === null || value === '') url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    if (url.href !== window.location.href) replaceAddress(url);
    rememberListAddress(url.pathname, Object.keys(wanted), url.searchParams);
  }, [text, current]);
}

// The links to a list on its own page (the desk's tabs) follow it as it changes.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Kept per user: a logout in another tab leaves this tab's storage as it was, and the next user to
 * log in here must not be given the last one's searches (they hold names).
 */
function listKey(pathname: string): string {
  const user = readRenewableSession(window.localStorage)?.sub ?? '';
  return `${LIST_ADDRESS_PREFIX}${user}:${pathname}`;
}

/** The list's own parameters only: whatever else the address holds is not the list's to give back. */
function rememberListAddress(pathname: string, names: string[], params: URLSearchParams): void {
  const own = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value) own.set(name, value);
  }
  try {
    if (own.size) sessionStorage.setItem(listKey(pathname), `?${own}`);
    else sessionStorage.removeItem(listKey(pathname));
  } catch {
    // No storage: links back open the list at its start.
  }
  for (const listener of listeners) listener();
}

function rememberedSearch(pathname: string): string {
  try {
    return sessionStorage.getItem(listKey(pathname)) ?? '';
  } catch {
    return '';
  }
}

/**
 * A link to the list at `pathname` as this tab left it (its page, sort, search and filters); the
 * server's page and the first render link to the list's start.
 */
export function useListHref(pathname: string): string {
  const search = useSyncExternalStore(subscribe, () => rememberedSearch(pathname), () => '');
  return pathname + search;
}
