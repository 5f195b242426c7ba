import { and, asc, count, desc, eq, inArray, max, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProducts, supplierProducts, suppliers } from '../../db/schema';
import type { BaseProductOffers, ByProductQuery, SupplierProductCard } from '../../../api/contract/catalog';
import { readPaging } from '../../../api/contract/paging';
import { notFound } from '../../http/problem';
import { pageWindow, rowsOf } from '../list-query';
import { cardFrom, sellsInCity, toCard, offerIsLive } from './cards';
import { PRODUCT_NOT_FOUND } from './product-detail';
import { loadPropertyValues } from './property-display';

const live = and(offerIsLive(), eq(suppliers.isActive, true))!;

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
 * The cheapest live offer, in the category, of each of its base products whose names read most
 * like `searchName`, most alike first (ties: the higher id). The base products are
 * ranked first and each one's cheapest offer is looked up only as the list fills. Looked up for
 * every base product of the category before ranking, the query took 5.0–5.5 ms on average over
 * 400 offers at 100k products (15 ms in a category of 293 base products), against 1.1–1.7 ms now,
 * with the same rows (issue 18). The outer order repeats the inner one, so the rows keep it while
 * they are read and the lookups stop at `limit`.
 */
export function similarProductsOffers(at: { categoryId: number; baseProductId: number; searchName: string; limit: number }): SQL {
  return sql`
    SELECT offer.id FROM (
      SELECT b.id, similarity(b.search_name, ${at.searchName}) AS resemblance FROM base_products b
      WHERE b.category_id = ${at.categoryId} AND b.is_active AND b.id <> ${at.baseProductId}
      ORDER BY resemblance DESC, b.id DESC
    ) b
    CROSS JOIN LATERAL (
      SELECT o.id FROM supplier_products o JOIN suppliers s ON s.id = o.supplier_id
      WHERE o.base_product_id = b.id AND o.is_active AND s.is_active AND o.category_id = ${at.categoryId}
      ORDER BY o.price ASC NULLS LAST, o.id LIMIT 1
    ) offer
    ORDER BY b.resemblance DESC, b.id DESC
    LIMIT ${at.limit}`;
}

/**
 * Offers to show beside one: other suppliers' offers of the same base product first, cheapest
 * first, then the category's other products whose names read most alike, each by its cheapest
 * live offer. The same product takes at most half of the places while other products can fill
 * the rest: a cement offered by twenty suppliers filled them all with its own name over and over,
 * under «کالاهای مشابه», where the product page's «مقایسه با … پیشنهاد دیگر» already lists them.
 * 404 when the offer is not in the catalogue.
 *
 * Both parts cost the same however large the catalogue grows: the first walks the live-price index
 * of one base product for `limit` rows; the second ranks the category's base products (tens), not
 * its offers. Ranking every offer of the category by resemblance had cost a product page about
 * four times as much at a million offers as at 100,000 (issue 18).
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
  const sameProduct = await cardFrom(db)
    .where(and(live, eq(supplierProducts.baseProductId, self.baseProductId), ne(supplierProducts.id, id)))
    .orderBy(sql`${supplierProducts.price} ASC NULLS LAST`, desc(supplierProducts.id))
    .limit(limit);
  const reservedForSame = Math.min(sameProduct.length, Math.floor(limit / 2));
  const similar = rowsOf<{ id: number }>(
    await db.execute(similarProductsOffers({ categoryId: self.categoryId, baseProductId: self.baseProductId, searchName: self.searchName, limit: limit - reservedForSame })),
  ).map((row) => Number(row.id));
  const cards = similar.length ? await cardFrom(db).where(and(live, inArray(supplierProducts.id, similar))) : [];
  const order = new Map(similar.map((offerId, i) => [offerId, i]));
  cards.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return [...sameProduct.slice(0, limit - cards.length), ...cards].map(toCard);
}
