import { and, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categoryProperties,
  supplierProductPropertyValues as values,
  supplierProducts,
  unitsOfMeasurement,
} from '../../db/schema';
import type { PropertyFilter } from '../../../api/contract/suppliers';
import { ProblemError } from '../../http/problem';

type FieldError = { field: string; message: string; code: string };

// Values typed in one unit and stored in another pass through a factor; allow for rounding.
const RELATIVE_TOLERANCE = 1e-9;
const widen = (x: number, sign: 1 | -1) => x + sign * Math.max(Math.abs(x) * RELATIVE_TOLERANCE, 1e-12);

/**
 * Turns the property conditions of a category search into one SQL condition per property over
 * `supplier_products` (an EXISTS on its typed values). Every property must belong to the category
 * or an ancestor (`lineage`), and a unit to the property's quantity; otherwise 400 with the field.
 */
export async function propertyConditions(db: Db, lineage: number[], filters: PropertyFilter[]): Promise<SQL[]> {
  if (filters.length === 0) return [];
  const ids = [...new Set(filters.map((f) => f.propertyId))];
  const props = await db
    .select({
      id: categoryProperties.id,
      dataType: categoryProperties.dataType,
      quantityId: categoryProperties.quantityId,
      defaultUnitId: categoryProperties.defaultUnitId,
    })
    .from(categoryProperties)
    .where(and(inArray(categoryProperties.id, ids), inArray(categoryProperties.categoryId, lineage)));
  const unitIds = [
    ...new Set([
      ...filters.flatMap((f) => (f.measurementUnitId ? [f.measurementUnitId] : [])),
      ...props.flatMap((p) => (p.defaultUnitId ? [p.defaultUnitId] : [])),
    ]),
  ];
  const units = unitIds.length
    ? await db
        .select({ id: unitsOfMeasurement.id, quantityId: unitsOfMeasurement.quantityId, factor: unitsOfMeasurement.factor })
        .from(unitsOfMeasurement)
        .where(inArray(unitsOfMeasurement.id, unitIds))
    : [];

  const errors: FieldError[] = [];
  const conditions: SQL[] = [];
  filters.forEach((filter, index) => {
    const at = (name: string) => `properties.${index}.${name}`;
    const prop = props.find((p) => p.id === filter.propertyId);
    if (!prop) {
      errors.push({ field: at('propertyId'), message: 'این ویژگی به این دسته‌بندی تعلق ندارد', code: 'unknown_property' });
      return;
    }
    const wantsRange = filter.value !== undefined || filter.maxValue !== undefined;
    const checks: SQL[] = [];
    if (wantsRange) {
      if (prop.dataType !== 'number') {
        errors.push({ field: at('value'), message: 'این ویژگی عددی نیست', code: 'not_numeric' });
        return;
      }
      const unit = units.find((u) => u.id === (filter.measurementUnitId ?? prop.defaultUnitId));
      if (filter.measurementUnitId && (!unit || unit.quantityId !== prop.quantityId)) {
        errors.push({ field: at('measurementUnitId'), message: 'این یکا برای این ویژگی مجاز نیست', code: 'wrong_unit' });
        return;
      }
      const factor = unit?.factor ?? 1;
      // Value alone asks for that value; with a maximum it is a range. A product's own span
      // (sheets 2–20 mm) matches when it overlaps the asked range.
      const low = filter.value !== undefined ? widen(filter.value * factor, -1) : undefined;
      const highInput = filter.maxValue ?? filter.value;
      const high = highInput !== undefined ? widen(highInput * factor, 1) : undefined;
      if (high !== undefined) checks.push(lte(values.baseValue, high));
      if (low !== undefined) checks.push(gte(sql`coalesce(${values.baseMaxValue}, ${values.baseValue})`, low));
    }
    if (filter.options) {
      if (prop.dataType !== 'option' && prop.dataType !== 'text') {
        errors.push({ field: at('options'), message: 'این ویژگی گزینه‌ای نیست', code: 'not_option' });
        return;
      }
      checks.push(inArray(values.textValue, filter.options));
    }
    if (filter.boolValue !== undefined) {
      if (prop.dataType !== 'boolean') {
        errors.push({ field: at('boolValue'), message: 'این ویژگی بله/خیر نیست', code: 'not_boolean' });
        return;
      }
      checks.push(eq(values.boolValue, filter.boolValue));
    }
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(values)
          .where(and(eq(values.supplierProductId, supplierProducts.id), eq(values.propertyId, prop.id), ...checks)),
      ),
    );
  });
  if (errors.length) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از ویژگی‌های فیلتر معتبر نیستند',
      errors,
    });
  }
  return conditions;
}
