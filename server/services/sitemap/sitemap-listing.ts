import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CategoryType } from '../../../api/contract/enums';
import type { SitemapEntry, SitemapKind, SitemapList, SitemapListQuery, SitemapRanges } from '../../../api/contract/sitemap';
import { notFound } from '../../http/problem';
import { rowsOf } from '../list-query';
import { slugify } from '../../../lib/slug';
import { LIVE_CATEGORY_IDS, liveCategoryById } from '../categories/category-browse';
import { LISTED_SUPPLIER_S } from '../suppliers/storefront-listing';

/**
 * The rows behind the public URLs, by id: what the sitemap lists and what the site's route guard
 * checks a slug against. Everything goes through the primary keys, so reading part n of a
 * million-row table costs the same as reading part 0.
 *
 * Listed rows (the sitemap) and existing rows (one entry by id, the proxy's look-up) follow the
 * pages' own 404 rules: active products of active suppliers, active suppliers and base products,
 * and live categories (the category and every ancestor active; category-browse.ts). A storefront
 * not yet listed (suppliers/storefront-listing.ts) has its pages, and they stay out of the sitemap.
 */

type Row = {
  id: string | number;
  slug: string;
  updated_at: string | Date;
  category_types?: CategoryType[] | string | null;
  has_delegations?: boolean | null;
  category_id?: string | number;
  supplier_id?: string | number | null;
  unique_page_name?: string | null;
};

/**
 * Whether supplier `s` has a delegation its merchant-delegations page shows (switched on, to a
 * confirmed merchant: `visible` in services/merchants/delegations.ts); without one the page is
 * an empty table and stays out of the sitemap.
 */
const HAS_DELEGATIONS = sql`EXISTS (SELECT 1 FROM merchant_delegations d JOIN merchants m ON m.id = d.merchant_id
  WHERE d.supplier_id = s.id AND d.is_active AND m.is_confirmed)`;

/** `q` is a listed product of the same (category, supplier) pair as `sp`. */
const SAME_PAIR = sql`q.category_id = sp.category_id AND q.supplier_id = sp.supplier_id AND q.is_active`;

/**
 * `SELECT id, slug, updated_at[, …]` of the rows one kind lists; a storefront and its pages go in
 * when `shownSupplier` holds of it (`s`).
 */
function listed(kind: SitemapKind, shownSupplier: SQL = LISTED_SUPPLIER_S): SQL {
  switch (kind) {
    case 'products':
      return sql`SELECT sp.id, sp.slug, sp.updated_at FROM supplier_products sp
        JOIN suppliers s ON s.id = sp.supplier_id
        WHERE sp.is_active AND s.is_active`;
    case 'base-products':
      return sql`SELECT id, slug, updated_at FROM base_products WHERE is_active`;
    case 'suppliers':
      return sql`SELECT s.id, s.slug, s.updated_at, s.category_types, ${HAS_DELEGATIONS} AS has_delegations
        FROM suppliers s WHERE ${shownSupplier}`;
    case 'categories':
      return sql`SELECT c.id, c.slug, c.updated_at FROM categories c JOIN (${LIVE_CATEGORY_IDS}) live ON live.id = c.id`;
    case 'category-supplier-products':
      // One row per (live category, active supplier) with listed products there, keyed by the
      // pair's first listed product; changed when any of its products last changed.
      return sql`SELECT sp.id, '' AS slug, sp.category_id, sp.supplier_id,
          (SELECT max(q.updated_at) FROM supplier_products q WHERE ${SAME_PAIR}) AS updated_at
        FROM supplier_products sp
        JOIN suppliers s ON s.id = sp.supplier_id
        JOIN (${LIVE_CATEGORY_IDS}) live ON live.id = sp.category_id
        WHERE sp.is_active AND s.is_active
          AND NOT EXISTS (SELECT 1 FROM supplier_products q WHERE ${SAME_PAIR} AND q.id < sp.id)`;
    case 'contents':
      // The title stands in for the slug (made from it in toEntry); a supplier's page goes with its storefront.
      return sql`SELECT p.id, p.title AS slug, p.updated_at, p.supplier_id, p.unique_page_name FROM pages p
        LEFT JOIN suppliers s ON s.id = p.supplier_id
        WHERE p.is_published AND p.platform IN ('all', 'web') AND (p.supplier_id IS NULL OR ${shownSupplier})`;
    case 'help':
      return sql`SELECT id, front_unique_id AS slug, updated_at FROM help_systems`;
  }
}

/** The one row of a kind whose page exists: a storefront's pages exist while it is active, listed or not. */
function existing(kind: SitemapKind, id: number): SQL {
  const active = sql`s.is_active`;
  switch (kind) {
    case 'products':
      return sql`SELECT sp.id, sp.slug, sp.updated_at FROM supplier_products sp
        JOIN suppliers s ON s.id = sp.supplier_id
        WHERE sp.id = ${id} AND sp.is_active AND s.is_active`;
    case 'base-products':
      return sql`SELECT id, slug, updated_at FROM base_products WHERE id = ${id} AND is_active`;
    case 'suppliers':
      return sql`SELECT * FROM (${listed(kind, active)}) t WHERE t.id = ${id}`;
    case 'categories':
      return liveCategoryById(id);
    case 'category-supplier-products':
    case 'contents':
    case 'help':
      return sql`SELECT * FROM (${listed(kind, active)}) t WHERE t.id = ${id}`;
  }
}

function parseTypes(value: Row['category_types']): CategoryType[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  // A driver that leaves arrays as text: `{Product,IndustrialService}`.
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean) as CategoryType[];
}

function toEntry(kind: SitemapKind, row: Row): SitemapEntry {
  return {
    id: Number(row.id),
    slug: kind === 'contents' ? slugify(row.slug) : row.slug,
    updatedAt: new Date(row.updated_at).toISOString(),
    ...(kind === 'suppliers' ? { categoryTypes: parseTypes(row.category_types), delegations: Boolean(row.has_delegations) } : {}),
    ...(kind === 'category-supplier-products' ? { categoryId: Number(row.category_id), supplierId: Number(row.supplier_id) } : {}),
    ...(kind === 'contents' ? { supplierId: row.supplier_id === null || row.supplier_id === undefined ? undefined : Number(row.supplier_id), uniquePageName: row.unique_page_name ?? null } : {}),
  };
}

/** Listed rows with `afterId < id < beforeId`, by id; `nextAfterId` continues the walk. */
export async function listSitemapEntries(db: Db, kind: SitemapKind, query: SitemapListQuery): Promise<SitemapList> {
  const before = query.beforeId === undefined ? sql`` : sql` AND t.id < ${query.beforeId}`;
  const rows = rowsOf<Row>(
    await db.execute(sql`SELECT * FROM (${listed(kind)}) t WHERE t.id > ${query.afterId}${before} ORDER BY t.id LIMIT ${query.limit + 1}`),
  );
  const items = rows.slice(0, query.limit).map((row) => toEntry(kind, row));
  return { items, nextAfterId: rows.length > query.limit ? items[items.length - 1].id : null };
}

/** The listed row with this id, or 404. */
export async function getSitemapEntry(db: Db, kind: SitemapKind, id: number): Promise<SitemapEntry> {
  const [row] = rowsOf<Row>(await db.execute(existing(kind, id)));
  if (!row) throw notFound('صفحه‌ای با این شناسه وجود ندارد');
  return toEntry(kind, row);
}

/**
 * The non-empty id ranges of `width` ids (range n holds ids n·w + 1 … (n + 1)·w), each with its
 * row count and last change: the sitemap's parts. One pass over the table, no row leaves it.
 */
export async function sitemapRanges(db: Db, kind: SitemapKind, width: number): Promise<SitemapRanges> {
  const types = kind === 'suppliers' ? sql`sum(cardinality(t.category_types))` : sql`0`;
  const delegations = kind === 'suppliers' ? sql`count(*) FILTER (WHERE t.has_delegations)` : sql`0`;
  type RangeRow = { index: string | number; count: string | number; type_count: string | number | null; delegation_count: string | number; last: string | Date };
  const rows = rowsOf<RangeRow>(
    await db.execute(sql`
      SELECT (t.id - 1) / ${width} AS index, count(*) AS count, ${types} AS type_count, ${delegations} AS delegation_count,
        max(t.updated_at) AS last
      FROM (${listed(kind)}) t GROUP BY 1 ORDER BY 1`),
  );
  return {
    width,
    ranges: rows.map((row) => {
      const index = Number(row.index);
      return {
        index,
        fromId: index * width + 1,
        toId: (index + 1) * width + 1,
        count: Number(row.count),
        typeCount: Number(row.type_count ?? 0),
        delegationCount: Number(row.delegation_count),
        lastModified: new Date(row.last).toISOString(),
      };
    }),
  };
}
