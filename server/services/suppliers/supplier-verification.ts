import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { Page, Paging } from '../../../api/contract/paging';
import { containsNormalized, pageWindow } from '../list-query';

export type SupplierBadge = { id: number; name: string; isVerified: boolean };

/** Storefronts by name for the admin desk, with their verified badge. */
export async function suppliersForBadge(db: Db, paging: Paging, text?: string): Promise<Page<SupplierBadge>> {
  const where = containsNormalized(suppliers.searchName, text);
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: suppliers.id, name: suppliers.name, isVerified: suppliers.isVerified }).from(suppliers).where(where).orderBy(asc(suppliers.name), asc(suppliers.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);
  return { items: rows, totalCount: total, ...paging };
}

/**
 * An admin gives or takes back a storefront's verified badge. The badge lists a storefront not yet
 * listed (storefront-listing.ts); taking it back leaves it listed.
 */
export async function setSupplierVerified(db: Db, id: number, isVerified: boolean): Promise<SupplierBadge> {
  const [row] = await db
    .update(suppliers)
    .set({ isVerified, ...(isVerified ? { isListed: true } : {}), updatedAt: sql`now()` })
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id, name: suppliers.name, isVerified: suppliers.isVerified });
  if (!row) throw notFound('تأمین‌کننده‌ای با این شناسه پیدا نشد');
  return row;
}
