import type { Db } from '../../db/client';
import { publishDataChanged } from '../../events/data-changed';
import { adoptConversations } from '../ai/conversations';
import { adoptLikes } from '../content/pages';
import { adoptVisits, userVisitor, type CookieVisitor } from '../page-visits/page-visits';

/**
 * What a browser did before signing in (its assistant conversations, its last visits, its page
 * likes) becomes the user's who signs in on it, in one transaction. The browser is the visitor
 * cookie's, which the login then forgets (connect.routes.ts): what is asked after signing out is a
 * new visitor's. Should the transaction fail (a deadlock with another login over the same pages'
 * counts, say), nothing moves and the cookie stays for the next login.
 */
export async function adoptVisitorHistory(db: Db, visitor: CookieVisitor, userId: number): Promise<void> {
  const user = userVisitor(userId);
  const recounted = await db.transaction(async (tx) => {
    await adoptConversations(tx, visitor, user);
    await adoptVisits(tx, visitor, user);
    return adoptLikes(tx, visitor, user);
  });
  for (const id of recounted) publishDataChanged({ entity: 'page', id });
}
