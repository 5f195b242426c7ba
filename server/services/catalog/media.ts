import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements, baseProducts, categories, supplierProducts, suppliers } from '../../db/schema';
import type { CategoryType } from '../../../api/contract/enums';
import { notFound } from '../../http/problem';
import { renderMediaSvg, type MediaKind, type MediaSubject } from '../../db/seed/catalog/images';

const IMAGE_NOT_FOUND = 'تصویری با این نشانی وجود ندارد';

type Found = { title: string; subtitle?: string | null; categoryType: CategoryType | null } | undefined;

async function findSubject(db: Db, kind: MediaKind, id: number): Promise<Found> {
  switch (kind) {
    case 'products': {
      const [row] = await db
        .select({ title: supplierProducts.name, categoryType: supplierProducts.categoryType })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, id));
      return row;
    }
    case 'base-products': {
      const [row] = await db
        .select({ title: baseProducts.name, categoryType: categories.categoryType })
        .from(baseProducts)
        .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
        .where(eq(baseProducts.id, id));
      return row;
    }
    case 'suppliers': {
      const [row] = await db
        .select({ title: suppliers.name, categoryType: sql<CategoryType | null>`${suppliers.categoryTypes}[1]` })
        .from(suppliers)
        .where(eq(suppliers.id, id));
      return row;
    }
    case 'categories': {
      const [row] = await db
        .select({ title: categories.name, categoryType: categories.categoryType })
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    }
    case 'ads': {
      const [row] = await db
        .select({
          title: advertisements.title,
          subtitle: advertisements.subtitle,
          categoryType: sql<CategoryType | null>`coalesce(${supplierProducts.categoryType}, ${suppliers.categoryTypes}[1])`,
        })
        .from(advertisements)
        .leftJoin(supplierProducts, eq(supplierProducts.id, advertisements.supplierProductId))
        .leftJoin(suppliers, eq(suppliers.id, advertisements.supplierId))
        .where(eq(advertisements.id, id));
      return row;
    }
  }
}

/**
 * The picture at `/media/{kind}/{id}[-{variant}].svg`, drawn from the object it shows. Only
 * products have more than one picture (variants 2 and 3); anything else is 404.
 */
export async function renderMedia(db: Db, kind: MediaKind, id: number, variant: number): Promise<string> {
  if (variant > (kind === 'products' ? 3 : 1)) throw notFound(IMAGE_NOT_FOUND);
  const found = await findSubject(db, kind, id);
  if (!found) throw notFound(IMAGE_NOT_FOUND);
  const subject: MediaSubject = { kind, id, variant, ...found };
  return renderMediaSvg(subject);
}
