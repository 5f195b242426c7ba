import { and, count, countDistinct, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, merchantDelegations, merchants, saleCities, states, supplierProducts, suppliers, urbanAreas } from '../../db/schema';
import { readPaging, type Page } from '../../../api/contract/paging';
import type { SupplierDetail, SupplierListQuery, SupplierSummary } from '../../../api/contract/suppliers';
import { notFound } from '../../http/problem';
import { subtreeIds, requireCategory } from '../categories/category-browse';
import { querySuppliers, toSummary } from './supplier-query';
import { offerIsLive } from '../catalog/cards';

export const SUPPLIER_NOT_FOUND = 'تأمین‌کننده‌ای با این شناسه وجود ندارد';

/** The public supplier directory behind `GET /suppliers`. */
export async function listSuppliers(db: Db, query: SupplierListQuery): Promise<Page<SupplierSummary>> {
  const categoryId = query['filter.categoryId'];
  let categoryIds: number[] | undefined;
  if (categoryId !== undefined) {
    await requireCategory(db, categoryId);
    categoryIds = await subtreeIds(db, categoryId);
  }
  return querySuppliers(
    db,
    { categoryIds, requireProducts: categoryIds !== undefined },
    {
      categoryType: query['filter.categoryType'],
      cityId: query['filter.cityId'],
      stateId: query['filter.stateId'],
      isVerified: query['filter.isVerified'],
      text: query['filter.text'],
    },
    { field: query['sorting.field'], direction: query['sorting.direction'] },
    readPaging(query),
  );
}

/** A delegation counts while it is switched on and today lies within its dates. */
export const delegationIsCurrent = () =>
  and(
    eq(merchantDelegations.isActive, true),
    lte(merchantDelegations.validFrom, sql`CURRENT_DATE`),
    or(isNull(merchantDelegations.validTo), gte(merchantDelegations.validTo, sql`CURRENT_DATE`)),
  );

/** A storefront's header: the supplier with its city, district and what it has. */
export async function getSupplier(db: Db, id: number): Promise<SupplierDetail> {
  const [row] = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      slug: suppliers.slug,
      logo: suppliers.logo,
      cover: suppliers.cover,
      isListed: suppliers.isListed,
      cityId: suppliers.cityId,
      cityName: cities.name,
      stateId: cities.stateId,
      stateName: states.name,
      categoryTypes: suppliers.categoryTypes,
      isVerified: suppliers.isVerified,
      rating: suppliers.rating,
      createdAt: suppliers.createdAt,
      description: suppliers.description,
      address: suppliers.address,
      urbanAreaId: urbanAreas.id,
      urbanAreaName: urbanAreas.name,
      phone: suppliers.phone,
      website: suppliers.website,
      foundedYear: suppliers.foundedYear,
    })
    .from(suppliers)
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .leftJoin(urbanAreas, eq(urbanAreas.id, suppliers.urbanAreaId))
    .where(and(eq(suppliers.id, id), eq(suppliers.isActive, true)))
    .limit(1);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);

  const [[products], [delegations], [sales]] = await Promise.all([
    db
      .select({ products: count(), categories: countDistinct(supplierProducts.categoryId) })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.supplierId, id), offerIsLive())),
    // As the storefront's delegations tab lists them (delegations.ts): to a confirmed merchant only.
    db
      .select({ n: count() })
      .from(merchantDelegations)
      .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId))
      .where(and(eq(merchantDelegations.supplierId, id), delegationIsCurrent(), eq(merchants.isConfirmed, true))),
    // The cities it sells in, as its page lists them (listSaleCities): its own city among them.
    db
      .select({ n: count() })
      .from(saleCities)
      .where(and(eq(saleCities.supplierId, id), row.cityId === null ? undefined : ne(saleCities.cityId, row.cityId))),
  ]);

  return {
    ...toSummary({ ...row, productCount: products.products }),
    cover: row.cover,
    isListed: row.isListed,
    description: row.description,
    address: row.address,
    urbanArea: row.urbanAreaId === null ? null : { id: row.urbanAreaId, name: row.urbanAreaName ?? '' },
    phone: row.phone,
    website: row.website,
    foundedYear: row.foundedYear,
    counts: {
      products: products.products,
      categories: products.categories,
      merchantDelegations: delegations.n,
      saleCities: sales.n + (row.cityId === null ? 0 : 1),
    },
  };
}
