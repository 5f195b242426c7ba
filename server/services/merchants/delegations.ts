import { and, asc, count, desc, eq, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, merchantDelegations as d, merchants, suppliers } from '../../db/schema';
import { readPaging, type Page } from '../../../api/contract/paging';
import type { DelegationListQuery, MerchantDelegation } from '../../../api/contract/merchants';
import { notFound } from '../../http/problem';
import { pageWindow } from '../list-query';
import { delegationIsCurrent } from '../suppliers/suppliers';

/**
 * Delegations shown publicly: switched on, from an active supplier to a confirmed merchant.
 * Expired or future ones stay visible (marked `isCurrent: false`) unless the caller asks otherwise.
 */
const visible = () => and(eq(d.isActive, true), eq(suppliers.isActive, true), eq(merchants.isConfirmed, true));

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: d.id,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierSlug: suppliers.slug,
      supplierLogo: suppliers.logo,
      supplierVerified: suppliers.isVerified,
      merchantId: merchants.id,
      merchantName: merchants.name,
      merchantSlug: merchants.slug,
      scope: d.scope,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryType: categories.categoryType,
      validFrom: d.validFrom,
      validTo: d.validTo,
      isCurrent: delegationIsCurrent()!.mapWith(Boolean),
    })
    .from(d)
    .innerJoin(suppliers, eq(suppliers.id, d.supplierId))
    .innerJoin(merchants, eq(merchants.id, d.merchantId))
    .leftJoin(categories, eq(categories.id, d.categoryId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toDelegation(r: Row): MerchantDelegation {
  return {
    id: r.id,
    supplier: { id: r.supplierId, name: r.supplierName, slug: r.supplierSlug, logo: r.supplierLogo, isVerified: r.supplierVerified },
    merchant: { id: r.merchantId, name: r.merchantName, slug: r.merchantSlug },
    scope: r.scope,
    category:
      r.categoryId === null ? null : { id: r.categoryId, name: r.categoryName ?? '', categoryType: r.categoryType! },
    validFrom: r.validFrom,
    validTo: r.validTo,
    isCurrent: r.isCurrent,
  };
}

export async function listDelegations(db: Db, query: DelegationListQuery): Promise<Page<MerchantDelegation>> {
  const paging = readPaging(query);
  const current = query['filter.isCurrent'];
  const where = and(
    visible(),
    query['filter.supplierId'] !== undefined ? eq(d.supplierId, query['filter.supplierId']) : undefined,
    query['filter.merchantId'] !== undefined ? eq(d.merchantId, query['filter.merchantId']) : undefined,
    query['filter.scope'] ? eq(d.scope, query['filter.scope']) : undefined,
    current === undefined ? undefined : current ? delegationIsCurrent() : not(delegationIsCurrent()!),
  );
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    select(db, where).orderBy(desc(d.validFrom), asc(d.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(d)
      .innerJoin(suppliers, eq(suppliers.id, d.supplierId))
      .innerJoin(merchants, eq(merchants.id, d.merchantId))
      .where(where),
  ]);
  return { items: rows.map(toDelegation), totalCount: total, ...paging };
}

export async function getDelegation(db: Db, id: number): Promise<MerchantDelegation> {
  const [row] = await select(db, and(visible(), eq(d.id, id))).limit(1);
  if (!row) throw notFound('نمایندگی با این شناسه وجود ندارد');
  return toDelegation(row);
}
