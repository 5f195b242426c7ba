import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements, baseProducts, categories, supplierProducts, suppliers } from '../../db/schema';
import type { CategoryType } from '../../../api/contract/enums';
import { notFound } from '../../http/problem';
import { renderMediaSvg, type MediaKind, type MediaSubject } from '../../db/seed/catalog/images';

const IMAGE_NOT_FOUND = 'تصویری با این نشانی وجود ندارد';

type Found = { title: string; subtitle?: string | null; categoryType: CategoryType | null; shown: boolean } | undefined;

/** What a picture of something not shown to the public says instead of its name (a draft's name is the supplier's own). */
const UNSHOWN_TITLES: Record<MediaKind, string> = {
  products: 'کالا',
  'base-products': 'کالا',
  suppliers: 'تأمین‌کننده',
  categories: 'دسته‌بندی',
  ads: 'بازارگاه',
};

async function findSubject(db: Db, kind: MediaKind, id: number): Promise<Found> {
  switch (kind) {
    case 'products': {
      const [row] = await db
        .select({ title: supplierProducts.name, categoryType: supplierProducts.categoryType, shown: sql<boolean>`${supplierProducts.isActive} AND ${suppliers.isActive}` })
        .from(supplierProducts)
        .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
        .where(eq(supplierProducts.id, id));
      return row;
    }
    case 'base-products': {
      const [row] = await db
        .select({ title: baseProducts.name, categoryType: categories.categoryType, shown: sql<boolean>`${baseProducts.isActive} AND ${categories.isActive}` })
        .from(baseProducts)
        .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
        .where(eq(baseProducts.id, id));
      return row;
    }
    case 'suppliers': {
      const [row] = await db
        .select({ title: suppliers.name, categoryType: sql<CategoryType | null>`${suppliers.categoryTypes}[1]`, shown: suppliers.isActive })
        .from(suppliers)
        .where(eq(suppliers.id, id));
      return row;
    }
    case 'categories': {
      const [row] = await db
        .select({ title: categories.name, categoryType: categories.categoryType, shown: categories.isActive })
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
          // As the public list shows them (marketing/advertisements.ts): in their window.
          shown: sql<boolean>`${advertisements.isActive} AND ${advertisements.startsAt} <= now() AND ${advertisements.endsAt} > now()`,
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
export async function renderMedia(db: Db, kind: MediaKind, id: number, variant: number): Promise<{ svg: string; shown: boolean }> {
  if (variant > (kind === 'products' ? 3 : 1)) throw notFound(IMAGE_NOT_FOUND);
  const found = await findSubject(db, kind, id);
  if (!found) throw notFound(IMAGE_NOT_FOUND);
  const { shown, ...drawn } = found;
  const subject: MediaSubject = { kind, id, variant, ...drawn, ...(shown ? {} : { title: UNSHOWN_TITLES[kind], subtitle: null }) };
  return { svg: renderMediaSvg(subject), shown };
}
