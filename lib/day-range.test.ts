import { describe, expect, it } from 'vitest';
import { dayOrNone, isDay, isReversedRange } from './day-range';

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

  it('reads a day from an address only if it is a real one', () => {
    expect(dayOrNone('2026-11-30')).toBe('2026-11-30');
    expect(dayOrNone('2028-02-29')).toBe('2028-02-29');
    // None, half typed, no calendar's (the API refuses them), a Jalali year typed as Gregorian.
    for (const text of [null, '', '2026-11', '2026-99-99', '2026-02-30', '2027-02-29', '2026-00-10', '1405-07-01', '۲۰۲۶-۱۱-۳۰']) expect(dayOrNone(text), String(text)).toBe('');
  });
});
