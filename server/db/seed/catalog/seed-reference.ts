import type { Db } from '../../client';
import {
  categoryProperties,
  cities,
  countries,
  measurementQuantities,
  states,
  unitsOfMeasurement,
  urbanAreas,
} from '../../schema';
import { normalizePersian } from '../../../../lib/persian/normalize';
import { slugify } from '../../../../lib/slug';
import { COUNTRIES, PROVINCES, URBAN_AREAS } from './geography-data';
import type { LeafSpec, PropSpec } from './spec-types';
import { QUANTITIES } from './units-data';

export type SeededCity = {
  id: number;
  name: string;
  provinceCode: string;
  phoneCode: string;
  weight: number;
  areaIds: number[];
};
export type SeededUnit = { id: number; code: string; factor: number; quantityId: number };
export type SeededProperty = { id: number; spec: PropSpec };

/** Countries, the 31 provinces, their cities and the districts of the largest cities. */
export async function seedGeography(db: Db): Promise<SeededCity[]> {
  const countryRows = await db
    .insert(countries)
    .values(COUNTRIES.map((c, i) => ({ ...c, searchName: normalizePersian(c.name), sortOrder: i })))
    .returning({ id: countries.id, code: countries.code });
  const iran = countryRows.find((c) => c.code === 'IR')!.id;
  const stateRows = await db
    .insert(states)
    .values(
      PROVINCES.map((p, i) => ({
        countryId: iran,
        code: `ir-${p.code}`,
        name: p.name,
        searchName: normalizePersian(p.name),
        sortOrder: i,
      })),
    )
    .returning({ id: states.id, code: states.code });
  const stateId = new Map(stateRows.map((s) => [s.code, s.id]));
  const cityInputs = PROVINCES.flatMap((p) =>
    p.cities.map((name, i) => ({
      stateId: stateId.get(`ir-${p.code}`)!,
      name,
      searchName: normalizePersian(name),
      slug: slugify(name),
      isCapital: i === 0,
      sortOrder: i,
    })),
  );
  const cityRows = await db.insert(cities).values(cityInputs).returning({ id: cities.id, name: cities.name });
  const seeded: SeededCity[] = [];
  let index = 0;
  for (const province of PROVINCES) {
    for (let i = 0; i < province.cities.length; i++, index++) {
      // The capital carries most of a province's trade.
      const weight = province.weight * (i === 0 ? 3 : 1) / (province.cities.length + 2);
      seeded.push({
        id: cityRows[index].id,
        name: cityRows[index].name,
        provinceCode: province.code,
        phoneCode: province.phoneCode,
        weight,
        areaIds: [],
      });
    }
  }
  for (const city of seeded) {
    const areas = URBAN_AREAS[city.name];
    if (!areas) continue;
    const rows = await db
      .insert(urbanAreas)
      .values(areas.map((name, i) => ({ cityId: city.id, name, searchName: normalizePersian(name), sortOrder: i })))
      .returning({ id: urbanAreas.id });
    city.areaIds = rows.map((r) => r.id);
  }
  return seeded;
}

export async function seedUnits(db: Db): Promise<Map<string, SeededUnit>> {
  const units = new Map<string, SeededUnit>();
  const quantityRows = await db
    .insert(measurementQuantities)
    .values(QUANTITIES.map((q, i) => ({ code: q.code, name: q.name, sortOrder: i })))
    .returning({ id: measurementQuantities.id, code: measurementQuantities.code });
  const quantityId = new Map(quantityRows.map((q) => [q.code, q.id]));
  const rows = await db
    .insert(unitsOfMeasurement)
    .values(
      QUANTITIES.flatMap((q) =>
        q.units.map((u, i) => ({
          quantityId: quantityId.get(q.code)!,
          code: u.code,
          name: u.name,
          searchName: normalizePersian(u.name),
          symbol: u.symbol,
          factor: u.factor,
          isBase: u.factor === 1 && i === q.units.findIndex((x) => x.factor === 1),
          sortOrder: i,
        })),
      ),
    )
    .returning({
      id: unitsOfMeasurement.id,
      code: unitsOfMeasurement.code,
      factor: unitsOfMeasurement.factor,
      quantityId: unitsOfMeasurement.quantityId,
    });
  for (const row of rows) units.set(row.code, row);
  return units;
}

/** The properties of every leaf, from its spec; returns them by leaf code in spec order. */
export async function seedCategoryProperties(
  db: Db,
  specs: LeafSpec[],
  categoryIds: Map<string, number>,
  units: Map<string, SeededUnit>,
): Promise<Map<string, SeededProperty[]>> {
  const inputs = specs.flatMap((spec) =>
    spec.props.map((prop, sortOrder) => {
      const unit = prop.kind === 'number' && prop.unit ? units.get(prop.unit)! : undefined;
      return {
        categoryId: categoryIds.get(spec.code)!,
        code: prop.code,
        name: prop.name,
        dataType: prop.kind,
        quantityId: unit?.quantityId ?? null,
        defaultUnitId: unit?.id ?? null,
        minValue: prop.kind === 'number' ? Math.min(...prop.values) : null,
        maxValue: prop.kind === 'number' ? Math.max(...prop.values) : null,
        options: prop.kind === 'option' ? prop.options : [],
        // Free text (routes, ports) is shown, not filtered on.
        isFilterable: prop.kind !== 'text',
        isRequired: sortOrder === 0,
        sortOrder,
      };
    }),
  );
  const rows = await db
    .insert(categoryProperties)
    .values(inputs)
    .returning({ id: categoryProperties.id, categoryId: categoryProperties.categoryId, code: categoryProperties.code });
  const idOf = new Map(rows.map((r) => [`${r.categoryId}:${r.code}`, r.id]));
  const result = new Map<string, SeededProperty[]>();
  for (const spec of specs) {
    const categoryId = categoryIds.get(spec.code)!;
    result.set(spec.code, spec.props.map((prop) => ({ id: idOf.get(`${categoryId}:${prop.code}`)!, spec: prop })));
  }
  return result;
}
