import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories } from '../schema';
import { CATEGORY_TREE, type CategoryNode } from './category-tree';
import { CATEGORY_TYPES, type CategoryType } from '../../../api/contract/enums';
import { normalizePersian } from '../../../lib/persian/normalize';
import { slugify } from '../../../lib/slug';

/** Inserts the category tree level by level; returns the id of every code. */
export async function seedCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  type Pending = { node: CategoryNode; type: CategoryType; parentCode?: string; level: number; order: number };
  let level: Pending[] = CATEGORY_TYPES.flatMap((type) =>
    CATEGORY_TREE[type].map((node, order) => ({ node, type, level: 1, order })),
  );
  while (level.length > 0) {
    const rows = await db
      .insert(categories)
      .values(
        level.map(({ node: [code, name, children], type, parentCode, level: depth, order }) => ({
          categoryType: type,
          parentId: parentCode ? ids.get(parentCode)! : null,
          code,
          name,
          searchName: normalizePersian(name),
          slug: slugify(name),
          level: depth,
          isRoot: depth === 1,
          isLeaf: !children?.length,
          sortOrder: order,
        })),
      )
      .returning({ id: categories.id, code: categories.code });
    for (const row of rows) ids.set(row.code, row.id);
    level = level.flatMap(({ node: [code, , children], type, level: depth }) =>
      (children ?? []).map((child, order) => ({
        node: child,
        type,
        parentCode: code,
        level: depth + 1,
        order,
      })),
    );
  }
  await seedRetiredCategories(db, ids);
  await db.execute(sql`ANALYZE categories`);
  return ids;
}

/**
 * Categories taken off the market: the rows stay (old orders and reports name them) but are
 * inactive, so they have no pages and are not in the sitemap. Written after the tree, so every
 * other category keeps its id; no seeded product is filed under them.
 */
export const RETIRED_CATEGORIES: { code: string; name: string; parentCode: string }[] = [
  // Asbestos-cement sheets: banned as a building material.
  { code: 'p-asbestos-sheet', name: 'ورق آزبست سیمان', parentCode: 'p-cement' },
];

async function seedRetiredCategories(db: Db, ids: Map<string, number>): Promise<void> {
  for (const { code, name, parentCode } of RETIRED_CATEGORIES) {
    const [parent] = await db
      .select({ id: categories.id, type: categories.categoryType, level: categories.level })
      .from(categories)
      .where(eq(categories.id, ids.get(parentCode)!));
    const [{ n }] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, parent.id));
    const [row] = await db
      .insert(categories)
      .values({
        categoryType: parent.type,
        parentId: parent.id,
        code,
        name,
        searchName: normalizePersian(name),
        slug: slugify(name),
        level: parent.level + 1,
        isRoot: false,
        isLeaf: true,
        isActive: false,
        sortOrder: Number(n),
      })
      .returning({ id: categories.id });
    ids.set(code, row.id);
  }
}
