import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { suppliers } from '../../db/schema';

/**
 * A storefront visitors can find: active and listed. Lists, search, suggestions and the sitemap
 * ask this; the storefront's own page is served either way (its owner shares the link) and asks
 * crawlers not to index it while unlisted.
 */
export function supplierIsListed(): SQL {
  return and(eq(suppliers.isActive, true), eq(suppliers.isListed, true))!;
}

/** `supplierIsListed` for raw SQL over `suppliers` under the alias `s`. */
export const LISTED_SUPPLIER_S = sql`s.is_active AND s.is_listed`;

/**
 * Lists a storefront opened unlisted once it publishes a product: a name with something behind it.
 * For good: unpublishing later does not take it out of lists again, or a supplier changing its
 * catalogue would come and go from search. True when this call listed it (a supplier change to
 * announce after the commit).
 */
export async function listOnPublishedProduct(db: Db | Tx, supplierId: number): Promise<boolean> {
  const listed = await db
    .update(suppliers)
    .set({ isListed: true, updatedAt: sql`now()` })
    .where(and(eq(suppliers.id, supplierId), not(suppliers.isListed)))
    .returning({ id: suppliers.id });
  return listed.length > 0;
}
