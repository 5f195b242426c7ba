import { describe, expect, it } from 'vitest';
import type { DeskProduct } from '@/api/contract/supplier-desk';
import { emptyProductForm, productFormFrom, toProductInput, withBaseProductValues } from './product-form-values';

const stored: DeskProduct = {
  id: 7,
  slug: 'x',
  baseProduct: { id: 3, name: 'میلگرد ۱۲' },
  categoryId: 43,
  name: 'میلگرد ۱۲',
  price: 345_000,
  priceUnitId: 2,
  minOrderQuantity: 2.5,
  minOrderUnitId: 2,
  stockState: 'in_stock',
  description: null,
  images: [],
  isActive: true,
  properties: [{ propertyId: 9, number: 12, maxNumber: null, unitId: 4, text: null, bool: null }],
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('the product form values', () => {
  it('shows a stored product in Persian digits, its price in toman, and sends it back unchanged in rial', () => {
    const values = productFormFrom(stored);
    expect(values).toMatchObject({ priceToman: '۳۴٬۵۰۰', minOrderQuantity: '۲٫۵', name: '' });
    expect(values.properties[9]).toMatchObject({ number: '۱۲', unitId: 4 });
    const input = toProductInput(values);
    expect(input).toMatchObject({ price: 345_000, minOrderQuantity: 2.5, baseProductId: 3, baseProductName: null, name: null });
    expect(input.properties).toEqual([{ propertyId: 9, number: 12, maxNumber: null, unitId: 4, text: null, bool: null }]);
  });

  it('names a new base product by what was typed, and leaves a non-number for the server to refuse in Persian', () => {
    const input = toProductInput({ ...emptyProductForm(), categoryId: 43, baseProduct: { newName: 'میلگرد تازه' }, priceToman: 'ارزان' });
    expect(input).toMatchObject({ baseProductId: null, baseProductName: 'میلگرد تازه', price: 'ارزان' });
  });

  it("fills the properties the supplier left empty from a chosen base product's, and keeps what it typed", () => {
    const typed = { ...emptyProductForm().properties, 9: { number: '۱۴', maxNumber: '', unitId: 4, text: '', bool: null }, 11: { number: '', maxNumber: '', unitId: null, text: ' ', bool: null } };
    const { drafts, filled } = withBaseProductValues(typed, [
      { propertyId: 9, number: 10, maxNumber: null, unitId: 4, text: null, bool: null },
      { propertyId: 11, number: null, maxNumber: null, unitId: null, text: 'A3', bool: null },
      { propertyId: 12, number: 2.5, maxNumber: 3, unitId: 5, text: null, bool: null },
    ]);
    expect(Object.keys(filled).map(Number)).toEqual([11, 12]);
    expect(drafts[9].number).toBe('۱۴');
    expect(drafts[11].text).toBe('A3');
    expect(drafts[12]).toEqual({ number: '۲٫۵', maxNumber: '۳', unitId: 5, text: '', bool: null });
  });
});
