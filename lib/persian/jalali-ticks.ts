import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  getDate,
  setDate,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from 'date-fns-jalali';
import { startOfTehranCalendarDay, tehranCalendarDay } from './dates';

const DAY_MS = 86_400_000;

type Step = { first: (day: Date) => Date; next: (day: Date) => Date; days: number };

/** From the finest to the coarsest, each starting where a Persian calendar starts it: a week on Saturday, a month on its first. */
const STEPS: Step[] = [
  { first: (d) => d, next: (d) => addDays(d, 1), days: 1 },
  { first: (d) => startOfWeek(d, { weekStartsOn: 6 }), next: (d) => addWeeks(d, 1), days: 7 },
  // The 1st and the 16th: a month in halves, where weeks are too many and months too few.
  { first: startOfMonth, next: (d) => (getDate(d) < 16 ? setDate(d, 16) : startOfMonth(addMonths(d, 1))), days: 15 },
  { first: startOfMonth, next: (d) => addMonths(d, 1), days: 30 },
  { first: startOfQuarter, next: (d) => addQuarters(d, 1), days: 91 },
  { first: startOfYear, next: (d) => addYears(d, 1), days: 365 },
];

/**
 * Where a time axis from `from` to `to` puts its marks, at most `most` of them: on Jalali days,
 * Saturdays, the 1st and 16th, months' firsts, seasons or years (Tehran's clock) — a chart library's own marks fall
 * on Gregorian months («۱۰ آبان») — and always on the newest day, so the recent end is named; a
 * regular mark closer to it than half a step gives way.
 */
export function jalaliTicks(from: Date, to: Date, most: number): Date[] {
  const first = tehranCalendarDay(from);
  const last = tehranCalendarDay(to);
  for (const step of STEPS) {
    const days: Date[] = [];
    for (let day = step.first(first); day <= last && days.length <= most; day = step.next(day)) {
      // A step's start is a midnight, `first` a noon: the same day counts.
      if (day >= startOfDay(first)) days.push(day);
    }
    const regular = days.filter(
      (day) => (last.getTime() - day.getTime()) / DAY_MS >= step.days / 2,
    );
    if (regular.length + 1 <= Math.max(most, 1) || step === STEPS.at(-1))
      return [...regular, last].map(startOfTehranCalendarDay);
  }
  return [startOfTehranCalendarDay(last)];
}
