import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProducts, categories, supplierProducts, suppliers, unitsOfMeasurement } from '../../db/schema';
import type { PageKind } from '../../../api/contract/catalog-enums';

export type DescribedObject = { id: number; title: string; slug: string; image: string | null; price?: number | null; priceUnit?: string | null };

/**
 * How to find the public objects a visit or a favourite may be about, by kind: what must exist to
 * count a visit or keep a favourite, and what "last visits" and favourites show of it now (name,
 * picture, a supplier product's price). Content pages join when their table does (kind `page`).
 */
export const DESCRIBE_OBJECTS: Partial<Record<PageKind, (db: Db, ids: number[]) => Promise<DescribedObject[]>>> = {
  supplier_product: (db, ids) =>
    db
      .select({
        id: supplierProducts.id,
        title: supplierProducts.name,
        slug: supplierProducts.slug,
        image: sql<string | null>`${supplierProducts.images}[1]`,
        price: supplierProducts.price,
        priceUnit: unitsOfMeasurement.name,
      })
      .from(supplierProducts)
      .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, supplierProducts.priceUnitId))
      .where(and(inArray(supplierProducts.id, ids), eq(supplierProducts.isActive, true))),
  base_product: (db, ids) =>
    db
      .select({ id: baseProducts.id, title: baseProducts.name, slug: baseProducts.slug, image: baseProducts.image })
      .from(baseProducts)
      .where(and(inArray(baseProducts.id, ids), eq(baseProducts.isActive, true))),
  supplier: (db, ids) =>
    db
      .select({ id: suppliers.id, title: suppliers.name, slug: suppliers.slug, image: suppliers.logo })
      .from(suppliers)
      .where(and(inArray(suppliers.id, ids), eq(suppliers.isActive, true))),
  category: (db, ids) =>
    db
      .select({ id: categories.id, title: categories.name, slug: categories.slug, image: categories.image })
      .from(categories)
      .where(and(inArray(categories.id, ids), eq(categories.isActive, true))),
};
