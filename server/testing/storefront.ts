import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { supplierProducts, suppliers } from '../db/schema';

/**
 * For API tests: gives `userId` the newest seeded storefront nobody owns, and returns it with one of
 * its live products. Each call takes another storefront, so suites sharing a database do not meet.
 */
export async function takeFreeStorefront(db: Db, userId: number): Promise<{ store: { id: number; name: string }; product: { id: number; name: string } }> {
  const [store] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.isActive, true), isNull(suppliers.ownerUserId)))
    .orderBy(desc(suppliers.id))
    .limit(1);
  await db.update(suppliers).set({ ownerUserId: userId }).where(eq(suppliers.id, store.id));
  const [product] = await db
    .select({ id: supplierProducts.id, name: supplierProducts.name })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.supplierId, store.id), eq(supplierProducts.isActive, true)))
    .limit(1);
  return { store, product };
}
