'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';

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
  }, [text, current]);
}
