import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  baseProductPropertyValues,
  categoryProperties,
  supplierProductPropertyValues,
  unitsOfMeasurement,
} from '../../db/schema';
import type { PropertyValue } from '../../../api/contract/catalog';
import type { PropertyDataType } from '../../../api/contract/catalog-enums';
import { toPersianDigits } from '../../../lib/persian/digits';

const persianNumber = (n: number) => toPersianDigits(String(Number(n.toPrecision(12)))).replace('.', '٫');

/** «۱۲ میلی‌متر», «تا ۲۰ میلی‌متر», «۲ تا ۲۰ میلی‌متر», «بله». */
export function displayValue(value: Omit<PropertyValue, 'display' | 'propertyId' | 'code' | 'name'>): string {
  switch (value.dataType) {
    case 'boolean':
      return value.boolValue ? 'بله' : 'خیر';
    case 'number': {
      const unit = value.unit ? ` ${value.unit.name}` : '';
      if (value.numberValue === null) return '';
      if (value.maxNumberValue === null) return `${persianNumber(value.numberValue)}${unit}`;
      if (value.numberValue === 0) return `تا ${persianNumber(value.maxNumberValue)}${unit}`;
      return `${persianNumber(value.numberValue)} تا ${persianNumber(value.maxNumberValue)}${unit}`;
    }
    default:
      return value.textValue ?? '';
  }
}

/** The typed property values of a supplier product or a base product, in the category's order. */
export async function loadPropertyValues(
  db: Db,
  owner: { supplierProductId: number } | { baseProductId: number },
): Promise<PropertyValue[]> {
  const table = 'supplierProductId' in owner ? supplierProductPropertyValues : baseProductPropertyValues;
  const ownerCondition =
    'supplierProductId' in owner
      ? eq(supplierProductPropertyValues.supplierProductId, owner.supplierProductId)
      : eq(baseProductPropertyValues.baseProductId, owner.baseProductId);
  const rows = await db
    .select({
      propertyId: categoryProperties.id,
      code: categoryProperties.code,
      name: categoryProperties.name,
      dataType: categoryProperties.dataType,
      numberValue: table.numberValue,
      maxNumberValue: table.maxNumberValue,
      textValue: table.textValue,
      boolValue: table.boolValue,
      unitId: unitsOfMeasurement.id,
      unitName: unitsOfMeasurement.name,
      unitSymbol: unitsOfMeasurement.symbol,
    })
    .from(table)
    .innerJoin(categoryProperties, eq(categoryProperties.id, table.propertyId))
    .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, table.unitId))
    .where(ownerCondition)
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id));
  return rows.map((row) => {
    const value = {
      dataType: row.dataType as PropertyDataType,
      numberValue: row.numberValue,
      maxNumberValue: row.maxNumberValue,
      unit: row.unitId == null ? null : { id: row.unitId, name: row.unitName!, symbol: row.unitSymbol! },
      textValue: row.textValue,
      boolValue: row.boolValue,
    };
    return { propertyId: row.propertyId, code: row.code, name: row.name, ...value, display: displayValue(value) };
  });
}
