import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cities,
  merchantDelegations,
  merchantSaleCities,
  merchantSaleSettings,
  merchants,
  states,
} from '../../db/schema';
import { readPaging, type Page } from '../../../api/contract/paging';
import type { MerchantListQuery, MerchantSaleSetting, MerchantSummary } from '../../../api/contract/merchants';
import { notFound } from '../../http/problem';
import { containsNormalized, pageWindow } from '../list-query';
import { delegationIsCurrent } from '../suppliers/suppliers';

export const MERCHANT_NOT_FOUND = 'بازرگانی با این شناسه وجود ندارد';

const NATURAL_DIRECTION = { name: 'asc', newest: 'desc', delegations: 'desc' } as const;

/**
 * A page of merchants. Unconfirmed merchants are never shown publicly, so `onlyConfirmed` is
 * false only for a caller allowed to see them (an admin).
 */
export async function listMerchants(
  db: Db,
  query: MerchantListQuery,
  options: { onlyConfirmed: boolean },
): Promise<Page<MerchantSummary>> {
  const paging = readPaging(query);
  const delegationCount = sql<number>`(${db
    .select({ n: count() })
    .from(merchantDelegations)
    .where(and(eq(merchantDelegations.merchantId, merchants.id), delegationIsCurrent()))})`.mapWith(Number);
  const where = and(
    options.onlyConfirmed ? eq(merchants.isConfirmed, true) : undefined,
    query['filter.isConfirmed'] !== undefined ? eq(merchants.isConfirmed, query['filter.isConfirmed']) : undefined,
    containsNormalized(merchants.normalizedName, query['filter.text']),
    query['filter.cityId'] !== undefined ? eq(merchants.cityId, query['filter.cityId']) : undefined,
  );
  const field = query['sorting.field'];
  const direction = (query['sorting.direction'] ?? NATURAL_DIRECTION[field]) === 'asc' ? asc : desc;
  const primary = { name: merchants.normalizedName, newest: merchants.createdAt, delegations: delegationCount }[field];
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        slug: merchants.slug,
        description: merchants.description,
        cityId: merchants.cityId,
        cityName: cities.name,
        isConfirmed: merchants.isConfirmed,
        delegationCount,
        createdAt: merchants.createdAt,
      })
      .from(merchants)
      .leftJoin(cities, eq(cities.id, merchants.cityId))
      .where(where)
      .orderBy(direction(primary), asc(merchants.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(merchants).where(where),
  ]);
  const items = rows.map(({ cityId, cityName, createdAt, ...rest }) => ({
    ...rest,
    city: cityId === null ? null : { id: cityId, name: cityName ?? '' },
    createdAt: createdAt.toISOString(),
  }));
  return { items, totalCount: total, ...paging };
}

/** How a confirmed merchant sells; defaults (no minimum, own city only) until it sets them. */
export async function getSaleSetting(db: Db, merchantId: number): Promise<MerchantSaleSetting> {
  const [merchant] = await db
    .select({ cityId: merchants.cityId })
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), eq(merchants.isConfirmed, true)))
    .limit(1);
  if (!merchant) throw notFound(MERCHANT_NOT_FOUND);
  const [[setting], listed] = await Promise.all([
    db.select().from(merchantSaleSettings).where(eq(merchantSaleSettings.merchantId, merchantId)).limit(1),
    db.select({ cityId: merchantSaleCities.cityId }).from(merchantSaleCities).where(eq(merchantSaleCities.merchantId, merchantId)),
  ]);
  const ids = new Set(listed.map((r) => r.cityId));
  if (merchant.cityId !== null) ids.add(merchant.cityId);
  const cityRows = ids.size
    ? await db
        .select({
          id: cities.id,
          stateId: cities.stateId,
          stateName: states.name,
          name: cities.name,
          slug: cities.slug,
          isCapital: cities.isCapital,
        })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(inArray(cities.id, [...ids]))
        .orderBy(asc(states.sortOrder), asc(cities.sortOrder), asc(cities.id))
    : [];
  const saleCities = cityRows
    .map((city) => ({ ...city, isHomeCity: city.id === merchant.cityId }))
    .sort((a, b) => Number(b.isHomeCity) - Number(a.isHomeCity));
  return {
    merchantId,
    isConfigured: setting !== undefined,
    minOrderAmount: setting?.minOrderAmount ?? null,
    deliveryMethods: setting?.deliveryMethods ?? [],
    deliveryNote: setting?.deliveryNote ?? null,
    saleCities,
  };
}
