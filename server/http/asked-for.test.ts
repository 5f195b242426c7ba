import { describe, expect, it } from 'vitest';
import { ASKED_FOR_KEYS, AskedFor } from './asked-for';

describe('AskedFor', () => {
  it('tells a key asked for before from a new one', () => {
    const asked = new AskedFor();
    expect(asked.note('/products/1/x')).toBe(false);
    expect(asked.note('/products/1/x')).toBe(true);
    expect(asked.note('/products/2/x')).toBe(false);
  });

  it('remembers the latest keys only', () => {
    const asked = new AskedFor();
    asked.note('first');
    for (let i = 0; i < ASKED_FOR_KEYS; i++) asked.note(`/products/${i}/x`);
    expect(asked.note('first')).toBe(false);
    expect(asked.note(`/products/${ASKED_FOR_KEYS - 1}/x`)).toBe(true);
  });

  it('remembers fewer keys when they are long, within its bytes', () => {
    const asked = new AskedFor();
    const long = (i: number) => `/products/${i}/${'x'.repeat(1_000)}`;
    asked.note(long(0));
    for (let i = 1; i < 5_000; i++) asked.note(long(i));
    expect(asked.note(long(0))).toBe(false);
    expect(asked.note(long(4_999))).toBe(true);
  });
});
