import { describe, expect, it } from 'vitest';
import { LEAF_SPECS, treeLeaves } from './leaf-specs';
import { QUANTITIES } from './units-data';
import { createRng } from './prng';
import { apportion, roundPrice } from './seed-products';
import { chooseValues, renderName } from './property-values';
import { LATIN_NUMBER } from '../../../../lib/persian/digits';
import type { SeededProperty } from './seed-reference';
import { PROVINCES } from './geography-data';

const quantityOf = new Map(QUANTITIES.flatMap((q) => q.units.map((u) => [u.code, q.code] as const)));

describe('catalogue seed specs', () => {
  it('describe exactly the leaves of the category tree', () => {
    const leaves = treeLeaves().map((l) => l.code).sort();
    expect(LEAF_SPECS.map((s) => s.code).sort()).toEqual(leaves);
    expect(new Set(treeLeaves().map((l) => l.type)).size).toBe(4);
  });

  it('use only known units, and alternative units of the same quantity', () => {
    for (const spec of LEAF_SPECS) {
      expect(quantityOf.has(spec.priceUnit), `${spec.code} price unit`).toBe(true);
      expect(quantityOf.has(spec.minOrder.unit), `${spec.code} minimum order unit`).toBe(true);
      for (const prop of spec.props) {
        if (prop.kind !== 'number' || !prop.unit) continue;
        expect(quantityOf.has(prop.unit), `${spec.code}.${prop.code}`).toBe(true);
        for (const alt of prop.altUnits ?? []) expect(quantityOf.get(alt)).toBe(quantityOf.get(prop.unit));
      }
    }
  });

  it('name every template token after a property and leave no braces behind', () => {
    const rng = createRng(3);
    for (const spec of LEAF_SPECS) {
      const codes = new Set(spec.props.map((p) => p.code));
      for (const [, code] of spec.name.matchAll(/\{(\w+)/g)) expect(codes.has(code), `${spec.code}: ${code}`).toBe(true);
      const props: SeededProperty[] = spec.props.map((p, i) => ({ id: i, spec: p }));
      const name = renderName(spec.name, props, chooseValues(rng, props));
      expect(name).not.toMatch(/[{}]|undefined/);
      expect(name, 'numbers in Persian digits, a code as written').not.toMatch(LATIN_NUMBER);
      // A rebar's grade as its filter shows it: «میلگرد آجدار ۱۲ A3 …».
      if (spec.code === 'p-rebar') expect(name).toMatch(/^میلگرد \S+ [۰-۹]+ A[1-4] /);
      expect(spec.price[0]).toBeLessThan(spec.price[1]);
    }
  });

  it('cover the 31 provinces with more than a hundred cities', () => {
    expect(PROVINCES).toHaveLength(31);
    expect(PROVINCES.flatMap((p) => p.cities).length).toBeGreaterThanOrEqual(100);
  });
});

describe('seed helpers', () => {
  it('draw the same numbers from the same seed and different ones from another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(createRng(43).next()).not.toBe(first[0]);
    expect(createRng(42).fork('x').next()).toBe(createRng(42).fork('x').next());
  });

  it('split a total exactly by weight', () => {
    expect(apportion(10, [1, 1, 2])).toEqual([3, 2, 5]);
    const counts = apportion(1000, [0.3, 2.5, 7.2, 1]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(counts[2]).toBeGreaterThan(counts[1]);
  });

  it('round prices to three significant digits in whole thousands of Rial', () => {
    expect(roundPrice(287_345)).toBe(287_000);
    expect(roundPrice(1_234_567)).toBe(1_230_000);
    expect(roundPrice(4_321)).toBe(4_000);
  });
});
