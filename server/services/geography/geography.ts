import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cities, countries, saleCities, states, suppliers, urbanAreas } from '../../db/schema';
import type { Paging, Page } from '../../../api/contract/paging';
import type { City } from '../../../api/contract/geography';
import { notFound } from '../../http/problem';
import { normalizePersian } from '../../../lib/persian/normalize';
import { containsNormalized, pageWindow } from '../list-query';

/** Names that start with the typed text come before names that merely contain it. */
function startsFirst(column: AnyPgColumn, text: string | undefined): SQL[] {
  const needle = text ? normalizePersian(text).replace(/[\\%_]/g, (ch) => `\\${ch}`) : '';
  return needle ? [desc(sql`${column} LIKE ${`${needle}%`}`)] : [];
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>, paging: Paging): Promise<Page<T>> {
  const [items, [{ total: totalCount }]] = await Promise.all([rows, total]);
  return { items, totalCount, ...paging };
}

export function filterCountries(db: Db, text: string | undefined, paging: Paging) {
  const where = containsNormalized(countries.searchName, text);
  const { limit, offset } = pageWindow(paging);
  return paged(
    db
      .select({ id: countries.id, code: countries.code, name: countries.name })
      .from(countries)
      .where(where)
      .orderBy(...startsFirst(countries.searchName, text), asc(countries.sortOrder), asc(countries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(countries).where(where),
    paging,
  );
}

export function filterStates(db: Db, filter: { text?: string; countryId?: number }, paging: Paging) {
  const where = and(
    containsNormalized(states.searchName, filter.text),
    filter.countryId !== undefined ? eq(states.countryId, filter.countryId) : undefined,
  );
  const { limit, offset } = pageWindow(paging);
  return paged(
    db
      .select({ id: states.id, countryId: states.countryId, code: states.code, name: states.name })
      .from(states)
      .where(where)
      .orderBy(...startsFirst(states.searchName, filter.text), asc(states.sortOrder), asc(states.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(states).where(where),
    paging,
  );
}

const cityColumns = {
  id: cities.id,
  stateId: cities.stateId,
  stateName: states.name,
  name: cities.name,
  slug: cities.slug,
  isCapital: cities.isCapital,
};

export function filterCities(db: Db, filter: { text?: string; stateId?: number }, paging: Paging): Promise<Page<City>> {
  const where = and(
    containsNormalized(cities.searchName, filter.text),
    filter.stateId !== undefined ? eq(cities.stateId, filter.stateId) : undefined,
  );
  const { limit, offset } = pageWindow(paging);
  return paged(
    db
      .select(cityColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(where)
      .orderBy(
        ...startsFirst(cities.searchName, filter.text),
        desc(cities.isCapital),
        asc(states.sortOrder),
        asc(cities.sortOrder),
        asc(cities.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(cities).where(where),
    paging,
  );
}

export async function listUrbanAreas(db: Db, cityId: number) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) throw notFound('شهری با این شناسه وجود ندارد');
  return db
    .select({ id: urbanAreas.id, cityId: urbanAreas.cityId, name: urbanAreas.name })
    .from(urbanAreas)
    .where(eq(urbanAreas.cityId, cityId))
    .orderBy(asc(urbanAreas.sortOrder), asc(urbanAreas.id));
}

/** The supplier's own city first, then the other cities it sells to. */
export async function listSaleCities(db: Db, supplierId: number): Promise<(City & { isHomeCity: boolean })[]> {
  const [supplier] = await db
    .select({ cityId: suppliers.cityId })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.isActive, true)))
    .limit(1);
  if (!supplier) throw notFound('تأمین‌کننده‌ای با این شناسه وجود ندارد');
  const listed = await db
    .select({ cityId: saleCities.cityId })
    .from(saleCities)
    .where(eq(saleCities.supplierId, supplierId));
  const ids = new Set(listed.map((r) => r.cityId));
  if (supplier.cityId !== null) ids.add(supplier.cityId);
  if (ids.size === 0) return [];
  const rows = await db
    .select(cityColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(inArray(cities.id, [...ids]))
    .orderBy(asc(states.sortOrder), asc(cities.sortOrder), asc(cities.id));
  return rows
    .map((row) => ({ ...row, isHomeCity: row.id === supplier.cityId }))
    .sort((a, b) => Number(b.isHomeCity) - Number(a.isHomeCity));
}
