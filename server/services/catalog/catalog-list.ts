import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierProducts } from '../../db/schema';
import type { CatalogQuery, SupplierProductCard } from '../../../api/contract/catalog';
import type { PropertyFilter } from '../../../api/contract/suppliers';
import { readPaging, type Page } from '../../../api/contract/paging';
import { ProblemError } from '../../http/problem';
import { lineageIds, subtreeIds } from '../categories/category-browse';
import { propertyConditions } from '../categories/property-filters';
import { prepareSearch, textMatches, withTypoTolerance } from '../search/trigram';
import { cardPage, sellsInCity, sellsInState, supplierIsLive, supplierIsVerified, offerIsLive } from './cards';
import { rankedPage } from './relevance';

/**
 * The public catalogue: active offers of active suppliers, narrowed by category (with everything
 * under it), type, supplier, base product, where the supplier sells, price, stock, typed property
 * values and text; ordered by relevance to the text, newness or price.
 */
export async function listCatalog(
  db: Db,
  query: CatalogQuery,
  properties: PropertyFilter[],
): Promise<Page<SupplierProductCard>> {
  const categoryId = query['filter.categoryId'];
  if (properties.length && categoryId === undefined) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'فیلتر ویژگی‌ها بدون انتخاب دسته‌بندی ممکن نیست',
      errors: [{ field: 'filter.categoryId', message: 'این مقدار لازم است', code: 'invalid_type' }],
    });
  }
  // A category that does not exist narrows the list to nothing rather than failing it.
  const categoryIds = categoryId === undefined ? undefined : await subtreeIds(db, categoryId);
  const propertyChecks = properties.length ? await checkedProperties(db, categoryId!, properties) : [];
  const search = await prepareSearch(db, query['filter.text']);
  const price = { min: query['filter.minPrice'], max: query['filter.maxPrice'] };

  const narrowing: (SQL | undefined)[] = [
    categoryIds ? inArray(supplierProducts.categoryId, categoryIds) : undefined,
    query['filter.categoryType'] ? eq(supplierProducts.categoryType, query['filter.categoryType']) : undefined,
    query['filter.supplierId'] !== undefined ? eq(supplierProducts.supplierId, query['filter.supplierId']) : undefined,
    query['filter.baseProductId'] !== undefined ? eq(supplierProducts.baseProductId, query['filter.baseProductId']) : undefined,
    query['filter.cityId'] !== undefined ? sellsInCity(query['filter.cityId']) : undefined,
    query['filter.stateId'] !== undefined ? sellsInState(query['filter.stateId']) : undefined,
    price.min !== undefined ? gte(supplierProducts.price, price.min) : undefined,
    price.max !== undefined ? lte(supplierProducts.price, price.max) : undefined,
    query['filter.inStock'] === true ? eq(supplierProducts.stockState, 'in_stock') : undefined,
    query['filter.inStock'] === false ? sql`${supplierProducts.stockState} <> 'in_stock'` : undefined,
    query['filter.isVerified'] !== undefined ? supplierIsVerified(query['filter.isVerified']) : undefined,
    ...propertyChecks,
  ];
  const where = and(offerIsLive(), supplierIsLive(), ...narrowing);

  const field = query['sorting.field'] === 'relevance' && !search ? 'newest' : query['sorting.field'];
  const direction = query['sorting.direction'];
  const order: SQL[] = [];
  if (field === 'price') {
    // An offer without a price ("ask the supplier") goes last whichever way prices run.
    order.push(direction === 'desc' ? sql`${supplierProducts.price} DESC NULLS LAST` : sql`${supplierProducts.price} ASC NULLS LAST`);
  }
  if (field === 'newest') order.push(direction === 'asc' ? asc(supplierProducts.createdAt) : desc(supplierProducts.createdAt));
  order.push(desc(supplierProducts.id));
  const paging = readPaging(query);

  if (!search) return cardPage(db, where, order, paging);
  return withTypoTolerance(
    db,
    search,
    (tx, loose) => {
      if (!loose && field !== 'relevance') return cardPage(tx, and(where, textMatches(supplierProducts.searchName, search)), order, paging, db);
      const scope = { where, narrowed: narrowing.some((condition) => condition !== undefined) };
      return rankedPage(tx, scope, search, loose, field === 'relevance' ? 'relevance' : order, paging, db);
    },
    (page) => page.totalCount === 0,
  );
}

/** The property conditions, with errors named after this call's query keys (`filter.properties.0.value`). */
async function checkedProperties(db: Db, categoryId: number, properties: PropertyFilter[]): Promise<SQL[]> {
  try {
    return await propertyConditions(db, await lineageIds(db, categoryId), properties);
  } catch (error) {
    if (!(error instanceof ProblemError) || !error.init.errors) throw error;
    const errors = error.init.errors.map((e) => ({ ...e, field: `filter.${e.field}` }));
    throw new ProblemError({ ...error.init, errors });
  }
}
