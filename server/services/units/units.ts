import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementQuantities, unitsOfMeasurement } from '../../db/schema';
import type { UnitOfMeasurement, UnitFilterQuery } from '../../../api/contract/units';
import { readPaging, type Page } from '../../../api/contract/paging';
import { notFound } from '../../http/problem';
import { containsNormalized, containsText, pageWindow } from '../list-query';

const unitColumns = {
  id: unitsOfMeasurement.id,
  quantityId: unitsOfMeasurement.quantityId,
  quantityName: measurementQuantities.name,
  code: unitsOfMeasurement.code,
  name: unitsOfMeasurement.name,
  symbol: unitsOfMeasurement.symbol,
  factor: unitsOfMeasurement.factor,
  isBase: unitsOfMeasurement.isBase,
};

const unitOrder = [
  asc(measurementQuantities.sortOrder),
  asc(unitsOfMeasurement.quantityId),
  asc(unitsOfMeasurement.sortOrder),
  asc(unitsOfMeasurement.id),
];

function selectUnits(db: Db, where?: SQL) {
  return db
    .select(unitColumns)
    .from(unitsOfMeasurement)
    .innerJoin(measurementQuantities, eq(measurementQuantities.id, unitsOfMeasurement.quantityId))
    .where(where)
    .orderBy(...unitOrder);
}

export async function listUnitsOfQuantity(db: Db, quantityId: number): Promise<UnitOfMeasurement[]> {
  const [quantity] = await db
    .select({ id: measurementQuantities.id })
    .from(measurementQuantities)
    .where(eq(measurementQuantities.id, quantityId))
    .limit(1);
  if (!quantity) throw notFound('کمیت اندازه‌گیری با این شناسه وجود ندارد');
  return selectUnits(db, eq(unitsOfMeasurement.quantityId, quantityId));
}

export function listAllUnits(db: Db): Promise<UnitOfMeasurement[]> {
  return selectUnits(db);
}

export async function filterUnits(db: Db, query: UnitFilterQuery): Promise<Page<UnitOfMeasurement>> {
  const paging = readPaging(query);
  const text = query['filter.text'];
  // Symbols are Latin or short Persian abbreviations («kg», «م²»): matched as typed, ignoring case.
  const textMatch = containsNormalized(unitsOfMeasurement.searchName, text);
  const symbolMatch = containsText(unitsOfMeasurement.symbol, text);
  const where = and(
    query['filter.quantityId'] !== undefined ? eq(unitsOfMeasurement.quantityId, query['filter.quantityId']) : undefined,
    textMatch && symbolMatch ? or(textMatch, symbolMatch) : undefined,
  );
  const { limit, offset } = pageWindow(paging);
  const [items, [{ total }]] = await Promise.all([
    selectUnits(db, where).limit(limit).offset(offset),
    db.select({ total: count() }).from(unitsOfMeasurement).where(where),
  ]);
  return { items, totalCount: total, ...paging };
}
