import type { Db } from '../../db/client';
import { retryOnTransientConflict } from '../../db/conflict-retry';
import { publishDataChanged } from '../../events/data-changed';
import { adoptConversations } from '../ai/conversations';
import { adoptLikes } from '../content/pages';
import { adoptVisits, userVisitor, type CookieVisitor } from '../page-visits/page-visits';

/**
 * What a browser did before signing in (its assistant conversations, its last visits, its page
 * likes) becomes the user's who signs in on it, in one transaction. The browser is the visitor
 * cookie's, which the login then forgets (connect.routes.ts): what is asked after signing out is a
 * new visitor's. Two logins moving likes of the same pages can deadlock over the pages' counts
 * (each locks them in the order its likes are read): PostgreSQL then ends one of them, and that
 * one runs again. Should it still fail, nothing moves and the cookie stays for the next login.
 */
export async function adoptVisitorHistory(db: Db, visitor: CookieVisitor, userId: number): Promise<void> {
  const user = userVisitor(userId);
  const recounted = await retryOnTransientConflict(() =>
    db.transaction(async (tx) => {
      await adoptConversations(tx, visitor, user);
      await adoptVisits(tx, visitor, user);
      return adoptLikes(tx, visitor, user);
    }),
  );
  for (const id of recounted) publishDataChanged({ entity: 'page', id });
}
