import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { CategoryMenuEntry } from '../../../api/contract/categories';
import type { CategoryType } from '../../../api/contract/enums';

/**
 * The mega-menu: every active category of the given types as a tree of root entries.
 * One query, assembled in memory — the whole tree is a few hundred rows at most.
 */
export async function getSiteMenu(db: Db, types: CategoryType[]): Promise<CategoryMenuEntry[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      categoryType: categories.categoryType,
      name: categories.name,
      slug: categories.slug,
      isRoot: categories.isRoot,
      isLeaf: categories.isLeaf,
      level: categories.level,
    })
    .from(categories)
    .where(and(inArray(categories.categoryType, types), eq(categories.isActive, true)))
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id));

  const byId = new Map<number, CategoryMenuEntry>();
  const roots: CategoryMenuEntry[] = [];
  for (const row of rows) {
    const entry: CategoryMenuEntry = {
      id: row.id,
      categoryType: row.categoryType,
      name: row.name,
      slug: row.slug,
      subcategories: [],
      isRoot: row.isRoot,
      isLeaf: row.isLeaf,
      level: row.level,
      readcategoryId: row.id,
    };
    byId.set(row.id, entry);
    if (row.parentId === null) roots.push(entry);
    // An inactive parent hides its whole branch: its children find no entry here.
    else byId.get(row.parentId)?.subcategories.push(entry);
  }
  // Keep the caller's order of types.
  return types.flatMap((type) => roots.filter((r) => r.categoryType === type));
}
