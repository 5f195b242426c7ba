import type { Db } from '../../db/client';
import { adoptConversations } from '../ai/conversations';
import { adoptVisits, userVisitor, type Visitor } from '../page-visits/page-visits';

/**
 * What a browser did before signing in (its assistant conversations, its last visits) becomes the
 * user's who signs in on it, in one transaction. The browser is the visitor cookie's; anyone who
 * signs in on it gets it, as a shared computer's cart goes to whoever signs in. Answers how many
 * of each were moved.
 */
export async function adoptVisitorHistory(db: Db, visitor: Visitor, userId: number) {
  const user = userVisitor(userId);
  return db.transaction(async (tx) => ({
    conversations: await adoptConversations(tx, visitor, user),
    visits: await adoptVisits(tx, visitor, user),
  }));
}
