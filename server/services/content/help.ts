import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpSystems } from '../../db/schema';
import { notFound } from '../../http/problem';

const entry = { id: helpSystems.id, frontUniqueId: helpSystems.frontUniqueId, title: helpSystems.title, body: helpSystems.body };

/** The help of one screen (`/helpsystems/byfrontuniqueid`). */
export async function helpOf(db: Db, frontUniqueId: string) {
  const [row] = await db.select(entry).from(helpSystems).where(eq(helpSystems.frontUniqueId, frontUniqueId));
  if (!row) throw notFound('راهنمایی برای این بخش پیدا نشد');
  return row;
}

/** Every screen's id and its help's title, in the order they were written: the help index. */
export function helpTopics(db: Db) {
  return db.select({ frontUniqueId: helpSystems.frontUniqueId, title: helpSystems.title }).from(helpSystems).orderBy(asc(helpSystems.id));
}
