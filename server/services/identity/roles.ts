import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Role } from '../../../api/contract/enums';


/** Adds a role once; the user's next token carries it, the API honours it at once. */
export async function grantRole(db: Db | Tx, userId: number, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role}::text)`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`NOT (${role}::text = ANY(${users.roles}))`));
}
