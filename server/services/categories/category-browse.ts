import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { CategoryListQuery, CategorySummary } from '../../../api/contract/categories-extra';
import type { CategoryType } from '../../../api/contract/enums';
import { readPaging, type Page } from '../../../api/contract/paging';
import { notFound } from '../../http/problem';
import { containsNormalized, pageWindow, rowsOf } from '../list-query';

const summaryColumns = {
  id: categories.id,
  categoryType: categories.categoryType,
  parentId: categories.parentId,
  name: categories.name,
  slug: categories.slug,
  level: categories.level,
  isRoot: categories.isRoot,
  isLeaf: categories.isLeaf,
  sortOrder: categories.sortOrder,
};

export const CATEGORY_NOT_FOUND = 'دسته‌بندی با این شناسه وجود ندارد';

/** Fails with 404 unless the category exists (active or not). */
export async function requireCategory(db: Db, id: number): Promise<CategorySummary & { isActive: boolean }> {
  const [row] = await db
    .select({ ...summaryColumns, isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export async function listTopLevels(db: Db, type?: CategoryType): Promise<CategorySummary[]> {
  return db
    .select(summaryColumns)
    .from(categories)
    .where(and(eq(categories.isRoot, true), eq(categories.isActive, true), type ? eq(categories.categoryType, type) : undefined))
    .orderBy(asc(categories.categoryType), asc(categories.sortOrder), asc(categories.id));
}

export async function listChildren(db: Db, id: number): Promise<CategorySummary[]> {
  await requireCategory(db, id);
  return db
    .select(summaryColumns)
    .from(categories)
    .where(and(eq(categories.parentId, id), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

const SORT_COLUMNS = {
  sortOrder: categories.sortOrder,
  // The normalised name sorts the same whichever keyboard typed the name.
  name: categories.searchName,
  level: categories.level,
  id: categories.id,
} as const;

/** The paged, filtered list of active categories behind `GET /categories`. */
export async function listCategories(db: Db, query: CategoryListQuery): Promise<Page<CategorySummary>> {
  const paging = readPaging(query);
  const where: (SQL | undefined)[] = [
    eq(categories.isActive, true),
    query['filter.categoryType'] ? eq(categories.categoryType, query['filter.categoryType']) : undefined,
    query['filter.parentId'] !== undefined ? eq(categories.parentId, query['filter.parentId']) : undefined,
    query['filter.isRoot'] !== undefined ? eq(categories.isRoot, query['filter.isRoot']) : undefined,
    query['filter.isLeaf'] !== undefined ? eq(categories.isLeaf, query['filter.isLeaf']) : undefined,
    containsNormalized(categories.searchName, query['filter.name']),
  ];
  const condition = and(...where);
  const direction = query['sorting.direction'] === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(paging);
  const [[{ total }], items] = await Promise.all([
    db.select({ total: count() }).from(categories).where(condition),
    db
      .select(summaryColumns)
      .from(categories)
      .where(condition)
      .orderBy(direction(SORT_COLUMNS[query['sorting.field']]), asc(categories.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { items, totalCount: total, ...paging };
}

export type AncestorRow = CategorySummary & { isActive: boolean };

/**
 * The category `categoryId` names and its ancestors as one JSON array, root first, each a
 * `CategorySummary` with `isActive`. An expression, so a larger statement can carry the path
 * along (a product's detail reads it in the same round trip); `categoryId` may be a column of it.
 */
export const ancestryJson = (categoryId: SQL | number): SQL => sql`(
  SELECT coalesce(json_agg(json_build_object(
      'id', c.id, 'categoryType', c.category_type, 'parentId', c.parent_id, 'name', c.name,
      'slug', c.slug, 'level', c.level, 'isRoot', c.is_root, 'isLeaf', c.is_leaf,
      'sortOrder', c.sort_order, 'isActive', c.is_active) ORDER BY up.depth DESC), '[]'::json)
  FROM (
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM categories WHERE id = ${categoryId}
      UNION ALL
      SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
      WHERE up.depth < 32
    ) SELECT id, depth FROM up
  ) up JOIN categories c ON c.id = up.id)`;

/** The category and its ancestors, root first. */
async function ancestry(db: Db, id: number): Promise<AncestorRow[]> {
  const [row] = rowsOf<{ chain: AncestorRow[] }>(await db.execute(sql`SELECT ${ancestryJson(id)} AS chain`));
  return row.chain;
}

/*
 * The public rule of a category, kept here and nowhere else: a category is live while it and
 * every ancestor are active (an inactive parent hides its whole branch). Only a live category has
 * pages — its page, properties, products and suppliers listings and the category × supplier
 * listings answer 404 otherwise — and only live categories are in the sitemap. The pages read
 * the breadcrumb ({@link getBreadcrumb}), the proxy reads the sitemap entry
 * ({@link liveCategoryById}), the sitemap lists {@link LIVE_CATEGORY_IDS}.
 */

/** The ids of every live category: walked down from the active roots through active children. */
export const LIVE_CATEGORY_IDS: SQL = sql`WITH RECURSIVE live AS (
    SELECT id FROM categories WHERE parent_id IS NULL AND is_active
    UNION ALL
    SELECT c.id FROM categories c JOIN live ON c.parent_id = live.id WHERE c.is_active
  ) SELECT id FROM live`;

/** `SELECT id, slug, updated_at` of the category with this id when it is live; no row otherwise. */
export const liveCategoryById = (id: number): SQL => sql`WITH RECURSIVE up AS (
    SELECT id, parent_id, is_active, 0 AS depth FROM categories WHERE id = ${id}
    UNION ALL
    SELECT c.id, c.parent_id, c.is_active, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
    WHERE up.depth < 32
  )
  SELECT c.id, c.slug, c.updated_at FROM categories c
  WHERE c.id = ${id} AND NOT EXISTS (SELECT 1 FROM up WHERE NOT up.is_active)`;

const isLive = (chain: AncestorRow[]) => chain.length > 0 && chain.every((c) => c.isActive);
const summaries = (chain: AncestorRow[]): CategorySummary[] => chain.map(({ isActive: _, ...summary }) => summary);

/** The path from the root to a live category (what its pages show); 404 for any other. */
export async function getBreadcrumb(db: Db, id: number): Promise<CategorySummary[]> {
  const chain = await ancestry(db, id);
  if (!isLive(chain)) throw notFound(CATEGORY_NOT_FOUND);
  return summaries(chain);
}

/**
 * The live part of a row's category path, root first: the whole path while the category is live,
 * else the live ancestors above the first inactive one (so no link leads to a 404).
 */
export async function livePathOf(db: Db, id: number): Promise<CategorySummary[]> {
  return livePart(await ancestry(db, id));
}

/** What `livePathOf` answers, from a chain already read (`ancestryJson`). */
export function livePart(chain: AncestorRow[]): CategorySummary[] {
  const firstHidden = chain.findIndex((c) => !c.isActive);
  return summaries(firstHidden === -1 ? chain : chain.slice(0, firstHidden));
}

/** Active only when the category and every ancestor are: an inactive parent hides its branch. */
export async function isCategoryActive(db: Db, id: number): Promise<{ id: number; isActive: boolean }> {
  const chain = await ancestry(db, id);
  if (chain.length === 0) throw notFound(CATEGORY_NOT_FOUND);
  return { id, isActive: isLive(chain) };
}

/** The ids of the category's ancestors and itself, root first; 404 when it does not exist. */
export async function lineageIds(db: Db, id: number): Promise<number[]> {
  const chain = await ancestry(db, id);
  if (chain.length === 0) throw notFound(CATEGORY_NOT_FOUND);
  return chain.map((c) => c.id);
}

/** The ids of the category and every category under it (for counts and supplier lists). */
export async function subtreeIds(db: Db, id: number): Promise<number[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE down AS (
      SELECT id FROM categories WHERE id = ${id}
      UNION
      SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
    )
    SELECT id FROM down`);
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}
