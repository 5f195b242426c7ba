import { count, eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cities, states, supplierProducts, suppliers, unitsOfMeasurement } from '../../db/schema';
import type { SupplierProductCard } from '../../../api/contract/catalog';
import type { Page, Paging } from '../../../api/contract/paging';
import { pageWindow } from '../list-query';
import { subscribeDataChanged } from '../../events/data-changed';

export const priceUnit = alias(unitsOfMeasurement, 'price_unit');
export const orderUnit = alias(unitsOfMeasurement, 'order_unit');

/** The columns of a product card; `cardFrom` supplies the joins they need. */
export const cardColumns = {
  id: supplierProducts.id,
  name: supplierProducts.name,
  slug: supplierProducts.slug,
  baseProductId: supplierProducts.baseProductId,
  categoryId: supplierProducts.categoryId,
  categoryType: supplierProducts.categoryType,
  price: supplierProducts.price,
  minOrderQuantity: supplierProducts.minOrderQuantity,
  stockState: supplierProducts.stockState,
  image: sql<string | null>`${supplierProducts.images}[1]`,
  createdAt: supplierProducts.createdAt,
  priceUnitId: priceUnit.id,
  priceUnitName: priceUnit.name,
  priceUnitSymbol: priceUnit.symbol,
  orderUnitId: orderUnit.id,
  orderUnitName: orderUnit.name,
  orderUnitSymbol: orderUnit.symbol,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierSlug: suppliers.slug,
  supplierLogo: suppliers.logo,
  supplierVerified: suppliers.isVerified,
  supplierRating: suppliers.rating,
  cityId: cities.id,
  cityName: cities.name,
  stateId: states.id,
  stateName: states.name,
};

/** `SELECT <card columns> FROM supplier_products JOIN suppliers …`, ready for where/order/limit. */
export function cardFrom<E extends Record<string, AnyPgColumn | SQL | SQL.Aliased>>(db: Db, extra?: E) {
  return db
    .select({ ...cardColumns, ...(extra ?? ({} as E)) })
    .from(supplierProducts)
    .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .leftJoin(priceUnit, eq(priceUnit.id, supplierProducts.priceUnitId))
    .leftJoin(orderUnit, eq(orderUnit.id, supplierProducts.minOrderUnitId));
}

/** Cards by id, prepared once per database (or transaction): building the card query took 170 µs each time. */
function cardsWithIdsStatement(db: Db) {
  return cardFrom(db)
    .where(sql`${supplierProducts.id} = ANY(${sql.placeholder('ids')}::bigint[])`)
    .prepare('cards_with_ids');
}

const cardsWithIdsStatements = new WeakMap<Db, ReturnType<typeof cardsWithIdsStatement>>();

/** The cards' rows of these offers, in no particular order. */
export function cardsWithIds(db: Db, ids: readonly number[]): Promise<CardRow[]> {
  let statement = cardsWithIdsStatements.get(db);
  if (!statement) cardsWithIdsStatements.set(db, (statement = cardsWithIdsStatement(db)));
  return statement.execute({ ids });
}

export type CardRow = {
  [K in keyof typeof cardColumns]: unknown;
} & { id: number };

const unit = (id: unknown, name: unknown, symbol: unknown) =>
  id == null ? null : { id: Number(id), name: String(name), symbol: String(symbol) };

export function toCard(row: CardRow): SupplierProductCard {
  return {
    id: row.id,
    name: row.name as string,
    slug: row.slug as string,
    baseProductId: Number(row.baseProductId),
    categoryId: Number(row.categoryId),
    categoryType: row.categoryType as SupplierProductCard['categoryType'],
    price: row.price == null ? null : Number(row.price),
    priceUnit: unit(row.priceUnitId, row.priceUnitName, row.priceUnitSymbol),
    minOrderQuantity: row.minOrderQuantity == null ? null : Number(row.minOrderQuantity),
    minOrderUnit: unit(row.orderUnitId, row.orderUnitName, row.orderUnitSymbol),
    stockState: row.stockState as SupplierProductCard['stockState'],
    image: (row.image as string | null) ?? null,
    supplier: {
      id: Number(row.supplierId),
      name: row.supplierName as string,
      slug: row.supplierSlug as string,
      logo: (row.supplierLogo as string | null) ?? null,
      isVerified: row.supplierVerified as boolean,
      rating: Number(row.supplierRating),
      city:
        row.cityId == null
          ? null
          : { id: Number(row.cityId), name: row.cityName as string, stateId: Number(row.stateId), stateName: row.stateName as string },
    },
    createdAt: new Date(row.createdAt as Date | string).toISOString(),
  };
}

/**
 * The supplier sells in the city: its own city, or one of its sale cities. Written as one set of
 * supplier ids, which the database builds once, rather than a test per offer.
 */
export function sellsInCity(cityId: number): SQL {
  return sql`${supplierProducts.supplierId} IN (
    SELECT id FROM suppliers WHERE city_id = ${cityId}
    UNION SELECT supplier_id FROM sale_cities WHERE city_id = ${cityId})`;
}

/** As `sellsInCity`, for any city of a province. */
export function sellsInState(stateId: number): SQL {
  return sql`${supplierProducts.supplierId} IN (
    SELECT s.id FROM suppliers s JOIN cities c ON c.id = s.city_id WHERE c.state_id = ${stateId}
    UNION SELECT sc.supplier_id FROM sale_cities sc JOIN cities c ON c.id = sc.city_id WHERE c.state_id = ${stateId})`;
}

/**
 * The offer is not switched off, written as the column itself rather than compared with `true`:
 * the partial indexes of live offers (`WHERE is_active`) serve only a plan that sees the
 * condition, and a statement PostgreSQL keeps (server/db/named-statements.ts) is planned without
 * its values.
 */
export function offerIsLive(): SQL {
  return sql`${supplierProducts.isActive}`;
}

/**
 * The offer's supplier is not switched off. Written as "no inactive supplier" rather than as a
 * join with `suppliers.is_active`: inactive suppliers are few and sit in a small partial index,
 * so a count probes that index once per offer (or not at all) instead of hashing every supplier,
 * which made a category's count cost 30+ ms on PGlite at 100k offers.
 */
export function supplierIsLive(): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM suppliers inactive
    WHERE inactive.id = ${supplierProducts.supplierId} AND NOT inactive.is_active)`;
}

/** A condition on the offer's supplier, without joining it (see `supplierIsLive`). */
export function supplierIsVerified(verified: boolean): SQL {
  return sql`${supplierProducts.supplierId} IN (SELECT id FROM suppliers WHERE is_verified = ${verified})`;
}

/**
 * Counts are the costly half of a page of a large catalogue and change slowly: each is kept for
 * half a minute per database (lists are served a minute stale by HTTP caches anyway), and all are
 * forgotten when the API announces a change, so a write is counted at once.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 500;
const newCountCache = () => new LRUCache<string, number>({ max: COUNT_CACHE_SIZE, ttl: COUNT_TTL_MS });
let counts = new WeakMap<object, LRUCache<string, number>>();
subscribeDataChanged(() => {
  counts = new WeakMap();
});

/**
 * Supplier products matching `where`, which may name only `supplier_products` columns (supplier
 * conditions go through `supplierIsLive` and `supplierIsVerified`): counting needs no join.
 */
export async function countCards(db: Db, where: SQL | undefined, cacheKey: object = db): Promise<number> {
  const query = db.select({ total: count() }).from(supplierProducts).where(where);
  const { sql: text, params } = query.toSQL();
  const key = `${text}|${JSON.stringify(params)}`;
  let cache = counts.get(cacheKey);
  if (!cache) counts.set(cacheKey, (cache = newCountCache()));
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const [{ total }] = await query;
  cache.set(key, Number(total));
  return Number(total);
}

/**
 * One page of cards in the database's order, with the total. `cacheKey` is the database the
 * count cache belongs to (inside a transaction, the database the transaction runs on).
 */
export async function cardPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
  cacheKey: object = db,
): Promise<Page<SupplierProductCard>> {
  const { limit, offset } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    cardFrom(db).where(where).orderBy(...order).limit(limit).offset(offset),
    countCards(db, where, cacheKey),
  ]);
  return { items: rows.map(toCard), totalCount: total, ...paging };
}
