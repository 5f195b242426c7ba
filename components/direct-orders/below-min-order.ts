type Unit = { id: number; quantityId: number; factor: number };

/**
 * Whether `quantity` of `unitId` is under the supplier's minimum order, compared within a kind:
 * «۵ کیلوگرم» is under «۵ تن» (the form compared only in the minimum's own unit and said nothing).
 * A unit of another kind cannot be compared, and is not called under it.
 */
export function belowMinOrder(quantity: number, unitId: number, min: { quantity: number; unitId: number }, units: readonly Unit[]): boolean {
  if (unitId === min.unitId) return quantity < min.quantity;
  const ordered = units.find((u) => u.id === unitId);
  const minimum = units.find((u) => u.id === min.unitId);
  if (!ordered || !minimum || ordered.quantityId !== minimum.quantityId) return false;
  // Factors are floating point: «۵ تن» against «۵۰۰۰ کیلوگرم» must not come out a hair under.
  return quantity * ordered.factor < min.quantity * minimum.factor * (1 - 1e-9);
}
