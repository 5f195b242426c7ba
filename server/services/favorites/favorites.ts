import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userFavorites, type UserFavorite } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { Page, Paging } from '../../../api/contract/paging';
import { FAVORITE_KEY, type Favorite, type FavoriteKey } from '../../../api/contract/favorites';
import type { PageKind } from '../../../api/contract/catalog-enums';
import { describeAll, objectExists, shownOf } from '../catalog/describe-objects';
import { assertUnderCap } from '../limits/user-caps';
import { pageWindow } from '../list-query';

/**
 * A user's favourites: private to their owner (another user's id answers 404), one per user and
 * object, only of objects that exist and are public, shown with what the object is now.
 */

export const FAVORITE_NOT_FOUND = 'این مورد در علاقه‌مندی‌های شما نیست';

/** Each favourite with its object's current name, picture and price (null fields when it is gone). */
async function described(db: Db, rows: UserFavorite[]): Promise<Favorite[]> {
  const found = await describeAll(db, rows);
  return rows.map((r) => ({ id: r.id, pageKind: r.pageKind, objectId: r.objectId, createdAt: r.createdAt.toISOString(), ...shownOf(found, r) }));
}

/** Keeps an object; keeping it again answers the first favourite (`created: false`). */
export async function addFavorite(db: Db, userId: number, pageKind: PageKind, objectId: number): Promise<{ favorite: Favorite; created: boolean }> {
  if (!(await objectExists(db, pageKind, objectId))) throw notFound('موردی که می‌خواهید نگه دارید وجود ندارد');
  const { row, created } = await db.transaction(async (tx) => {
    const mine = and(eq(userFavorites.userId, userId), eq(userFavorites.pageKind, pageKind), eq(userFavorites.objectId, objectId));
    const [existing] = await tx.select().from(userFavorites).where(mine);
    if (existing) return { row: existing, created: false };
    await assertUnderCap(tx, 'favorites', userId, { table: userFavorites, owner: userFavorites.userId });
    // A second tap racing the first finds the row the first made.
    const [inserted] = await tx.insert(userFavorites).values({ userId, pageKind, objectId }).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [raced] = await tx.select().from(userFavorites).where(mine);
    return { row: raced, created: false };
  });
  const [favorite] = await described(db, [row]);
  return { favorite, created };
}

export async function listFavorites(db: Db, userId: number, paging: Paging, kinds?: PageKind[]): Promise<Page<Favorite>> {
  const where = and(eq(userFavorites.userId, userId), kinds ? inArray(userFavorites.pageKind, kinds) : undefined);
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(userFavorites).where(where).orderBy(desc(userFavorites.createdAt), desc(userFavorites.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(userFavorites).where(where),
  ]);
  return { items: await described(db, rows), totalCount: Number(total), ...paging };
}

export async function favoriteOf(db: Db, userId: number, pageKind: PageKind, objectId: number): Promise<Favorite | null> {
  const [row] = await db
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.pageKind, pageKind), eq(userFavorites.objectId, objectId)));
  return row ? (await described(db, [row]))[0] : null;
}

export async function removeFavorite(db: Db, userId: number, id: number): Promise<void> {
  const [deleted] = await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.id, id), eq(userFavorites.userId, userId)))
    .returning({ id: userFavorites.id });
  if (!deleted) throw notFound(FAVORITE_NOT_FOUND);
}

/** Which of the objects named `kind:id` the user keeps: what a page of many hearts asks once. */
export async function favoritesOfObjects(db: Db, userId: number, keys: string[]): Promise<FavoriteKey[]> {
  const byKind = new Map<PageKind, number[]>();
  for (const key of keys) {
    const [, kind, id] = FAVORITE_KEY.exec(key)!;
    byKind.set(kind as PageKind, [...(byKind.get(kind as PageKind) ?? []), Number(id)]);
  }
  const rows = await db
    .select({ id: userFavorites.id, pageKind: userFavorites.pageKind, objectId: userFavorites.objectId })
    .from(userFavorites)
    .where(
      and(
        eq(userFavorites.userId, userId),
        or(...[...byKind].map(([kind, ids]) => and(eq(userFavorites.pageKind, kind), inArray(userFavorites.objectId, ids)))),
      ),
    );
  return rows as FavoriteKey[];
}
