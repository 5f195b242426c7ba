import { startOfMonth } from 'date-fns-jalali';
const dateFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const numericDateFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const timeFormat = new Intl.DateTimeFormat('fa-IR', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const yearFormat = new Intl.DateTimeFormat('en-u-ca-persian', { timeZone: 'Asia/Tehran', year: 'numeric' });

/** The Jalali year in Tehran at `value`, as a number (1405). Made once: a formatter is costly to make. */
export function jalaliYearOf(value: Date | string | number): number {
  return Number(yearFormat.formatToParts(new Date(value)).find((p) => p.type === 'year')!.value);
}

/** A stored UTC time as a Jalali date in Tehran, e.g. `۱ آذر ۱۴۰۵`. */
export function formatJalaliDate(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

export function formatJalaliDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(new Date(value));
}

/** The time of day in Tehran, e.g. `۰۴:۲۵`. */
export function formatTehranTime(value: Date | string | number): string {
  return timeFormat.format(new Date(value));
}

/** `۱۴۰۵/۰۹/۰۱` */
export function formatJalaliNumeric(value: Date | string | number): string {
  return numericDateFormat.format(new Date(value));
}

/** Tehran's offset from UTC: +03:30 all year (Iran has kept no daylight saving time since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;

/** Tehran's calendar day holding `instant`, as a local noon date-fns-jalali can step through (noon: no daylight-saving edge of this device moves it a day). */
export const tehranCalendarDay = (instant: Date) => {
  const wall = new Date(instant.getTime() + TEHRAN_OFFSET_MS);
  return new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 12);
};

/** The instant a day from {@link tehranCalendarDay} began in Tehran. */
export const startOfTehranCalendarDay = (day: Date) => new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - TEHRAN_OFFSET_MS);

/** The instant the Jalali month holding `now` began in Tehran (what "a month's quota" counts from). */
export function startOfJalaliMonthInTehran(now: Date = new Date()): Date {
  return startOfTehranCalendarDay(startOfMonth(tehranCalendarDay(now)));
}

/** Today's date in Tehran, `YYYY-MM-DD`. */
export const tehranToday = (now: Date = new Date()) => new Date(now.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Gregorian day (`YYYY-MM-DD`) began in Tehran, `plusDays` later: a day filter's bounds. */
export const tehranDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - TEHRAN_OFFSET_MS);
