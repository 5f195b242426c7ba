import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageCommentLikes, pageComments, pages, users } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import type { Comment, CommentNode, CommentState } from '../../../api/contract/content';
import type { Page as ListPage, Paging } from '../../../api/contract/paging';
import { sanitizePlainText } from '../rich-text/sanitize-rich-text';
import { assertUnderCap } from '../limits/user-caps';
import { pageWindow } from '../list-query';
import { PAGE_NOT_FOUND } from './pages';

const COMMENT_NOT_FOUND = 'دیدگاهی با این شناسه پیدا نشد';

/** How a commenter is named to readers: first name and the initial of the last, never a phone. */
const authorName = (first: string | null, last: string | null) =>
  [first, last ? `${[...last][0]}.` : null].filter(Boolean).join(' ') || 'کاربر بازارگاه';

/**
 * A signed-in user's comment on a published page, or a reply to an approved comment of it. It
 * waits for an admin's approval before anyone else sees it. Plain text: tags are dropped.
 */
export async function postComment(db: Db, userId: number, input: { pageId: number; parentId?: number | null; body: string }): Promise<Comment> {
  const body = sanitizePlainText(input.body);
  if (body.length < 2) {
    throw new ProblemError({ status: 400, code: 'validation', detail: 'متن دیدگاه خالی است', errors: [{ field: 'body', message: 'متن دیدگاه را بنویسید' }] });
  }
  const id = await db.transaction(async (tx) => {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.id, input.pageId), eq(pages.isPublished, true)));
    if (!page) throw notFound(PAGE_NOT_FOUND);
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: pageComments.id })
        .from(pageComments)
        .where(and(eq(pageComments.id, input.parentId), eq(pageComments.pageId, input.pageId), eq(pageComments.state, 'approved')));
      if (!parent) throw notFound('دیدگاهی که به آن پاسخ می‌دهید پیدا نشد');
    }
    await assertUnderCap(tx, 'pendingComments', userId, {
      table: pageComments,
      owner: pageComments.userId,
      where: and(eq(pageComments.userId, userId), eq(pageComments.state, 'pending')),
    });
    const [row] = await tx
      .insert(pageComments)
      .values({ pageId: input.pageId, parentId: input.parentId ?? null, userId, body })
      .returning({ id: pageComments.id });
    return row.id;
  });
  return (await commentsWhere(db, [eq(pageComments.id, id)], { pageNumber: 1, pageSize: 1 })).items[0];
}

/** The approved comments of a published page as a tree, oldest first; replies under their parents. */
export async function activeCommentTree(db: Db, pageId: number): Promise<CommentNode[]> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.id, pageId), eq(pages.isPublished, true)));
  if (!page) throw notFound(PAGE_NOT_FOUND);
  const rows = await db
    .select({
      id: pageComments.id,
      parentId: pageComments.parentId,
      body: pageComments.body,
      likeCount: pageComments.likeCount,
      createdAt: pageComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(pageComments)
    .innerJoin(users, eq(users.id, pageComments.userId))
    .where(and(eq(pageComments.pageId, pageId), eq(pageComments.state, 'approved')))
    .orderBy(asc(pageComments.createdAt), asc(pageComments.id));
  const nodes = new Map<number, CommentNode>(
    rows.map((r) => [
      r.id,
      { id: r.id, parentId: r.parentId, author: authorName(r.firstName, r.lastName), body: r.body, likeCount: r.likeCount, createdAt: r.createdAt.toISOString(), replies: [] },
    ]),
  );
  const roots: CommentNode[] = [];
  // A reply whose parent is not shown (rejected later) is not shown either.
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.replies.push(node);
  }
  return roots;
}

/** A like of an approved comment, once per liker. */
export async function likeComment(db: Db, id: number, likerKey: string): Promise<{ liked: true; likeCount: number; pageId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: pageComments.id, pageId: pageComments.pageId }).from(pageComments).where(and(eq(pageComments.id, id), eq(pageComments.state, 'approved')));
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    const added = await tx.insert(pageCommentLikes).values({ commentId: id, likerKey }).onConflictDoNothing().returning({ key: pageCommentLikes.likerKey });
    const [comment] = added.length
      ? await tx.update(pageComments).set({ likeCount: sql`${pageComments.likeCount} + 1` }).where(eq(pageComments.id, id)).returning({ likeCount: pageComments.likeCount })
      : await tx.select({ likeCount: pageComments.likeCount }).from(pageComments).where(eq(pageComments.id, id));
    return { liked: true as const, likeCount: comment.likeCount, pageId: row.pageId };
  });
}

async function commentsWhere(db: Db, where: ReturnType<typeof eq>[], paging: Paging): Promise<ListPage<Comment>> {
  const { limit, offset } = pageWindow(paging);
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: pageComments, pageTitle: pages.title, firstName: users.firstName, lastName: users.lastName })
      .from(pageComments)
      .innerJoin(pages, eq(pages.id, pageComments.pageId))
      .innerJoin(users, eq(users.id, pageComments.userId))
      .where(condition)
      .orderBy(desc(pageComments.createdAt), desc(pageComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pageComments).where(condition),
  ]);
  return {
    items: rows.map(({ c, pageTitle, firstName, lastName }) => ({
      id: c.id,
      pageId: c.pageId,
      pageTitle,
      parentId: c.parentId,
      author: authorName(firstName, lastName),
      body: c.body,
      state: c.state,
      likeCount: c.likeCount,
      createdAt: c.createdAt.toISOString(),
    })),
    totalCount: total,
    ...paging,
  };
}

/** The caller's own comments with their states (`/profile/comments`). */
export const myComments = (db: Db, userId: number, paging: Paging) => commentsWhere(db, [eq(pageComments.userId, userId)], paging);

/** Comments in one state for the admin desk, newest first. */
export const commentsInState = (db: Db, state: CommentState, paging: Paging) => commentsWhere(db, [eq(pageComments.state, state)], paging);

/** An admin approves or rejects comments, many at once; answers the pages whose trees changed. */
export async function moderateComments(db: Db, adminId: number, ids: number[], state: 'approved' | 'rejected'): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(pageComments)
      .set({ state, moderatedBy: adminId, moderatedAt: sql`now()` })
      .where(inArray(pageComments.id, ids))
      .returning({ pageId: pageComments.pageId });
    // All or nothing: one unknown id changes none.
    if (rows.length !== new Set(ids).size) throw notFound(COMMENT_NOT_FOUND);
    return [...new Set(rows.map((r) => r.pageId))];
  });
}
