import { CATEGORY_TYPES } from '@/api/contract/enums';
import type { SitemapEntry, SitemapKind, SitemapRange } from '@/api/contract/sitemap';
import {
  baseProductHref,
  categoryHref,
  categoryProductsHref,
  categoryPropertiesHref,
  categorySupplierProductsHref,
  categorySuppliersHref,
  categoryTypeHref,
  contentPageHref,
  helpHref,
  productHref,
  productsOfTypeHref,
  sitePageHref,
  supplierDelegationsHref,
  supplierHref,
  supplierProductsHref,
  suppliersOfTypeHref,
} from '@/lib/routes';

/**
 * How the sitemap is cut. Every public URL comes from a row of one kind (a category gives four
 * pages; a supplier its page, one product page per category type and its merchant-delegations
 * page when it has delegations; a product, base product, category × supplier pair, content page or
 * screen's help one) or is one of the few fixed pages. Up to 50,000 URLs it is one `urlset` at /sitemap.xml;
 * past that /sitemap.xml is an index of parts `/sitemap/{section}-{n}.xml`, part n of a kind
 * holding the rows with ids n·w + 1 … (n + 1)·w, where w is small enough that the part stays
 * within the limit even if every id in it is used. A row keeps its part as others come and go.
 */

/** The protocol's limit of URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

export const SITEMAP_SECTIONS = ['pages', 'categories', 'suppliers', 'products', 'base-products', 'category-supplier-products', 'contents', 'help'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The fixed pages: home and, per category type, its categories, products and suppliers. */
export const STATIC_PATHS: string[] = [
  '/',
  '/faq',
  '/videos',
  '/how-it-work',
  '/display',
  '/feedback',
  ...CATEGORY_TYPES.flatMap((type) => [categoryTypeHref(type), productsOfTypeHref(type), suppliersOfTypeHref(type)]),
];

/** The most URLs one row of a kind can give. */
export const URLS_PER_ROW: Record<SitemapKind, number> = {
  categories: 4,
  suppliers: 2 + CATEGORY_TYPES.length,
  products: 1,
  'base-products': 1,
  'category-supplier-products': 1,
  contents: 1,
  help: 1,
};

/** Ids per part of a kind, so that a full part still fits in one sitemap. */
export function rangeWidth(kind: SitemapKind, perPart = URLS_PER_SITEMAP): number {
  return Math.max(1, Math.floor(perPart / URLS_PER_ROW[kind]));
}

/** The site paths of one row. */
export function pathsOf(kind: SitemapKind, entry: SitemapEntry): string[] {
  switch (kind) {
    case 'categories':
      return [categoryHref(entry), categoryProductsHref(entry), categorySuppliersHref(entry), categoryPropertiesHref(entry)];
    case 'suppliers':
      return [
        supplierHref(entry),
        ...(entry.categoryTypes ?? []).map((type) => supplierProductsHref(entry, type)),
        ...(entry.delegations ? [supplierDelegationsHref(entry)] : []),
      ];
    case 'products':
      return [productHref(entry)];
    case 'base-products':
      return [baseProductHref(entry)];
    case 'category-supplier-products':
      return entry.categoryId && entry.supplierId ? [categorySupplierProductsHref(entry.categoryId, entry.supplierId)] : [];
    case 'contents':
      return [entry.uniquePageName ? sitePageHref(entry.uniquePageName) : contentPageHref({ id: entry.id, slug: entry.slug, supplier: entry.supplierId ? { id: entry.supplierId } : null })];
    case 'help':
      return [helpHref(entry.slug)];
  }
}

/** URLs in a range: exact for every kind (suppliers count their type and delegation pages). */
export function urlsInRange(kind: SitemapKind, range: SitemapRange): number {
  return kind === 'suppliers' ? range.count + range.typeCount + range.delegationCount : range.count * URLS_PER_ROW[kind];
}

export type KindRanges = Record<SitemapKind, SitemapRange[]>;

export type SitemapPart = { section: SitemapSection; index: number; lastModified?: string };

export type SitemapPlan = { kind: 'urlset'; total: number } | { kind: 'index'; total: number; parts: SitemapPart[] };

/** One urlset while everything fits, else the index of every non-empty part. */
export function planSitemap(ranges: KindRanges, perPart = URLS_PER_SITEMAP): SitemapPlan {
  const kinds = Object.keys(ranges) as SitemapKind[];
  const total = STATIC_PATHS.length + kinds.reduce((sum, kind) => sum + ranges[kind].reduce((n, r) => n + urlsInRange(kind, r), 0), 0);
  if (total <= perPart) return { kind: 'urlset', total };
  const parts: SitemapPart[] = [{ section: 'pages', index: 0 }];
  for (const section of SITEMAP_SECTIONS) {
    if (section === 'pages') continue;
    for (const range of ranges[section] ?? []) parts.push({ section, index: range.index, lastModified: range.lastModified });
  }
  return { kind: 'index', total, parts };
}

export const partPath = (part: Pick<SitemapPart, 'section' | 'index'>) => `/sitemap/${part.section}-${part.index}.xml`;

/** `products-3.xml` → its section and index; null for anything else. */
export function parsePartName(name: string): Pick<SitemapPart, 'section' | 'index'> | null {
  const match = /^([a-z-]+)-(0|[1-9][0-9]{0,8})\.xml$/.exec(name);
  if (!match || !(SITEMAP_SECTIONS as readonly string[]).includes(match[1])) return null;
  const index = Number(match[2]);
  if (match[1] === 'pages' && index !== 0) return null;
  return { section: match[1] as SitemapSection, index };
}

/** The keyset bounds of part `index` of a kind: `afterId < id < beforeId`. */
export function partBounds(kind: SitemapKind, index: number, perPart = URLS_PER_SITEMAP): { afterId: number; beforeId: number } {
  const width = rangeWidth(kind, perPart);
  return { afterId: index * width, beforeId: (index + 1) * width + 1 };
}

export type SitemapUrl = { loc: string; lastModified?: string | Date };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** `Date.prototype.toISOString`'s form, as every date arrives from the API's JSON. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// A date already in that form is written as it came: parsed and printed again, it was a tenth of
// the CPU a part of 50,000 URLs cost.
const lastmod = (value: string | Date | undefined) => {
  if (!value) return '';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return `<lastmod>${value}</lastmod>`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
};

/** A urlset is its opening, its URLs' lines joined by newlines, and its close. */
export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '\n</urlset>\n';
export const urlLines = (urls: SitemapUrl[]) => urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmod(u.lastModified)}</url>`).join('\n');

export function renderUrlset(urls: SitemapUrl[]): string {
  return URLSET_OPEN + urlLines(urls) + URLSET_CLOSE;
}

export function renderSitemapIndex(parts: SitemapUrl[]): string {
  const body = parts.map((p) => `<sitemap><loc>${escapeXml(p.loc)}</loc>${lastmod(p.lastModified)}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
