/**
 * The query parameters a catalogue listing reads — its one definition. The listings read them
 * (`components/catalog/listing/list-state.ts`, `components/catalog/properties/filter-state.ts`),
 * the proxy rewrites a listing asked for with any of them to its per-request view
 * (`components/catalog/route-guard.ts`), and the site server's page cache keeps no page for a
 * request carrying one (`server/site/page-cache.ts`) while it ignores every other parameter:
 * no cached page reads those.
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

/** Whether a query names a view of a listing other than its canonical first page. */
export function hasListParams(search: URLSearchParams): boolean {
  for (const name of search.keys()) if (isListParam(name)) return true;
  return false;
}
