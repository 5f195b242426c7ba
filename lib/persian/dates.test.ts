import { describe, expect, it } from 'vitest';
import { jalaliYearOf } from './dates';

describe('jalaliYearOf', () => {
  it('turns at Nowruz in Tehran, not in UTC', () => {
    // Nowruz 1405 began on 21 March 2026, 00:00 in Tehran (20 March, 20:30 UTC).
    expect(jalaliYearOf('2026-03-20T20:00:00Z')).toBe(1404);
    expect(jalaliYearOf('2026-03-20T21:00:00Z')).toBe(1405);
    expect(jalaliYearOf(Date.UTC(2026, 10, 27))).toBe(1405);
  });
});
