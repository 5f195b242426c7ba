import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, type AnnouncementRow } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { Announcement } from '../../../api/contract/content';
import { sanitizePlainText } from '../rich-text/sanitize-rich-text';

type AnnouncementInput = { text: string; linkUrl?: string | null; linkText?: string | null; startsAt: string; endsAt: string };

const present = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  text: r.text,
  linkUrl: r.linkUrl,
  linkText: r.linkText,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
});

/** The notices showing now, newest first (`/announcements`). */
export async function currentAnnouncements(db: Db, now = new Date()): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(lte(announcements.startsAt, now), gt(announcements.endsAt, now)))
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(5);
  return rows.map(present);
}

/** Every notice, past, present and future, for the admin desk. */
export async function allAnnouncements(db: Db): Promise<Announcement[]> {
  return (await db.select().from(announcements).orderBy(desc(announcements.startsAt), desc(announcements.id)).limit(200)).map(present);
}

const values = (input: AnnouncementInput) => ({
  text: sanitizePlainText(input.text),
  linkUrl: input.linkUrl || null,
  linkText: input.linkText ? sanitizePlainText(input.linkText) : null,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

export async function createAnnouncement(db: Db, adminId: number, input: AnnouncementInput): Promise<Announcement> {
  const [row] = await db.insert(announcements).values({ ...values(input), createdBy: adminId }).returning();
  return present(row);
}

export async function updateAnnouncement(db: Db, id: number, input: AnnouncementInput): Promise<Announcement> {
  const [row] = await db.update(announcements).set(values(input)).where(eq(announcements.id, id)).returning();
  if (!row) throw notFound('اطلاعیه‌ای با این شناسه پیدا نشد');
  return present(row);
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  const rows = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!rows.length) throw notFound('اطلاعیه‌ای با این شناسه پیدا نشد');
}
