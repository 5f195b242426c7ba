import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userNotes, type UserNote } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import type { Page, Paging } from '../../../api/contract/paging';
import type { Note } from '../../../api/contract/notes';
import type { PageKind } from '../../../api/contract/catalog-enums';
import { describeAll, objectExists, shownOf } from '../catalog/describe-objects';
import { assertUnderCap } from '../limits/user-caps';
import { containsText, pageWindow } from '../list-query';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

/**
 * A user's notes on catalogue objects: private to their writer (another user's note answers 404
 * and stays as it was), on objects that exist, cleaned by the allow-list sanitiser, capped per user.
 */

export const NOTE_NOT_FOUND = 'یادداشتی با این شناسه در یادداشت‌های شما نیست';

/** The text kept: sanitised; a note that sanitises to nothing is refused, as an empty one. */
function cleanBody(body: string): string {
  const clean = sanitizeRichText(body);
  if (!clean) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: [{ field: 'body', message: 'متن یادداشت را بنویسید', code: 'custom' }],
    });
  }
  return clean;
}

async function described(db: Db, rows: UserNote[]): Promise<Note[]> {
  const found = await describeAll(db, rows);
  return rows.map((r) => ({
    id: r.id,
    pageKind: r.pageKind,
    objectId: r.objectId,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...shownOf(found, r),
  }));
}

async function ownNote(db: Db, userId: number, id: number): Promise<UserNote> {
  const [row] = await db.select().from(userNotes).where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

export async function createNote(db: Db, userId: number, input: { pageKind: PageKind; objectId: number; body: string }): Promise<Note> {
  const body = cleanBody(input.body);
  if (!(await objectExists(db, input.pageKind, input.objectId))) throw notFound('موردی که برایش یادداشت می‌نویسید وجود ندارد');
  const row = await db.transaction(async (tx) => {
    await assertUnderCap(tx, 'notes', userId, { table: userNotes, owner: userNotes.userId });
    const [inserted] = await tx.insert(userNotes).values({ userId, pageKind: input.pageKind, objectId: input.objectId, body }).returning();
    return inserted;
  });
  return (await described(db, [row]))[0];
}

export async function getNote(db: Db, userId: number, id: number): Promise<Note> {
  return (await described(db, [await ownNote(db, userId, id)]))[0];
}

export async function updateNote(db: Db, userId: number, id: number, input: { body: string }): Promise<Note> {
  const body = cleanBody(input.body);
  const [row] = await db
    .update(userNotes)
    .set({ body, updatedAt: sql`now()` })
    .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return (await described(db, [row]))[0];
}

export async function deleteNote(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db.delete(userNotes).where(and(eq(userNotes.id, id), eq(userNotes.userId, userId))).returning({ id: userNotes.id });
  if (!row) throw notFound(NOTE_NOT_FOUND);
}

/** The caller's notes on one object, newest first: what the notes panel of a page shows. */
export async function notesOfObject(db: Db, userId: number, pageKind: PageKind, objectId: number): Promise<Note[]> {
  const rows = await db
    .select()
    .from(userNotes)
    .where(and(eq(userNotes.userId, userId), eq(userNotes.pageKind, pageKind), eq(userNotes.objectId, objectId)))
    .orderBy(desc(userNotes.updatedAt), desc(userNotes.id));
  return described(db, rows);
}

export type NotesQuery = Paging & { kinds?: PageKind[]; text?: string; sort: 'updated' | 'created'; direction?: 'asc' | 'desc' };

/** The caller's notes for the profile's table: by kinds, by words of the text, sorted, paged. */
export async function notesByUser(db: Db, userId: number, query: NotesQuery): Promise<Page<Note>> {
  const conditions: SQL[] = [eq(userNotes.userId, userId)];
  if (query.kinds) conditions.push(inArray(userNotes.pageKind, query.kinds));
  const text = containsText(userNotes.body, query.text);
  if (text) conditions.push(text);
  const where = and(...conditions);
  const column = query.sort === 'created' ? userNotes.createdAt : userNotes.updatedAt;
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(userNotes)
      .where(where)
      .orderBy(query.direction === 'asc' ? asc(column) : desc(column), desc(userNotes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(userNotes).where(where),
  ]);
  return { items: await described(db, rows), totalCount: Number(total), pageNumber: query.pageNumber, pageSize: query.pageSize };
}
