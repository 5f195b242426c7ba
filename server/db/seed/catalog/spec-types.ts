/**
 * How the seed describes one leaf category: its properties (which become `category_properties`),
 * how a base product is named from property values, and the price and minimum order of an offer.
 */
export type NumberProp = {
  kind: 'number';
  code: string;
  name: string;
  /** Default unit code; null for a plain number (grade, count of cores…). */
  unit: string | null;
  values: number[];
  /** Other units of the same quantity a supplier may type the value in. */
  altUnits?: string[];
};
export type OptionProp = { kind: 'option'; code: string; name: string; options: string[] };
export type TextProp = { kind: 'text'; code: string; name: string; values: string[] };
export type BoolProp = { kind: 'boolean'; code: string; name: string; chance: number };
export type PropSpec = NumberProp | OptionProp | TextProp | BoolProp;

export type LeafSpec = {
  /** The leaf's code in the category tree. */
  code: string;
  /**
   * Base product name: `{code}` is a property's value (numbers in Persian digits),
   * `{code?text}` is `text` when a boolean property is true.
   */
  name: string;
  props: PropSpec[];
  priceUnit: string;
  /** Rial per one price unit, [lowest, highest]. */
  price: [number, number];
  minOrder: { unit: string; values: number[] };
  /** One sentence about what this kind of offer is. */
  about: string;
};

export const num = (code: string, name: string, unit: string | null, values: number[], altUnits?: string[]): NumberProp => ({
  kind: 'number',
  code,
  name,
  unit,
  values,
  altUnits,
});
export const opt = (code: string, name: string, options: string[]): OptionProp => ({ kind: 'option', code, name, options });
export const txt = (code: string, name: string, values: string[]): TextProp => ({ kind: 'text', code, name, values });
export const bool = (code: string, name: string, chance = 0.5): BoolProp => ({ kind: 'boolean', code, name, chance });

export const leaf = (
  code: string,
  name: string,
  props: PropSpec[],
  priceUnit: string,
  price: [number, number],
  minOrder: [unit: string, values: number[]],
  about: string,
): LeafSpec => ({ code, name, props, priceUnit, price, minOrder: { unit: minOrder[0], values: minOrder[1] }, about });
