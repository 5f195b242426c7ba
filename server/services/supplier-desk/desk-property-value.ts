import type { BaseProductPropertyValue, SupplierProductPropertyValue } from '../../db/schema';
import type { DeskPropertyValue } from '../../../api/contract/supplier-desk';

/** A stored property value (an offer's or a base product's: the same columns) as the desk's form edits it. */
export const deskPropertyValue = (v: BaseProductPropertyValue | SupplierProductPropertyValue): DeskPropertyValue => ({
  propertyId: v.propertyId,
  number: v.numberValue,
  maxNumber: v.maxNumberValue,
  unitId: v.unitId,
  text: v.textValue,
  bool: v.boolValue,
});
