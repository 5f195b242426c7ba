import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageVisitCounters, pageVisits } from '../../db/schema';
import { DESCRIBE_OBJECTS, type DescribedObject } from '../catalog/describe-objects';
import type { PageKind } from '../../../api/contract/catalog-enums';
import type { LastVisit, LastVisitsQuery, VisitCount } from '../../../api/contract/page-visits';
import { readPaging, type Page } from '../../../api/contract/paging';
import { notFound } from '../../http/problem';
import { pageWindow } from '../list-query';

/** A visitor is counted once per object in this window, however often it reloads the page. */
export const VISIT_WINDOW_MINUTES = 30;

export type Visitor = { key: string; userId?: number };

/** The keys' prefixes: a signed-in user, whichever device it uses, and a browser known by its cookie alone. */
export const USER_VISITOR_PREFIX = 'u:';
export const COOKIE_VISITOR_PREFIX = 'v:';
export type UserVisitor = Required<Visitor>;
/** Typed apart, so that what only a browser's history may be moved from takes no user's. */
export type CookieVisitor = { key: `${typeof COOKIE_VISITOR_PREFIX}${string}`; userId?: undefined };
export const userVisitor = (userId: number): UserVisitor => ({ key: `${USER_VISITOR_PREFIX}${userId}`, userId });
export const cookieVisitor = (cookieId: string): CookieVisitor => ({ key: `${COOKIE_VISITOR_PREFIX}${cookieId}` });

/** A browser's visits become the user's who signs in on it: their last visits go on from them. */
export async function adoptVisits(tx: Pick<Db, 'update'>, visitor: CookieVisitor, user: UserVisitor) {
  await tx.update(pageVisits).set({ visitorKey: user.key, userId: user.userId }).where(eq(pageVisits.visitorKey, visitor.key));
}

/**
 * Counts a visit of one object unless this visitor was counted for it within the window, and
 * answers the object's total. A per-visitor-and-object lock makes two simultaneous requests of
 * the same visitor count once.
 */
export async function countVisit(
  db: Db,
  visitor: Visitor,
  pageKind: PageKind,
  objectId: number,
  { mayCount = async () => true }: { mayCount?: () => Promise<boolean> } = {},
): Promise<VisitCount> {
  const describe = DESCRIBE_OBJECTS[pageKind];
  if (describe && (await describe(db, [objectId])).length === 0) {
    throw notFound('صفحه‌ای که بازدیدش فرستاده شد وجود ندارد');
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${visitor.key}|${pageKind}|${objectId}`}))`);
    const [recent] = await tx
      .select({ id: pageVisits.id })
      .from(pageVisits)
      .where(
        and(
          eq(pageVisits.visitorKey, visitor.key),
          eq(pageVisits.pageKind, pageKind),
          eq(pageVisits.objectId, objectId),
          gt(pageVisits.visitedAt, sql`now() - make_interval(mins => ${VISIT_WINDOW_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent || !(await mayCount())) return { pageKind, objectId, visitCount: await visitCountOf(tx, pageKind, objectId), counted: false };
    await tx.insert(pageVisits).values({ pageKind, objectId, visitorKey: visitor.key, userId: visitor.userId ?? null });
    const [counter] = await tx
      .insert(pageVisitCounters)
      .values({ pageKind, objectId, count: 1 })
      .onConflictDoUpdate({
        target: [pageVisitCounters.pageKind, pageVisitCounters.objectId],
        set: { count: sql`${pageVisitCounters.count} + 1`, lastVisitedAt: sql`now()` },
      })
      .returning({ count: pageVisitCounters.count });
    return { pageKind, objectId, visitCount: Number(counter.count), counted: true };
  });
}

async function visitCountOf(db: Db | Tx, pageKind: PageKind, objectId: number): Promise<number> {
  const [counter] = await db
    .select({ count: pageVisitCounters.count })
    .from(pageVisitCounters)
    .where(and(eq(pageVisitCounters.pageKind, pageKind), eq(pageVisitCounters.objectId, objectId)));
  return counter?.count ?? 0;
}

/**
 * The visitor's visited objects, newest visit first, each object once, with its current name,
 * picture and (a supplier product's) price: read now, not when visited.
 */
export async function lastVisits(db: Db, visitorKey: string, query: LastVisitsQuery): Promise<Page<LastVisit>> {
  const paging = readPaging(query);
  const wanted = query['filter.pageKind'];
  const where = and(eq(pageVisits.visitorKey, visitorKey), wanted ? inArray(pageVisits.pageKind, wanted) : undefined);
  const { limit, offset } = pageWindow(paging);
  const latest = max(pageVisits.visitedAt);
  const objects = db
    .selectDistinct({ pageKind: pageVisits.pageKind, objectId: pageVisits.objectId })
    .from(pageVisits)
    .where(where)
    .as('objects');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ pageKind: pageVisits.pageKind, objectId: pageVisits.objectId, visitedAt: latest })
      .from(pageVisits)
      .where(where)
      .groupBy(pageVisits.pageKind, pageVisits.objectId)
      .orderBy(desc(latest), desc(pageVisits.objectId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(objects),
  ]);

  const described = new Map<string, DescribedObject>();
  const kinds = [...new Set(rows.map((r) => r.pageKind))];
  await Promise.all(
    kinds.map(async (k) => {
      const describe = DESCRIBE_OBJECTS[k];
      if (!describe) return;
      const ids = rows.filter((r) => r.pageKind === k).map((r) => r.objectId);
      for (const d of await describe(db, ids)) described.set(`${k}:${d.id}`, d);
    }),
  );
  const items = rows.map((r) => {
    const d = described.get(`${r.pageKind}:${r.objectId}`);
    return {
      pageKind: r.pageKind,
      objectId: r.objectId,
      visitedAt: new Date(r.visitedAt!).toISOString(),
      title: d?.title ?? null,
      slug: d?.slug ?? null,
      image: d?.image ?? null,
      price: d?.price ?? null,
      priceUnit: d?.priceUnit ?? null,
    };
  });
  return { items, totalCount: total, ...paging };
}
