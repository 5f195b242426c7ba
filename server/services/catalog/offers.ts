import { and, asc, count, desc, eq, max, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProducts, supplierProducts, suppliers } from '../../db/schema';
import type { BaseProductOffers, ByProductQuery, SupplierProductCard } from '../../../api/contract/catalog';
import { readPaging } from '../../../api/contract/paging';
import { notFound } from '../../http/problem';
import { pageWindow } from '../list-query';
import { cardFrom, sellsInCity, toCard } from './cards';
import { PRODUCT_NOT_FOUND } from './product-detail';
import { loadPropertyValues } from './property-display';

const live = and(eq(supplierProducts.isActive, true), eq(suppliers.isActive, true))!;

/**
 * Every supplier's offer of one base product, to compare price, city and minimum order;
 * cheapest first unless asked otherwise. 404 when the base product does not exist.
 */
export async function offersOfBaseProduct(db: Db, query: ByProductQuery): Promise<BaseProductOffers> {
  const [base] = await db
    .select({
      id: baseProducts.id,
      name: baseProducts.name,
      slug: baseProducts.slug,
      categoryId: baseProducts.categoryId,
      description: baseProducts.description,
      image: baseProducts.image,
    })
    .from(baseProducts)
    .where(and(eq(baseProducts.id, query.baseProductId), eq(baseProducts.isActive, true)))
    .limit(1);
  if (!base) throw notFound('کالای پایه‌ای با این شناسه وجود ندارد');

  const where = and(
    live,
    eq(supplierProducts.baseProductId, base.id),
    query['filter.cityId'] !== undefined ? sellsInCity(query['filter.cityId']) : undefined,
  );
  const descending = query['sorting.direction'] === 'desc';
  const order: SQL[] = {
    price: [descending ? sql`${supplierProducts.price} DESC NULLS LAST` : sql`${supplierProducts.price} ASC NULLS LAST`],
    newest: [query['sorting.direction'] === 'asc' ? asc(supplierProducts.createdAt) : desc(supplierProducts.createdAt)],
    minOrder: [descending ? sql`${supplierProducts.minOrderQuantity} DESC NULLS LAST` : sql`${supplierProducts.minOrderQuantity} ASC NULLS LAST`],
  }[query['sorting.field']];
  const paging = readPaging(query);
  const { limit, offset } = pageWindow(paging);
  const [rows, [stats], properties] = await Promise.all([
    cardFrom(db).where(where).orderBy(...order, asc(supplierProducts.id)).limit(limit).offset(offset),
    db
      .select({ total: count(), low: min(supplierProducts.price), high: max(supplierProducts.price) })
      .from(supplierProducts)
      .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
      .where(where),
    loadPropertyValues(db, { baseProductId: base.id }),
  ]);
  return {
    baseProduct: { ...base, properties },
    items: rows.map(toCard),
    totalCount: Number(stats.total),
    ...paging,
    minPrice: stats.low == null ? null : Number(stats.low),
    maxPrice: stats.high == null ? null : Number(stats.high),
  };
}

/**
 * Offers to show beside one: other suppliers' offers of the same base product first, then the
 * same category's offers whose names read most alike. 404 when the offer is not in the catalogue.
 */
export async function relatedOffers(db: Db, id: number, limit: number): Promise<SupplierProductCard[]> {
  const [self] = await db
    .select({
      baseProductId: supplierProducts.baseProductId,
      categoryId: supplierProducts.categoryId,
      searchName: supplierProducts.searchName,
    })
    .from(supplierProducts)
    .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .where(and(eq(supplierProducts.id, id), live))
    .limit(1);
  if (!self) throw notFound(PRODUCT_NOT_FOUND);
  const rows = await cardFrom(db)
    .where(and(live, eq(supplierProducts.categoryId, self.categoryId), ne(supplierProducts.id, id)))
    .orderBy(
      desc(sql`${supplierProducts.baseProductId} = ${self.baseProductId}`),
      desc(sql`similarity(${supplierProducts.searchName}, ${self.searchName})`),
      desc(supplierProducts.id),
    )
    .limit(limit);
  return rows.map(toCard);
}
