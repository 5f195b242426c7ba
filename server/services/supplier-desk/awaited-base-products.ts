import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { baseProducts, supplierProducts } from '../../db/schema';
import type { EntityChange } from '../../events/data-changed';
import { normalizePersian } from '../../../lib/persian/normalize';
import { slugify } from '../../../lib/slug';

/**
 * A base product a supplier names in the product form. Made for a published product, it is public
 * at once; made for a draft, it waits: a base product is a public page, indexed and suggested, and
 * a name typed into a draft (or a page name made only to be indexed) is not yet something offered.
 * One of the same name in the category, public or waiting, is that one: the picker does not show
 * the waiting ones, and two drafts naming one thing would otherwise make two pages of it.
 */
export async function makeBaseProduct(tx: Tx, categoryId: number, name: string, published: boolean) {
  const [same] = await tx
    .select({ id: baseProducts.id, name: baseProducts.name })
    .from(baseProducts)
    .where(
      and(
        eq(baseProducts.categoryId, categoryId),
        eq(baseProducts.searchName, normalizePersian(name)),
        or(eq(baseProducts.isActive, true), eq(baseProducts.awaitingOffer, true)),
      ),
    )
    .orderBy(baseProducts.id)
    .limit(1)
    // Held to the commit, as a chosen one is: a drop deleting it meanwhile would fail this save's foreign key.
    .for('key share');
  if (same) return same;
  const [made] = await tx
    .insert(baseProducts)
    .values({ categoryId, name, searchName: normalizePersian(name), slug: slugify(name), isActive: published, awaitingOffer: !published })
    .returning({ id: baseProducts.id, name: baseProducts.name });
  return made;
}

/** The waiting base products among `ids` that a product now published offers: public from now on. */
export async function publishAwaitedBaseProducts(tx: Tx, ids: number[]): Promise<EntityChange[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(baseProducts)
    .set({ isActive: true, awaitingOffer: false, updatedAt: sql`now()` })
    .where(and(inArray(baseProducts.id, [...new Set(ids)]), eq(baseProducts.awaitingOffer, true)))
    .returning({ id: baseProducts.id, categoryId: baseProducts.categoryId });
  return rows.map(baseProductChange);
}

/**
 * The waiting base products among `ids` that no product names any more (their draft deleted or
 * moved): gone. Locked first, then checked in a statement of its own: a save naming one holds it
 * (`for key share`) until its commit, and a check in the deleting statement itself would still see
 * it unnamed after the wait (the statement's snapshot), then fail on the foreign key.
 */
export async function dropUnofferedBaseProducts(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const waiting = await tx
    .select({ id: baseProducts.id })
    .from(baseProducts)
    .where(and(inArray(baseProducts.id, [...new Set(ids)]), eq(baseProducts.awaitingOffer, true)))
    .orderBy(baseProducts.id)
    .for('update');
  if (!waiting.length) return;
  const named = tx.select({ one: sql`1` }).from(supplierProducts).where(eq(supplierProducts.baseProductId, baseProducts.id));
  await tx.delete(baseProducts).where(and(inArray(baseProducts.id, waiting.map((row) => row.id)), notExists(named)));
}

/**
 * A base product made or published is a change of its own: what is kept of base products (the
 * suggestions' names, the assistant's knowledge) drops only on a change of that kind, not on a
 * product's change that names it as related.
 */
export const baseProductChange = (row: { id: number; categoryId: number }): EntityChange => ({
  entity: 'base-product',
  id: row.id,
  related: [{ entity: 'category', id: row.categoryId }],
});
