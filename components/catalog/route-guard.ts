import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import type { SitemapKind } from '@/api/contract/sitemap';
import {
  baseProductHref,
  categoryHref,
  categoryProductsHref,
  categoryPropertiesHref,
  categorySuppliersHref,
  productHref,
  supplierDelegationsHref,
  supplierHref,
} from '@/lib/routes';

/**
 * What the proxy decides for a catalogue URL before any page renders: a wrong slug is moved to
 * the canonical URL (308), a missing id or an impossible parameter answers the complete 404
 * page, and only canonical URLs of things that exist reach a page. The pages need not repeat
 * these checks, and the page cache (ADR 10), which keeps only the 200s of shared pages, holds at
 * most one entry per page that exists (and per view of a listing), however many URLs are asked
 * for.
 */

/**
 * Where the proxy sends a catalogue URL that has no page: a path no route serves, so Next answers
 * it with its own not-found route (`app/not-found.tsx`), whose 404 page is complete server HTML.
 * A page that throws `notFound()` itself gets an empty document instead (ADR 4), and nothing of
 * it is kept in the route cache.
 */
export const NOT_FOUND_PATH = '/page-not-found';

/** The canonical slug of a row whose page exists, or null when there is none. */
export type SlugLookup = (kind: SitemapKind, id: number) => Promise<{ slug: string } | null>;

export type GuardDecision =
  | { action: 'pass' }
  | { action: 'redirect'; location: string }
  | { action: 'not-found' };

const PASS: GuardDecision = { action: 'pass' };
const NOT_FOUND: GuardDecision = { action: 'not-found' };
const ID = /^[1-9][0-9]{0,15}$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const idOf = (raw: string | undefined): number | null => (raw && ID.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null);
const isType = (raw: string | undefined): raw is CategoryType => (CATEGORY_TYPES as readonly string[]).includes(raw ?? '');

type Slugged = { kind: SitemapKind; id: string; name: string[]; canonical: (row: { id: number; slug: string }) => string };

/** The route a path names, by the same rules as the app's folders (static segments first). */
function match(segments: string[]):
  | { type: 'slugged'; route: Slugged }
  | { type: 'ids'; checks: { kind: SitemapKind; id: string }[] }
  | { type: 'category-type'; value: string; extra?: { kind: SitemapKind; id: string } }
  | null {
  const [root, a, b, c, d, ...rest] = segments;
  const tail = (from: number) => segments.slice(from);
  switch (root) {
    case 'products':
      if (a === undefined) return null;
      if (a === 'search') return b !== undefined && c === undefined ? { type: 'category-type', value: b } : null;
      if (a === 'base-product') {
        return b === undefined ? null : { type: 'slugged', route: { kind: 'base-products', id: b, name: tail(3), canonical: baseProductHref } };
      }
      if (a === 'category') {
        if (b === undefined) return null;
        if (c === 'supplier' && d !== undefined && rest.length === 0) {
          return { type: 'ids', checks: [{ kind: 'categories', id: b }, { kind: 'suppliers', id: d }] };
        }
        return { type: 'slugged', route: { kind: 'categories', id: b, name: tail(3), canonical: categoryProductsHref } };
      }
      return { type: 'slugged', route: { kind: 'products', id: a, name: tail(2), canonical: productHref } };
    case 'category':
      if (a === undefined) return null;
      if (a === 'categoryType') return b !== undefined && c === undefined ? { type: 'category-type', value: b } : null;
      if (a === 'properties') {
        return b === undefined ? null : { type: 'slugged', route: { kind: 'categories', id: b, name: tail(3), canonical: categoryPropertiesHref } };
      }
      // `/category/contents/…` arrives with the content issue; until then the catch-all answers.
      if (a === 'contents') return null;
      return { type: 'slugged', route: { kind: 'categories', id: a, name: tail(2), canonical: categoryHref } };
    case 'suppliers':
      if (a === undefined || a === 'search') return null;
      return b === undefined ? { type: 'category-type', value: a } : null;
    case 'supplier':
      if (a === undefined) return null;
      if (a === 'category') {
        return b === undefined ? null : { type: 'slugged', route: { kind: 'categories', id: b, name: tail(3), canonical: categorySuppliersHref } };
      }
      if (b === 'products') return c !== undefined && d === undefined ? { type: 'category-type', value: c, extra: { kind: 'suppliers', id: a } } : null;
      // The supplier's articles: no slug of their own.
      if (b === 'content-list') return c === undefined ? { type: 'ids', checks: [{ kind: 'suppliers', id: a }] } : null;
      if (b === 'merchantDelegations') {
        return { type: 'slugged', route: { kind: 'suppliers', id: a, name: tail(3), canonical: supplierDelegationsHref } };
      }
      return { type: 'slugged', route: { kind: 'suppliers', id: a, name: tail(2), canonical: supplierHref } };
    default:
      return null;
  }
}

/**
 * The decision for one request. `pathname` as it arrived (percent-encoded); `lookup` answers
 * from the API. A lookup that fails (an outage) lets the request through to the page, which
 * shows the error as it would have.
 */
export async function guardCatalogueRoute(pathname: string, lookup: SlugLookup): Promise<GuardDecision> {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const route = match(segments);
  if (!route) return PASS;

  try {
    switch (route.type) {
      case 'category-type': {
        if (!isType(route.value)) return NOT_FOUND;
        if (route.extra) {
          const id = idOf(route.extra.id);
          if (id === null || !(await lookup(route.extra.kind, id))) return NOT_FOUND;
        }
        return PASS;
      }
      case 'ids': {
        const ids = route.checks.map((check) => idOf(check.id));
        if (ids.some((id) => id === null)) return NOT_FOUND;
        const found = await Promise.all(route.checks.map((check, i) => lookup(check.kind, ids[i]!)));
        return found.every(Boolean) ? PASS : NOT_FOUND;
      }
      case 'slugged': {
        const { kind, name, canonical } = route.route;
        const id = idOf(route.route.id);
        if (id === null) return NOT_FOUND;
        const row = await lookup(kind, id);
        if (!row) return NOT_FOUND;
        if (name.length !== 1 || name[0].normalize('NFC') !== row.slug.normalize('NFC')) {
          return { action: 'redirect', location: canonical({ id, slug: row.slug }) };
        }
        return PASS;
      }
    }
  } catch {
    return PASS;
  }
}
