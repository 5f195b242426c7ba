import { sql } from 'drizzle-orm';
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
  await db.execute(sql`ANALYZE categories`);
  return ids;
}
