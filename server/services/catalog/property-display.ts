import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PropertyValue } from '../../../api/contract/catalog';
import type { PropertyDataType } from '../../../api/contract/catalog-enums';
import { toPersianDigits } from '../../../lib/persian/digits';
import { rowsOf } from '../list-query';

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

type PropertyOwner = { supplierProductId: number | SQL } | { baseProductId: number | SQL };

/**
 * The typed property values of a supplier product or a base product, in the category's order, as
 * one JSON array of rows for `toPropertyValues`. An expression, so a product's detail reads its
 * values in the same round trip; the owner's id may be a column of the larger statement.
 */
export function propertyValuesJson(owner: PropertyOwner): SQL {
  const [table, ownerColumn, ownerId] =
    'supplierProductId' in owner
      ? ['supplier_product_property_values', 'supplier_product_id', owner.supplierProductId]
      : ['base_product_property_values', 'base_product_id', owner.baseProductId];
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
        'propertyId', p.id, 'code', p.code, 'name', p.name, 'dataType', p.data_type,
        'numberValue', v.number_value, 'maxNumberValue', v.max_number_value,
        'textValue', v.text_value, 'boolValue', v.bool_value,
        'unitId', u.id, 'unitName', u.name, 'unitSymbol', u.symbol) ORDER BY p.sort_order, p.id), '[]'::json)
    FROM ${sql.identifier(table)} v
    JOIN category_properties p ON p.id = v.property_id
    LEFT JOIN units_of_measurement u ON u.id = v.unit_id
    WHERE v.${sql.identifier(ownerColumn)} = ${ownerId})`;
}

export type PropertyValueRow = {
  propertyId: number;
  code: string;
  name: string;
  dataType: PropertyDataType;
  numberValue: number | null;
  maxNumberValue: number | null;
  textValue: string | null;
  boolValue: boolean | null;
  unitId: number | null;
  unitName: string | null;
  unitSymbol: string | null;
};

/** The contract's values, each with its display text, from `propertyValuesJson`'s rows. */
export function toPropertyValues(rows: PropertyValueRow[]): PropertyValue[] {
  return rows.map((row) => {
    const value = {
      dataType: row.dataType,
      numberValue: row.numberValue,
      maxNumberValue: row.maxNumberValue,
      unit: row.unitId == null ? null : { id: row.unitId, name: row.unitName!, symbol: row.unitSymbol! },
      textValue: row.textValue,
      boolValue: row.boolValue,
    };
    return { propertyId: row.propertyId, code: row.code, name: row.name, ...value, display: displayValue(value) };
  });
}

/** The typed property values of a supplier product or a base product, in the category's order. */
export async function loadPropertyValues(db: Db, owner: PropertyOwner): Promise<PropertyValue[]> {
  const [row] = rowsOf<{ values: PropertyValueRow[] }>(await db.execute(sql`SELECT ${propertyValuesJson(owner)} AS values`));
  return toPropertyValues(row.values);
}
