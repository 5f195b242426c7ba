import { describe, expect, it } from 'vitest';
import { isDay, isReversedRange } from './day-range';

describe('a range of days', () => {
  it('takes only whole days', () => {
    expect(isDay('2026-11-30')).toBe(true);
    expect(isDay('2026-11-3')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('is reversed only when both ends are days and «from» comes after «to»', () => {
    expect(isReversedRange('2026-12-01', '2026-11-30')).toBe(true);
    expect(isReversedRange('2026-11-30', '2026-11-30')).toBe(false);
    expect(isReversedRange('2026-11-01', '2026-11-30')).toBe(false);
    expect(isReversedRange('2026-12-01', '')).toBe(false);
    expect(isReversedRange('', '2026-11-30')).toBe(false);
  });
});
