import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbacks } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { Page, Paging } from '../../../api/contract/paging';
import { sanitizePlainText } from '../rich-text/sanitize-rich-text';
import { keptPlainText } from '../rich-text/kept-plain-text';
import { FieldErrors } from '../supplier-desk/field-errors';
import { FEEDBACK_MIN } from '../../../api/contract/content';
import { pageWindow } from '../list-query';

type FeedbackInput = { name: string; contact?: string | null; subject: string; body: string };

const present = (r: typeof feedbacks.$inferSelect) => ({
  id: r.id,
  name: r.name,
  contact: r.contact,
  subject: r.subject,
  body: r.body,
  userId: r.userId,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** What a visitor or user wrote at `/feedback`, kept as plain text for the admins' inbox. */
export async function submitFeedback(db: Db, userId: number | null, input: FeedbackInput) {
  const errors = new FieldErrors();
  const name = keptPlainText(input.name, 'name', FEEDBACK_MIN.name, errors);
  const subject = keptPlainText(input.subject, 'subject', FEEDBACK_MIN.subject, errors);
  const body = keptPlainText(input.body, 'body', FEEDBACK_MIN.body, errors);
  errors.throwIfAny();
  const [row] = await db
    .insert(feedbacks)
    .values({
      userId,
      name,
      contact: input.contact ? sanitizePlainText(input.contact) || null : null,
      subject,
      body,
    })
    .returning();
  return present(row);
}

/** The admins' inbox, newest first; `unread` only those nobody opened. */
export async function feedbackInbox(db: Db, paging: Paging, unread: boolean): Promise<Page<ReturnType<typeof present>>> {
  const { limit, offset } = pageWindow(paging);
  const where = unread ? isNull(feedbacks.readAt) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(feedbacks).where(where),
  ]);
  return { items: rows.map(present), totalCount: total, ...paging };
}

export async function markFeedbackRead(db: Db, id: number) {
  const [row] = await db.update(feedbacks).set({ readAt: sql`coalesce(${feedbacks.readAt}, now())` }).where(eq(feedbacks.id, id)).returning();
  if (!row) throw notFound('پیامی با این شناسه پیدا نشد');
  return present(row);
}
