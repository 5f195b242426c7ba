import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryProperties, unitsOfMeasurement, type NewSupplierProductPropertyValue } from '../../db/schema';
import type { PropertyInput } from '../../../api/contract/supplier-desk';
import { toLatinDigits, toPersianDigits } from '../../../lib/persian/digits';
import type { FieldErrors } from './field-errors';
import { lineageIds } from '../categories/category-browse';

type ValueRow = Omit<NewSupplierProductPropertyValue, 'supplierProductId'>;

/** Ranges are stored rounded like the seed's values, so filters compare equal numbers. */
const tidy = (n: number) => Number(n.toPrecision(10));

/**
 * Checks a form's property values against its category's properties (its own and its ancestors') and turns them into typed
 * rows: a number in a unit of the property's quantity (its base value for the range filters),
 * an option among the property's options, a text, a yes/no. Required properties must be given.
 * Each problem is added to `errors` under `properties.{index}` (or `properties` for a missing one).
 */
export async function propertyRows(db: Db, categoryId: number, inputs: PropertyInput[], errors: FieldErrors): Promise<ValueRow[]> {
  // A category's own properties and every ancestor's, as the public filter shows them.
  const properties = await db.select().from(categoryProperties).where(inArray(categoryProperties.categoryId, await lineageIds(db, categoryId)));
  const byId = new Map(properties.map((p) => [p.id, p]));
  const unitIds = [...new Set(inputs.map((i) => i.unitId).filter((id): id is number => !!id))];
  const defaultUnitIds = properties.map((p) => p.defaultUnitId).filter((id): id is number => !!id);
  const units = new Map(
    (await db
      .select()
      .from(unitsOfMeasurement)
      .where(inArray(unitsOfMeasurement.id, [...new Set([...unitIds, ...defaultUnitIds, 0])]))).map((u) => [u.id, u]),
  );
  const rows: ValueRow[] = [];
  const seen = new Set<number>();
  inputs.forEach((input, index) => {
    const field = `properties.${index}`;
    const property = byId.get(input.propertyId);
    if (!property) return errors.add(field, 'این ویژگی از ویژگی‌های دستهٔ انتخاب‌شده نیست');
    if (seen.has(property.id)) return errors.add(field, `ویژگی «${property.name}» دو بار آمده است`);
    seen.add(property.id);
    const row: ValueRow = { propertyId: property.id };
    switch (property.dataType) {
      case 'number': {
        if (input.number === null || input.number === undefined) {
          if (property.isRequired) errors.add(field, `مقدار «${property.name}» را بنویسید`);
          return;
        }
        const unit = units.get(input.unitId ?? property.defaultUnitId ?? 0);
        if (property.quantityId && (!unit || unit.quantityId !== property.quantityId)) {
          return errors.add(field, `یکای «${property.name}» با این ویژگی سازگار نیست`);
        }
        const factor = property.quantityId ? unit!.factor : 1;
        const max = input.maxNumber ?? null;
        if (max !== null && max < input.number) {
          return errors.add(field, `بیشینهٔ «${property.name}» نباید کمتر از کمینهٔ آن باشد`);
        }
        Object.assign(row, {
          numberValue: input.number,
          maxNumberValue: max,
          unitId: property.quantityId ? unit!.id : null,
          baseValue: tidy(input.number * factor),
          baseMaxValue: max === null ? null : tidy(max * factor),
        });
        break;
      }
      case 'option': {
        const text = input.text?.trim();
        if (!text) {
          if (property.isRequired) errors.add(field, `یکی از گزینه‌های «${property.name}» را انتخاب کنید`);
          return;
        }
        // Options are compared digit for digit in either script: «تیپ 2» is «تیپ ۲», «A۳» is «A3».
        const option = property.options.find((o) => toLatinDigits(o) === toLatinDigits(text));
        if (!option) return errors.add(field, `«${toPersianDigits(text)}» از گزینه‌های «${property.name}» نیست`);
        row.textValue = option;
        break;
      }
      case 'text': {
        const text = input.text?.trim();
        if (!text) {
          if (property.isRequired) errors.add(field, `مقدار «${property.name}» را بنویسید`);
          return;
        }
        row.textValue = text;
        break;
      }
      case 'boolean': {
        if (input.bool === null || input.bool === undefined) return;
        row.boolValue = input.bool;
        break;
      }
    }
    rows.push(row);
  });
  for (const property of properties) {
    if (property.isRequired && !seen.has(property.id)) errors.add('properties', `مقدار «${property.name}» را بنویسید`);
  }
  return rows;
}
