import { describe, expect, it } from 'vitest';
import { belowMinOrder } from './below-min-order';

const units = [
  { id: 1, quantityId: 1, factor: 1 }, // کیلوگرم
  { id: 2, quantityId: 1, factor: 1000 }, // تن
  { id: 3, quantityId: 1, factor: 0.001 }, // گرم
  { id: 4, quantityId: 2, factor: 1 }, // عدد
];
const fiveTonnes = { quantity: 5, unitId: 2 };

describe('belowMinOrder', () => {
  it('compares within a kind, whatever unit the buyer chose', () => {
    expect(belowMinOrder(5, 1, fiveTonnes, units)).toBe(true);
    expect(belowMinOrder(4999, 1, fiveTonnes, units)).toBe(true);
    expect(belowMinOrder(5000, 1, fiveTonnes, units)).toBe(false);
    expect(belowMinOrder(5_000_000, 3, fiveTonnes, units)).toBe(false);
    expect(belowMinOrder(4, 2, fiveTonnes, units)).toBe(true);
    expect(belowMinOrder(5, 2, fiveTonnes, units)).toBe(false);
  });

  it('does not call a quantity of another kind, or of a unit it does not know, under it', () => {
    expect(belowMinOrder(1, 4, fiveTonnes, units)).toBe(false);
    expect(belowMinOrder(1, 99, fiveTonnes, units)).toBe(false);
  });
});
