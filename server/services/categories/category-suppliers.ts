import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPaging, type Page } from '../../../api/contract/paging';
import type {
  CategorySuppliersQuery,
  PropertyFilter,
  SupplierSummary,
  SuppliersWithCatalogQuery,
} from '../../../api/contract/suppliers';
import type { CategoryType } from '../../../api/contract/enums';
import type { CategoryItemsCount } from '../../../api/contract/categories-extra';
import { lineageIds, subtreeIds } from './category-browse';
import { propertyConditions } from './property-filters';
import { rowsOf } from '../list-query';
import { querySuppliers } from '../suppliers/supplier-query';

/** Suppliers with at least one active product in the category or under it, busiest first. */
export async function suppliersWithCatalog(
  db: Db,
  categoryId: number,
  query: SuppliersWithCatalogQuery,
): Promise<Page<SupplierSummary>> {
  await lineageIds(db, categoryId);
  const categoryIds = await subtreeIds(db, categoryId);
  return querySuppliers(
    db,
    { categoryIds, requireProducts: true },
    {},
    { field: query['sorting.field'], direction: query['sorting.direction'] },
    readPaging(query),
  );
}

/**
 * The supplier search of a category page: suppliers with a product under the category that meets
 * every property condition of the body, narrowed by the query's city, state, verified and text.
 */
export async function searchCategorySuppliers(
  db: Db,
  categoryId: number,
  query: CategorySuppliersQuery,
  properties: PropertyFilter[],
): Promise<Page<SupplierSummary>> {
  const lineage = await lineageIds(db, categoryId);
  const [categoryIds, productConditions] = await Promise.all([
    subtreeIds(db, categoryId),
    propertyConditions(db, lineage, properties),
  ]);
  return querySuppliers(
    db,
    { categoryIds, productConditions, requireProducts: true },
    {
      cityId: query['filter.cityId'],
      stateId: query['filter.stateId'],
      isVerified: query['filter.isVerified'],
      text: query['filter.text'],
    },
    { field: query['sorting.field'], direction: query['sorting.direction'] },
    readPaging(query),
  );
}

/**
 * Active products and distinct suppliers under each asked category (itself and every descendant),
 * for every active category of a type, the given ids, or all of them.
 */
export async function countItems(db: Db, filter: { categoryType?: CategoryType; ids?: number[] }): Promise<CategoryItemsCount[]> {
  const conditions: SQL[] = [sql`c.is_active`];
  if (filter.categoryType) conditions.push(sql`c.category_type = ${filter.categoryType}`);
  if (filter.ids) conditions.push(sql`c.id IN (${sql.join(filter.ids.map((id) => sql`${id}`), sql`, `)})`);
  const result = await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT c.id AS root, c.id FROM categories c WHERE ${sql.join(conditions, sql` AND `)}
      UNION ALL
      SELECT tree.root, c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE c.is_active
    )
    SELECT r.id AS "categoryId", r.category_type AS "categoryType",
           count(sp.id)::int AS "productCount", count(DISTINCT sp.supplier_id)::int AS "supplierCount"
    FROM tree
    JOIN categories r ON r.id = tree.root
    LEFT JOIN supplier_products sp ON sp.category_id = tree.id AND sp.is_active
      AND EXISTS (SELECT 1 FROM suppliers s WHERE s.id = sp.supplier_id AND s.is_active)
    GROUP BY r.id, r.category_type, r.level, r.sort_order
    ORDER BY r.category_type, r.level, r.sort_order, r.id`);
  return rowsOf<CategoryItemsCount>(result).map((r) => ({ ...r, categoryId: Number(r.categoryId) }));
}
