import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProducts, supplierProducts, suppliers } from '../../db/schema';
import type { SupplierProductDetail } from '../../../api/contract/catalog';
import { notFound } from '../../http/problem';
import { livePathOf } from '../categories/category-browse';
import { cardFrom, toCard } from './cards';
import { loadPropertyValues } from './property-display';

export const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در کاتالوگ وجود ندارد';

/** One active offer with its supplier, category path, typed properties and pictures; else 404. */
export async function getSupplierProductDetail(db: Db, id: number): Promise<SupplierProductDetail> {
  const [row] = await cardFrom(db, {
    description: supplierProducts.description,
    images: supplierProducts.images,
    updatedAt: supplierProducts.updatedAt,
    baseName: baseProducts.name,
    baseSlug: baseProducts.slug,
    phone: suppliers.phone,
    website: suppliers.website,
    address: suppliers.address,
  })
    .innerJoin(baseProducts, eq(baseProducts.id, supplierProducts.baseProductId))
    .where(and(eq(supplierProducts.id, id), eq(supplierProducts.isActive, true), eq(suppliers.isActive, true)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const card = toCard(row);
  const [categoryPath, properties, [{ offers }]] = await Promise.all([
    livePathOf(db, card.categoryId),
    loadPropertyValues(db, { supplierProductId: id }),
    db
      .select({ offers: count() })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.baseProductId, card.baseProductId), eq(supplierProducts.isActive, true))),
  ]);
  return {
    ...card,
    description: row.description,
    images: row.images,
    baseProduct: { id: card.baseProductId, name: row.baseName, slug: row.baseSlug },
    categoryPath,
    supplier: { ...card.supplier, phone: row.phone, website: row.website, address: row.address },
    properties,
    offerCount: Number(offers),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
