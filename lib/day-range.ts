/** A day as the API takes it (`YYYY-MM-DD`), not one half typed. */
export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A «from» day after its «to» day: a list filtered so finds nothing, which its field should say. */
export const isReversedRange = (from: string, to: string): boolean => isDay(from) && isDay(to) && from > to;

/** The years a list's day may be in: a Jalali year typed as Gregorian (1405-07-01) is not one. */
const YEARS = { from: 2000, to: 2100 };

/**
 * A day read from an address (`?from=`): the day, or '' for none, one mistyped, or one no
 * calendar has (2026-02-30, 2026-99-99), which the API refuses and the list would fail on.
 */
export function dayOrNone(text: string | null): string {
  if (text === null || !isDay(text)) return '';
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= YEARS.from && year <= YEARS.to ? text : '';
}
