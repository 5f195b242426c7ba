import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, contentLabels, contentTypes, pageComments, pageLabels, pageLikes, pages, pageVisitCounters, suppliers, type PageRow } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { Page, PageSummary } from '../../../api/contract/content';
import type { Page as ListPage, Paging } from '../../../api/contract/paging';
import { slugify } from '../../../lib/slug';
import { containsNormalized, pageWindow, rowsOf } from '../list-query';
import type { CookieVisitor, UserVisitor } from '../page-visits/page-visits';
import { contentTypeSubtree } from './content-types';
import { LISTED_SUPPLIER_S } from '../suppliers/storefront-listing';

export const PAGE_NOT_FOUND = 'صفحهٔ محتوایی با این نشانی پیدا نشد';

export type Platform = 'web' | 'app';

/** The page has no storefront, or its storefront (`s`) is `shown`. */
const storefrontShown = (shown: SQL): SQL =>
  sql`(${pages.supplierId} IS NULL OR EXISTS (SELECT 1 FROM ${suppliers} s WHERE s.id = ${pages.supplierId} AND ${shown}))`;

/** Published, for this platform (or all), and not hidden with its storefront: a page that exists. */
export const publicPage = (platform: Platform): SQL =>
  and(eq(pages.isPublished, true), inArray(pages.platform, ['all', platform]), storefrontShown(sql`s.is_active`))!;

/**
 * A public page that lists and search show: one of a storefront not yet listed is there for its
 * own storefront's list and by its address only (suppliers/storefront-listing.ts).
 */
const listedPage = (platform: Platform): SQL =>
  and(eq(pages.isPublished, true), inArray(pages.platform, ['all', platform]), storefrontShown(LISTED_SUPPLIER_S))!;

/** Pages with their type, supplier, category, labels and visit count, as lists and pages show them. */
async function present(db: Db, rows: PageRow[]): Promise<PageSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const typeIds = [...new Set(rows.map((r) => r.contentTypeId).filter((v): v is number => v !== null))];
  const supplierIds = [...new Set(rows.map((r) => r.supplierId).filter((v): v is number => v !== null))];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((v): v is number => v !== null))];
  const [types, owners, cats, labels, visits] = await Promise.all([
    typeIds.length ? db.select({ id: contentTypes.id, name: contentTypes.name }).from(contentTypes).where(inArray(contentTypes.id, typeIds)) : [],
    supplierIds.length ? db.select({ id: suppliers.id, name: suppliers.name, isListed: suppliers.isListed }).from(suppliers).where(inArray(suppliers.id, supplierIds)) : [],
    categoryIds.length
      ? db.select({ id: categories.id, name: categories.name, categoryType: categories.categoryType }).from(categories).where(inArray(categories.id, categoryIds))
      : [],
    db
      .select({ pageId: pageLabels.pageId, id: contentLabels.id, title: contentLabels.title })
      .from(pageLabels)
      .innerJoin(contentLabels, eq(contentLabels.id, pageLabels.labelId))
      .where(inArray(pageLabels.pageId, ids))
      .orderBy(contentLabels.title),
    db
      .select({ id: pageVisitCounters.objectId, count: pageVisitCounters.count })
      .from(pageVisitCounters)
      .where(and(eq(pageVisitCounters.pageKind, 'page'), inArray(pageVisitCounters.objectId, ids))),
  ]);
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const typeMap = byId(types);
  const ownerMap = byId(owners);
  const catMap = byId(cats);
  const visitMap = new Map(visits.map((v) => [v.id, v.count]));
  return rows.map((r) => ({
    id: r.id,
    uniquePageName: r.uniquePageName,
    title: r.title,
    slug: slugify(r.title),
    summary: r.summary,
    image: r.image,
    contentType: r.contentTypeId !== null ? (typeMap.get(r.contentTypeId) ?? null) : null,
    supplier: r.supplierId !== null ? (ownerMap.get(r.supplierId) ?? null) : null,
    category: r.categoryId !== null ? (catMap.get(r.categoryId) ?? null) : null,
    labels: labels.filter((l) => l.pageId === r.id).map(({ id, title }) => ({ id, title })),
    likeCount: r.likeCount,
    visitCount: visitMap.get(r.id) ?? 0,
    isPublished: r.isPublished,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One page of pages matching `where`, newest first. */
export async function listPages(db: Db, where: (SQL | undefined)[], paging: Paging): Promise<ListPage<PageSummary>> {
  const { limit, offset } = pageWindow(paging);
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(pages).where(condition).orderBy(desc(pages.publishedAt), desc(pages.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(pages).where(condition),
  ]);
  return { items: await present(db, rows), totalCount: total, ...paging };
}

/** The public site's pages: articles (not the site's own named pages), by supplier, category or words. */
export function publicPages(
  db: Db,
  query: { platform: Platform; supplierId?: number; categoryId?: number; text?: string },
  paging: Paging,
): Promise<ListPage<PageSummary>> {
  return listPages(
    db,
    [
      query.supplierId ? publicPage(query.platform) : listedPage(query.platform),
      isNull(pages.uniquePageName),
      query.supplierId ? eq(pages.supplierId, query.supplierId) : undefined,
      query.categoryId ? eq(pages.categoryId, query.categoryId) : undefined,
      containsNormalized(pages.searchText, query.text),
    ],
    paging,
  );
}

/** Pages filed under a content type or any type beneath it. */
export async function pagesByContentType(db: Db, contentTypeId: number, platform: Platform, paging: Paging): Promise<ListPage<PageSummary>> {
  const ids = await contentTypeSubtree(db, contentTypeId);
  return listPages(db, [listedPage(platform), inArray(pages.contentTypeId, ids)], paging);
}

export async function pagesByLabel(db: Db, title: string, platform: Platform, paging: Paging): Promise<ListPage<PageSummary>> {
  const [label] = await db.select({ id: contentLabels.id }).from(contentLabels).where(eq(contentLabels.title, title.trim()));
  if (!label) throw notFound('برچسبی با این عنوان پیدا نشد');
  const tagged = db.select({ id: pageLabels.pageId }).from(pageLabels).where(eq(pageLabels.labelId, label.id));
  return listPages(db, [listedPage(platform), inArray(pages.id, tagged)], paging);
}

/** Whether a supplier has any published page (`/pages/merchant-has-content`): its storefront links its content list. */
export async function supplierHasContent(db: Db, supplierId: number, platform: Platform): Promise<boolean> {
  const [row] = await db.select({ id: pages.id }).from(pages).where(and(publicPage(platform), eq(pages.supplierId, supplierId))).limit(1);
  return Boolean(row);
}

async function full(db: Db, row: PageRow, likerKey: string | undefined): Promise<Page> {
  const [[summary], [{ comments }], liked] = await Promise.all([
    present(db, [row]),
    db
      .select({ comments: count() })
      .from(pageComments)
      .where(and(eq(pageComments.pageId, row.id), eq(pageComments.state, 'approved'))),
    likerKey
      ? db.select({ key: pageLikes.likerKey }).from(pageLikes).where(and(eq(pageLikes.pageId, row.id), eq(pageLikes.likerKey, likerKey)))
      : [],
  ]);
  return { ...summary, body: row.body, commentCount: comments, likedByMe: liked.length > 0 };
}

/** A published page by id (`/pages/{id}/by-platform`). */
export async function publishedPage(db: Db, id: number, platform: Platform, likerKey?: string): Promise<Page> {
  const [row] = await db.select().from(pages).where(and(eq(pages.id, id), publicPage(platform)));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return full(db, row, likerKey);
}

/** One of the site's named pages (`/page/about`). */
export async function pageByUniqueName(db: Db, name: string, platform: Platform, likerKey?: string): Promise<Page> {
  const [row] = await db.select().from(pages).where(and(eq(pages.uniquePageName, name), publicPage(platform)));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return full(db, row, likerKey);
}

/** Any page, draft or not, for someone allowed to see it before it is published. */
export async function pageForPreview(db: Db, id: number, allowed: (row: PageRow) => Promise<boolean>): Promise<Page> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row || !(await allowed(row))) throw notFound(PAGE_NOT_FOUND);
  return full(db, row, undefined);
}

/**
 * A like, once per liker (`u:<user>` or `v:<visitor cookie>`): a second one changes nothing.
 * Answers the page's count and that the liker likes it.
 */
export async function likePage(db: Db, id: number, likerKey: string): Promise<{ liked: true; likeCount: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.id, id), eq(pages.isPublished, true)));
    if (!row) throw notFound(PAGE_NOT_FOUND);
    const added = await tx.insert(pageLikes).values({ pageId: id, likerKey }).onConflictDoNothing().returning({ key: pageLikes.likerKey });
    const [page] = added.length
      ? await tx.update(pages).set({ likeCount: sql`${pages.likeCount} + 1` }).where(eq(pages.id, id)).returning({ likeCount: pages.likeCount })
      : await tx.select({ likeCount: pages.likeCount }).from(pages).where(eq(pages.id, id));
    return { liked: true as const, likeCount: page.likeCount };
  });
}

/**
 * A browser's likes become the user's who signs in on it. A page liked both ways was liked twice by
 * one person: the browser's like goes, and one from the page's count with it. The browser's likes
 * are taken out and put back as the user's; one the user already has, even from another device a
 * moment before, is not put back (`ON CONFLICT` waits for that like and then skips it). Answers the
 * pages whose count fell, for their cached copies to be dropped.
 */
export async function adoptLikes(tx: Pick<Db, 'execute'>, visitor: CookieVisitor, user: UserVisitor): Promise<number[]> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      WITH taken AS (
        DELETE FROM page_likes WHERE liker_key = ${visitor.key} RETURNING page_id, created_at
      ), kept AS (
        INSERT INTO page_likes (page_id, liker_key, created_at) SELECT page_id, ${user.key}, created_at FROM taken
        ON CONFLICT (page_id, liker_key) DO NOTHING RETURNING page_id
      )
      UPDATE pages p SET like_count = p.like_count - 1 FROM taken t
      WHERE p.id = t.page_id AND t.page_id NOT IN (SELECT page_id FROM kept) RETURNING p.id`),
  );
  return rows.map((row) => Number(row.id));
}

/** The newest published pages of every kind, for the sitemap and the showcase. */
export async function recentPublicPages(db: Db, limit: number): Promise<PageSummary[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(listedPage('web'))
    .orderBy(desc(pages.publishedAt))
    .limit(limit);
  return present(db, rows);
}
