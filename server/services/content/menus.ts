import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { websiteMenus } from '../../db/schema';
import type { MenuNode, MenuPlacement } from '../../../api/contract/content';

/** One menu of the site (header or footer) as a tree of titles and site paths. */
export async function menuTree(db: Db, placement: MenuPlacement): Promise<MenuNode[]> {
  const rows = await db
    .select({ id: websiteMenus.id, parentId: websiteMenus.parentId, title: websiteMenus.title, url: websiteMenus.url })
    .from(websiteMenus)
    .where(and(eq(websiteMenus.placement, placement), eq(websiteMenus.isActive, true)))
    .orderBy(asc(websiteMenus.sortOrder), asc(websiteMenus.id));
  const build = (parentId: number | null): MenuNode[] =>
    rows.filter((r) => r.parentId === parentId).map((r) => ({ id: r.id, title: r.title, url: r.url, children: build(r.id) }));
  return build(null);
}
