import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProducts, categories, pages, supplierProducts, suppliers, unitsOfMeasurement } from '../../db/schema';
import { slugify } from '../../../lib/slug';
import type { PageKind } from '../../../api/contract/catalog-enums';
import { offerIsLive } from './cards';

export type DescribedObject = { id: number; title: string; slug: string; image: string | null; price?: number | null; priceUnit?: string | null };

/**
 * How to find the public objects a visit or a favourite may be about, by kind: what must exist to
 * count a visit or keep a favourite, and what "last visits" and favourites show of it now (name,
 * picture, a supplier product's price).
 */
export const DESCRIBE_OBJECTS: Record<PageKind, (db: Db, ids: number[]) => Promise<DescribedObject[]>> = {
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
      .where(and(inArray(supplierProducts.id, ids), offerIsLive())),
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
  page: async (db, ids) =>
    (
      await db
        .select({ id: pages.id, title: pages.title, image: pages.image })
        .from(pages)
        .where(and(inArray(pages.id, ids), eq(pages.isPublished, true)))
    ).map((p) => ({ ...p, slug: slugify(p.title) })),
};

/** The objects of `items` as they are now, by `kind:id`; the missing or hidden ones are absent. */
export async function describeAll(db: Db, items: { pageKind: PageKind; objectId: number }[]): Promise<Map<string, DescribedObject>> {
  const found = new Map<string, DescribedObject>();
  for (const kind of new Set(items.map((i) => i.pageKind))) {
    const describe = DESCRIBE_OBJECTS[kind];
    if (!describe) continue;
    for (const d of await describe(db, items.filter((i) => i.pageKind === kind).map((i) => i.objectId))) found.set(`${kind}:${d.id}`, d);
  }
  return found;
}

/** Whether an object of this kind exists and is public. */
export async function objectExists(db: Db, pageKind: PageKind, objectId: number): Promise<boolean> {
  const describe = DESCRIBE_OBJECTS[pageKind];
  return !!describe && (await describe(db, [objectId])).length > 0;
}

/** What a profile list shows of an object now (null fields when it is gone). */
export const shownOf = (found: Map<string, DescribedObject>, item: { pageKind: PageKind; objectId: number }) => {
  const d = found.get(`${item.pageKind}:${item.objectId}`);
  return { title: d?.title ?? null, slug: d?.slug ?? null, image: d?.image ?? null, price: d?.price ?? null, priceUnit: d?.priceUnit ?? null };
};
