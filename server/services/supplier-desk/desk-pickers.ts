import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProductPropertyValues, baseProducts } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { DeskPropertyValue } from '../../../api/contract/supplier-desk';
import { deskPropertyValue } from './desk-property-value';
import { rowsOf } from '../list-query';
import { normalizePersian } from '../../../lib/persian/normalize';
import type { CategoryType } from '../../../api/contract/enums';
import { requireOwnedSupplier } from './owned-suppliers';

/** The product form's pickers: the leaf categories a supplier may list in, and base products. */

export type DeskCategory = { id: number; name: string; path: string; categoryType: CategoryType };

/** Active leaf categories of the supplier's category types, each with its path («مصالح › آهن‌آلات › میلگرد»). */
export async function deskCategories(db: Db, userId: number, supplierId: number): Promise<DeskCategory[]> {
  const supplier = await requireOwnedSupplier(db, userId, supplierId);
  const types = sql.join(supplier.categoryTypes.map((t) => sql`${t}`), sql`, `);
  const result = await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT id, parent_id, name, category_type, is_leaf, name::text AS path
      FROM categories WHERE parent_id IS NULL AND is_active AND category_type IN (${types})
      UNION ALL
      SELECT c.id, c.parent_id, c.name, c.category_type, c.is_leaf, tree.path || ' › ' || c.name
      FROM categories c JOIN tree ON c.parent_id = tree.id WHERE c.is_active
    )
    SELECT id, name, path, category_type AS "categoryType" FROM tree WHERE is_leaf ORDER BY path`);
  return rowsOf<DeskCategory>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

/** Base products of a category whose name contains what was typed, for search-as-you-type. */
export async function deskBaseProducts(db: Db, userId: number, supplierId: number, categoryId: number, key: string) {
  await requireOwnedSupplier(db, userId, supplierId);
  const typed = normalizePersian(key).replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ id: baseProducts.id, name: baseProducts.name })
    .from(baseProducts)
    .where(
      and(
        eq(baseProducts.categoryId, categoryId),
        eq(baseProducts.isActive, true),
        typed ? ilike(baseProducts.searchName, `%${typed}%`) : undefined,
      ),
    )
    .orderBy(asc(baseProducts.name))
    .limit(20);
}

/**
 * A base product's property values, which the form starts a new offer of it from («میلگرد آجدار
 * ۱۰»: قطر ۱۰ میلی‌متر); the supplier may change them. Only an active base product's.
 */
export async function deskBaseProductProperties(db: Db, userId: number, supplierId: number, baseProductId: number): Promise<DeskPropertyValue[]> {
  await requireOwnedSupplier(db, userId, supplierId);
  const [base] = await db
    .select({ id: baseProducts.id })
    .from(baseProducts)
    .where(and(eq(baseProducts.id, baseProductId), eq(baseProducts.isActive, true)));
  if (!base) throw notFound('کالای پایه‌ای با این شناسه پیدا نشد');
  const values = await db.select().from(baseProductPropertyValues).where(eq(baseProductPropertyValues.baseProductId, baseProductId));
  return values.map(deskPropertyValue);
}
