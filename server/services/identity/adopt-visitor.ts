import type { Db } from '../../db/client';
import { adoptConversations } from '../ai/conversations';
import { adoptVisits, userVisitor, type CookieVisitor } from '../page-visits/page-visits';

/**
 * What a browser did before signing in (its assistant conversations, its last visits) becomes the
 * user's who signs in on it, in one transaction. The browser is the visitor cookie's, which the
 * login then forgets (connect.routes.ts): what is asked after signing out is a new visitor's.
 */
export async function adoptVisitorHistory(db: Db, visitor: CookieVisitor, userId: number): Promise<void> {
  const user = userVisitor(userId);
  await db.transaction(async (tx) => {
    await adoptConversations(tx, visitor, user);
    await adoptVisits(tx, visitor, user);
  });
}
