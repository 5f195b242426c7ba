import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, contentLabels, contentTypes, pageLabels, pages, suppliers, type PageRow } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import type { Page, PageInput, PageSummary } from '../../../api/contract/content';
import type { Page as ListPage, Paging } from '../../../api/contract/paging';
import { sanitizeRichText, sanitizePlainText } from '../rich-text/sanitize-rich-text';
import { assertUnderCap } from '../limits/user-caps';
import { requireOwnedSupplier } from '../supplier-desk/owned-suppliers';
import { containsNormalized } from '../list-query';
import { listPages, PAGE_NOT_FOUND, pageForPreview } from './pages';
import { searchTextOf } from './search-text';


/** The labels by title, made when new; the page's labels become exactly these. */
async function setLabels(tx: Tx, pageId: number, titles: string[]): Promise<void> {
  const clean = [...new Set(titles.map((t) => sanitizePlainText(t)).filter(Boolean))];
  await tx.delete(pageLabels).where(eq(pageLabels.pageId, pageId));
  if (!clean.length) return;
  await tx.insert(contentLabels).values(clean.map((title) => ({ title }))).onConflictDoNothing();
  const rows = await tx.select({ id: contentLabels.id }).from(contentLabels).where(inArray(contentLabels.title, clean));
  await tx.insert(pageLabels).values(rows.map((r) => ({ pageId, labelId: r.id })));
}

/** A page's fields from what its writer sent: the body sanitised, a type that exists. */
async function fields(tx: Tx, input: PageInput) {
  const body = sanitizeRichText(input.body);
  if (!body) throw new ProblemError({ status: 400, code: 'validation', detail: 'متن صفحه خالی است', errors: [{ field: 'body', message: 'متن صفحه را بنویسید' }] });
  if (input.contentTypeId) {
    const [type] = await tx.select({ id: contentTypes.id }).from(contentTypes).where(eq(contentTypes.id, input.contentTypeId));
    if (!type) throw new ProblemError({ status: 400, code: 'validation', detail: 'نوع محتوا پیدا نشد', errors: [{ field: 'contentTypeId', message: 'نوع محتوا را از فهرست برگزینید' }] });
  }
  if (input.categoryId) {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
    if (!category) throw new ProblemError({ status: 400, code: 'validation', detail: 'دسته پیدا نشد', errors: [{ field: 'categoryId', message: 'دسته را از فهرست برگزینید' }] });
  }
  const title = sanitizePlainText(input.title);
  const summary = sanitizePlainText(input.summary);
  return {
    title,
    summary,
    searchText: searchTextOf(title, summary),
    body,
    contentTypeId: input.contentTypeId ?? null,
    categoryId: input.categoryId ?? null,
    isPublished: input.isPublished,
    publishedAt: input.isPublished ? sql`coalesce(${pages.publishedAt}, now())` : pages.publishedAt,
    updatedAt: sql`now()`,
  };
}

/** A supplier's pages, drafts included, for its desk. */
export async function supplierPages(db: Db, userId: number, supplierId: number, paging: Paging, text?: string): Promise<ListPage<PageSummary>> {
  await requireOwnedSupplier(db, userId, supplierId);
  return listPages(db, [eq(pages.supplierId, supplierId), containsNormalized(pages.searchText, text)], paging);
}

/** A new page with its labels, the storefront's or (no supplier) the site's; answers its id. */
async function insertPage(tx: Tx, input: PageInput, owner: { supplierId: number | null; authorUserId: number }): Promise<number> {
  const values = await fields(tx, input);
  const [row] = await tx
    .insert(pages)
    .values({ ...values, publishedAt: input.isPublished ? new Date() : null, updatedAt: new Date(), ...owner })
    .returning({ id: pages.id });
  await setLabels(tx, row.id, input.labels);
  return row.id;
}

/** A supplier writes a content page of its storefront. */
export async function createSupplierPage(db: Db, userId: number, supplierId: number, input: PageInput): Promise<Page> {
  await requireOwnedSupplier(db, userId, supplierId);
  const id = await db.transaction(async (tx) => {
    // A supplier's pages count: the site's pages an admin writes are the site's, not a storefront's.
    await assertUnderCap(tx, 'contentPages', userId, { table: pages, owner: pages.authorUserId, where: and(eq(pages.authorUserId, userId), isNotNull(pages.supplierId)) });
    return insertPage(tx, input, { supplierId, authorUserId: userId });
  });
  return pageForPreview(db, id, async () => true);
}

/** An admin writes a page of the site's own (an article, a guide), under no supplier. */
export async function createSitePage(db: Db, userId: number, input: PageInput): Promise<Page> {
  const id = await db.transaction((tx) => insertPage(tx, input, { supplierId: null, authorUserId: userId }));
  return pageForPreview(db, id, async () => true);
}

async function ownPage(tx: Tx | Db, userId: number, supplierId: number, pageId: number): Promise<PageRow> {
  await requireOwnedSupplier(tx as Db, userId, supplierId);
  const [row] = await tx.select().from(pages).where(and(eq(pages.id, pageId), eq(pages.supplierId, supplierId)));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return row;
}

export async function updateSupplierPage(db: Db, userId: number, supplierId: number, pageId: number, input: PageInput): Promise<Page> {
  await db.transaction(async (tx) => {
    await ownPage(tx, userId, supplierId, pageId);
    await tx.update(pages).set(await fields(tx, input)).where(eq(pages.id, pageId));
    await setLabels(tx, pageId, input.labels);
  });
  return pageForPreview(db, pageId, async () => true);
}

export async function deleteSupplierPage(db: Db, userId: number, supplierId: number, pageId: number): Promise<void> {
  await ownPage(db, userId, supplierId, pageId);
  await db.delete(pages).where(eq(pages.id, pageId));
}

/** An admin deletes any page, the site's or a storefront's; answers its supplier, for the change's announcement. */
export async function deletePageAsAdmin(db: Db, pageId: number): Promise<{ supplierId: number | null }> {
  const [row] = await db.delete(pages).where(eq(pages.id, pageId)).returning({ supplierId: pages.supplierId });
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return row;
}

/** Whether a user may see a draft: an admin, or the owner of the page's supplier. */
export async function canPreview(db: Db, user: { id: number; roles: string[] }, row: PageRow): Promise<boolean> {
  if (user.roles.includes('admin')) return true;
  if (row.supplierId === null) return false;
  const [owner] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, row.supplierId), eq(suppliers.ownerUserId, user.id)));
  return Boolean(owner);
}

/** Every page for the admin desk, drafts included: the site's, articles or suppliers'. */
export function adminPages(db: Db, paging: Paging, filter: { state?: 'published' | 'draft'; kind?: 'site' | 'supplier'; text?: string }): Promise<ListPage<PageSummary>> {
  const where: (SQL | undefined)[] = [
    filter.state ? eq(pages.isPublished, filter.state === 'published') : undefined,
    filter.kind === 'supplier' ? isNotNull(pages.supplierId) : filter.kind === 'site' ? isNull(pages.supplierId) : undefined,
    containsNormalized(pages.searchText, filter.text),
  ];
  return listPages(db, where, paging);
}

/** An admin publishes or unpublishes a page; answers it with its supplier, for the change's announcement. */
export async function setPagePublished(db: Db, pageId: number, isPublished: boolean): Promise<Page> {
  const rows = await db
    .update(pages)
    .set({ isPublished, publishedAt: isPublished ? sql`coalesce(${pages.publishedAt}, now())` : pages.publishedAt, updatedAt: sql`now()` })
    .where(eq(pages.id, pageId))
    .returning({ id: pages.id });
  if (!rows.length) throw notFound(PAGE_NOT_FOUND);
  return pageForPreview(db, pageId, async () => true);
}

/** An admin edits any page. */
export async function updatePageAsAdmin(db: Db, pageId: number, input: PageInput): Promise<Page> {
  await db.transaction(async (tx) => {
    const rows = await tx.update(pages).set(await fields(tx, input)).where(eq(pages.id, pageId)).returning({ id: pages.id });
    if (!rows.length) throw notFound(PAGE_NOT_FOUND);
    await setLabels(tx, pageId, input.labels);
  });
  return pageForPreview(db, pageId, async () => true);
}
