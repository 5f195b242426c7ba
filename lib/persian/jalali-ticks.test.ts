import { describe, expect, it } from 'vitest';
import { jalaliTicks } from './jalali-ticks';

const jalali = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const named = (ticks: Date[]) => ticks.map((t) => jalali.format(t));

describe('jalaliTicks', () => {
  it("marks a season on each Jalali month's first, at Tehran's midnight, and names the newest day", () => {
    // 1 Shahrivar 1405 (23 August 2026) to 9 Azar 1405 (30 November 2026), in Tehran. The 1st of
    // Azar is eight days from the 9th, less than half a month: it gives way to the newest day.
    const ticks = jalaliTicks(
      new Date('2026-08-23T08:00:00Z'),
      new Date('2026-11-30T10:00:00Z'),
      6,
    );
    expect(named(ticks)).toEqual([
      'Sun, 6/1/1405 AP, 00:00',
      'Wed, 7/1/1405 AP, 00:00',
      'Fri, 8/1/1405 AP, 00:00',
      'Mon, 9/9/1405 AP, 00:00',
    ]);
  });

  it('marks a month on Saturdays when there is room, and gives way to the newest day when a Saturday is too near it', () => {
    // 10 Aban 1405 (Sun 1 November 2026) to 5 Azar (Thu 26 November 2026): its Saturdays, then the 5th.
    const ticks = jalaliTicks(
      new Date('2026-11-01T06:00:00Z'),
      new Date('2026-11-26T06:00:00Z'),
      6,
    );
    expect(named(ticks)).toEqual([
      'Sat, 8/16/1405 AP, 00:00',
      'Sat, 8/23/1405 AP, 00:00',
      'Sat, 8/30/1405 AP, 00:00',
      'Thu, 9/5/1405 AP, 00:00',
    ]);
    // To Monday the 9th, Saturday the 7th is two days away, less than half a week: it gives way.
    const toMonday = named(
      jalaliTicks(new Date('2026-11-01T06:00:00Z'), new Date('2026-11-30T06:00:00Z'), 6),
    );
    expect(toMonday).toEqual([
      'Sat, 8/16/1405 AP, 00:00',
      'Sat, 8/23/1405 AP, 00:00',
      'Sat, 8/30/1405 AP, 00:00',
      'Mon, 9/9/1405 AP, 00:00',
    ]);
  });

  it('marks each day of a short period, counting the day from Tehran’s midnight, not UTC’s', () => {
    // 22:00 UTC on 27 November is already 28 November (7 Azar) in Tehran.
    const ticks = jalaliTicks(
      new Date('2026-11-27T22:00:00Z'),
      new Date('2026-11-30T09:00:00Z'),
      8,
    );
    expect(named(ticks)).toEqual([
      'Sat, 9/7/1405 AP, 00:00',
      'Sun, 9/8/1405 AP, 00:00',
      'Mon, 9/9/1405 AP, 00:00',
    ]);
  });

  it('takes seasons and then years when months would be too many', () => {
    const year = named(
      jalaliTicks(new Date('2025-12-01T00:00:00Z'), new Date('2026-11-30T00:00:00Z'), 6),
    );
    expect(year.length).toBeLessThanOrEqual(6);
    expect(year.slice(0, -1).every((t) => /^\w{3}, (1|4|7|10)\/1\//.test(t))).toBe(true);
    expect(year.at(-1)).toBe('Mon, 9/9/1405 AP, 00:00');
    expect(
      jalaliTicks(new Date('2026-11-30T00:00:00Z'), new Date('2026-11-30T12:00:00Z'), 6),
    ).toHaveLength(1);
  });

  it("halves the month (the 1st and the 16th) where Saturdays are too many for a phone's width", () => {
    // 30 days to 9 Azar, room for three marks: five Saturdays are too many, one month's first too few.
    const ticks = named(jalaliTicks(new Date('2026-10-31T12:00:00Z'), new Date('2026-11-30T10:00:00Z'), 3));
    expect(ticks).toEqual(['Sat, 8/16/1405 AP, 00:00', 'Sun, 9/1/1405 AP, 00:00', 'Mon, 9/9/1405 AP, 00:00']);
  });
});
