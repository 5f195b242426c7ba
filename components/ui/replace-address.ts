/**
 * Writes `url` over the page's address without a navigation, as Next's router expects it: with a
 * `null` history state its router takes the address as its own, and `useSearchParams` hears of it.
 * Given the entry's own state instead, the router keeps the address it had and writes that back
 * over this one on its next update.
 */
export function replaceAddress(url: URL | string): void {
  window.history.replaceState(null, '', url);
}
