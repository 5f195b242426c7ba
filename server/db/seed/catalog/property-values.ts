import { toPersianDigits } from '../../../../lib/persian/digits';
import type { Rng } from './prng';
import type { SeededProperty, SeededUnit } from './seed-reference';
import type { PropSpec } from './spec-types';

/** One chosen value per property of a base product, in the spec's default unit. */
export type Choice = number | string | boolean;

export function chooseValues(rng: Rng, props: SeededProperty[]): Choice[] {
  return props.map(({ spec }) => {
    switch (spec.kind) {
      case 'number':
        return rng.pick(spec.values);
      case 'option':
        return rng.pick(spec.options);
      case 'text':
        return rng.pick(spec.values);
      case 'boolean':
        return rng.chance(spec.chance);
    }
  });
}

const formatNumber = (n: number) => toPersianDigits(String(n)).replace('.', '٫');

/** Fills a leaf's name template: `{code}` with the value, `{code?text}` with text when true. */
export function renderName(template: string, props: SeededProperty[], values: Choice[]): string {
  const byCode = new Map(props.map((p, i) => [p.spec.code, values[i]]));
  const name = template
    .replace(/\{(\w+)\?([^}]*)\}/g, (_, code: string, text: string) => (byCode.get(code) === true ? text : ''))
    .replace(/\{(\w+)\}/g, (_, code: string) => {
      const value = byCode.get(code);
      return typeof value === 'number' ? formatNumber(value) : String(value ?? '');
    })
    .replace(/\s+/g, ' ')
    .trim();
  // Numbers read in Persian digits like the rest of the name («گرید ۰۲۰۰»); a grade's code keeps
  // its own («A3», «C40»: toPersianDigits), as the property's option shows it.
  return toPersianDigits(name);
}

/** A capability "up to" a size (بیشینه …) covers everything from zero to it, for range filters. */
const isUpperBound = (spec: PropSpec) => spec.name.startsWith('بیشینه');

const tidy = (n: number) => Number(n.toPrecision(10));

/**
 * The typed row of one value. Numbers are sometimes typed in another unit of the same quantity
 * (1200 cm instead of 12 m), as suppliers do; `base_value` is always in the quantity's base unit.
 */
export function valueRow(
  rng: Rng | undefined,
  property: SeededProperty,
  value: Choice,
  units: Map<string, SeededUnit>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {
    property_id: property.id,
    number_value: null,
    max_number_value: null,
    unit_id: null,
    base_value: null,
    base_max_value: null,
    text_value: null,
    bool_value: null,
  };
  const spec = property.spec;
  if (spec.kind === 'number' && typeof value === 'number') {
    const unit = spec.unit ? units.get(spec.unit)! : undefined;
    const typedIn =
      unit && rng && spec.altUnits?.length && rng.chance(0.25) ? units.get(rng.pick(spec.altUnits))! : unit;
    const base = tidy(value * (unit?.factor ?? 1));
    const typed = tidy(base / (typedIn?.factor ?? 1));
    row.unit_id = typedIn?.id ?? null;
    if (isUpperBound(spec)) {
      Object.assign(row, { number_value: 0, max_number_value: typed, base_value: 0, base_max_value: base });
    } else {
      Object.assign(row, { number_value: typed, base_value: base });
    }
  } else if (spec.kind === 'boolean') {
    row.bool_value = value === true;
  } else {
    row.text_value = String(value);
  }
  return row;
}

export const VALUE_COLUMNS = {
  property_id: 'bigint',
  number_value: 'double precision',
  max_number_value: 'double precision',
  unit_id: 'bigint',
  base_value: 'double precision',
  base_max_value: 'double precision',
  text_value: 'text',
  bool_value: 'boolean',
};
