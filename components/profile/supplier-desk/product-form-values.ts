import type { DeskProduct, DeskPropertyValue, SupplierProductInput } from '@/api/contract/supplier-desk';
import type { StockState } from '@/api/contract/catalog-enums';
import { parseTypedNumber, toPersianDigits } from '@/lib/persian/digits';
import { groupTypedToman } from '@/lib/persian/money';

/**
 * The product form's values as typed (text for numbers, so nothing typed is changed under the
 * writer) and their conversion to the API's input: the price typed in toman is sent in rial.
 */

export type PropertyDraft = { number: string; maxNumber: string; unitId: number | null; text: string; bool: boolean | null };

export type BaseProductChoice = { id: number; name: string } | { newName: string } | null;

export type ProductFormValues = {
  categoryId: number | null;
  baseProduct: BaseProductChoice;
  name: string;
  priceToman: string;
  priceUnitId: number | null;
  minOrderQuantity: string;
  minOrderUnitId: number | null;
  stockState: StockState;
  description: string;
  images: string[];
  isActive: boolean;
  properties: Record<number, PropertyDraft>;
};

export const emptyProductForm = (): ProductFormValues => ({
  categoryId: null,
  baseProduct: null,
  name: '',
  priceToman: '',
  priceUnitId: null,
  minOrderQuantity: '',
  minOrderUnitId: null,
  stockState: 'in_stock',
  description: '',
  images: [],
  isActive: true,
  properties: {},
});

/** A stored number as the form shows it: Persian digits and decimal mark, as the writer types it. */
const text = (n: number | null) => (n === null ? '' : toPersianDigits(String(n)).replace('.', '٫'));

export function productFormFrom(product: DeskProduct): ProductFormValues {
  return {
    categoryId: product.categoryId,
    baseProduct: product.baseProduct,
    name: product.name === product.baseProduct.name ? '' : product.name,
    priceToman: product.price === null ? '' : groupTypedToman(String(Math.round(product.price / 10))),
    priceUnitId: product.priceUnitId,
    minOrderQuantity: text(product.minOrderQuantity),
    minOrderUnitId: product.minOrderUnitId,
    stockState: product.stockState,
    description: product.description ?? '',
    images: product.images,
    isActive: product.isActive,
    properties: Object.fromEntries(product.properties.map((p) => [p.propertyId, propertyDraftOf(p)])),
  };
}

const propertyDraftOf = (p: DeskPropertyValue): PropertyDraft => ({ number: text(p.number), maxNumber: text(p.maxNumber), unitId: p.unitId, text: p.text ?? '', bool: p.bool });

const isEmptyDraft = (d: PropertyDraft | undefined) => !d || (!d.number.trim() && !d.maxNumber.trim() && !d.text.trim() && d.bool === null);
const sameDraft = (a: PropertyDraft, b: PropertyDraft) => a.number === b.number && a.maxNumber === b.maxNumber && a.unitId === b.unitId && a.text === b.text && a.bool === b.bool;

/**
 * The drafts with a chosen base product's values where the supplier has given none: what it typed
 * stays. What was filled, to take back if another base product is chosen and it is left as filled.
 */
export function withBaseProductValues(drafts: Record<number, PropertyDraft>, values: DeskPropertyValue[]): { drafts: Record<number, PropertyDraft>; filled: Record<number, PropertyDraft> } {
  const next = { ...drafts };
  const filled: Record<number, PropertyDraft> = {};
  for (const value of values) {
    if (!isEmptyDraft(next[value.propertyId])) continue;
    next[value.propertyId] = filled[value.propertyId] = propertyDraftOf(value);
  }
  return { drafts: next, filled };
}

/** The drafts without the values a base product filled that the supplier has left as they were. */
export function withoutUntouchedFills(drafts: Record<number, PropertyDraft>, filled: Record<number, PropertyDraft>): Record<number, PropertyDraft> {
  const next = { ...drafts };
  for (const [id, draft] of Object.entries(filled)) {
    if (next[Number(id)] && sameDraft(next[Number(id)], draft)) delete next[Number(id)];
  }
  return next;
}


/** What the API receives; a number that is not one is sent as typed, for the server's Persian error. */
export function toProductInput(values: ProductFormValues): SupplierProductInput {
  const number = (typed: string) => {
    const n = parseTypedNumber(typed);
    return n === 'invalid' ? (typed as unknown as number) : n;
  };
  const toman = number(values.priceToman);
  return {
    categoryId: values.categoryId ?? 0,
    baseProductId: values.baseProduct && 'id' in values.baseProduct ? values.baseProduct.id : null,
    baseProductName: values.baseProduct && 'newName' in values.baseProduct ? values.baseProduct.newName : null,
    name: values.name.trim() || null,
    price: typeof toman === 'number' ? Math.round(toman) * 10 : toman,
    priceUnitId: values.priceUnitId,
    minOrderQuantity: number(values.minOrderQuantity),
    minOrderUnitId: values.minOrderUnitId,
    stockState: values.stockState,
    description: values.description.trim() || null,
    images: values.images,
    isActive: values.isActive,
    properties: Object.entries(values.properties).map(([propertyId, draft]) => ({
      propertyId: Number(propertyId),
      number: number(draft.number),
      maxNumber: number(draft.maxNumber),
      unitId: draft.unitId,
      text: draft.text.trim() || null,
      bool: draft.bool,
    })),
  };
}

/** The form field that shows an API error about `field` (`price` is typed as `priceToman`). */
export function formFieldOf(field: string): string {
  if (field === 'price') return 'priceToman';
  if (field === 'baseProductId' || field === 'baseProductName') return 'baseProduct';
  return field;
}
