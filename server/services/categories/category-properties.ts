import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryProperties, measurementQuantities, unitsOfMeasurement } from '../../db/schema';
import type { CategoryProperty } from '../../../api/contract/categories-extra';
import { lineageIds } from './category-browse';

type Unit = CategoryProperty['units'][number];

/**
 * The properties of a category: its own and every ancestor's (a rebar is also a steel product),
 * the root's first, each with its quantity's units for the filter's unit picker.
 */
export async function listCategoryProperties(db: Db, categoryId: number): Promise<CategoryProperty[]> {
  const lineage = await lineageIds(db, categoryId);
  const rows = await db
    .select({
      id: categoryProperties.id,
      categoryId: categoryProperties.categoryId,
      code: categoryProperties.code,
      name: categoryProperties.name,
      dataType: categoryProperties.dataType,
      quantityId: categoryProperties.quantityId,
      quantityName: measurementQuantities.name,
      defaultUnitId: categoryProperties.defaultUnitId,
      minValue: categoryProperties.minValue,
      maxValue: categoryProperties.maxValue,
      options: categoryProperties.options,
      isFilterable: categoryProperties.isFilterable,
      isRequired: categoryProperties.isRequired,
      sortOrder: categoryProperties.sortOrder,
    })
    .from(categoryProperties)
    .leftJoin(measurementQuantities, eq(measurementQuantities.id, categoryProperties.quantityId))
    .where(inArray(categoryProperties.categoryId, lineage));

  const quantityIds = [...new Set(rows.flatMap((r) => (r.quantityId === null ? [] : [r.quantityId])))];
  const units = quantityIds.length
    ? await db
        .select({
          id: unitsOfMeasurement.id,
          quantityId: unitsOfMeasurement.quantityId,
          name: unitsOfMeasurement.name,
          symbol: unitsOfMeasurement.symbol,
          factor: unitsOfMeasurement.factor,
          isBase: unitsOfMeasurement.isBase,
        })
        .from(unitsOfMeasurement)
        .where(inArray(unitsOfMeasurement.quantityId, quantityIds))
        .orderBy(asc(unitsOfMeasurement.sortOrder), asc(unitsOfMeasurement.id))
    : [];
  const unitsOf = (quantityId: number | null): Unit[] =>
    units.filter((u) => u.quantityId === quantityId).map(({ quantityId: _, ...unit }) => unit);

  const depth = new Map(lineage.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => depth.get(a.categoryId)! - depth.get(b.categoryId)! || a.sortOrder - b.sortOrder || a.id - b.id)
    .map((r) => {
      const quantityUnits = unitsOf(r.quantityId);
      return {
        id: r.id,
        categoryId: r.categoryId,
        isInherited: r.categoryId !== categoryId,
        code: r.code,
        name: r.name,
        dataType: r.dataType,
        measurementQuantity: r.quantityId === null ? null : { id: r.quantityId, name: r.quantityName ?? '' },
        defaultUnit: quantityUnits.find((u) => u.id === r.defaultUnitId) ?? null,
        units: quantityUnits,
        minValue: r.minValue,
        maxValue: r.maxValue,
        options: r.options,
        isFilterable: r.isFilterable,
        isRequired: r.isRequired,
      };
    });
}
