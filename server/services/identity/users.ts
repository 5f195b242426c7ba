import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const displayName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** The account of a phone; a first login creates it as a buyer with its buyer profile. */
export async function findOrCreateUserByPhone(db: Db, phone: string): Promise<UserRow> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ phone, roles: ['buyer'] })
      .onConflictDoNothing()
      .returning();
    // Someone else's first login for the same number won the race: theirs is the account.
    if (!created) {
      const [winner] = await tx.select().from(users).where(eq(users.phone, phone));
      return winner;
    }
    await tx.insert(buyers).values({ userId: created.id }).onConflictDoNothing();
    return created;
  });
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
