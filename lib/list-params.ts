/**
 * The query parameters a catalogue listing reads — its one definition. A listing page is handed
 * only these ({@link listQuery}; `components/catalog/listing/list-state.ts`,
 * `components/catalog/properties/filter-state.ts` read them), and the site server's page cache
 * keys a shared page by its path and these alone (`server/site/page-cache.ts`, ADR 10): any
 * other parameter (`?utm_source=…`, a crawler's `?x=1`) can change nothing on the page, so it
 * shares the entry of the page without it.
 */

/** The page number (`?page=2`; the first page has none). */
export const PAGE_PARAM = 'page';
/** The order (`?sort=price-asc`; the default order has none). */
export const SORT_PARAM = 'sort';
/** The property search's view (`?view=suppliers`). */
export const VIEW_PARAM = 'view';
/** A property filter's value(s): `?p55=30~60`, `?p54=A&p54=B`. */
export const propertyParam = (propertyId: number) => `p${propertyId}`;
/** The unit of a number property's filter: `?u55=5`. */
export const unitParam = (propertyId: number) => `u${propertyId}`;
/**
 * A number property's range as the filter form sends it before any script runs
 * (`?p55-from=30&p55-to=60`); the page answers it with its canonical form, `?p55=30~60`.
 */
export const rangeParams = (propertyId: number) => ({ from: `p${propertyId}-from`, to: `p${propertyId}-to` });

const LIST_PARAM = new RegExp(`^(${PAGE_PARAM}|${SORT_PARAM}|${VIEW_PARAM}|u[1-9][0-9]{0,15}|p[1-9][0-9]{0,15}(-from|-to)?)$`);

/** Whether a query parameter changes what a listing shows. */
export function isListParam(name: string): boolean {
  return LIST_PARAM.test(name);
}

/**
 * The list parameters of a query and nothing else, ordered by name (the values of one name keep
 * their order): what a listing page reads, and so what its kept copy is keyed by.
 */
export function listQuery(search: URLSearchParams): URLSearchParams {
  const pairs = [...search].filter(([name]) => isListParam(name));
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(pairs);
}
