import { addDays, endOfMonth as endOfJalaliMonth, endOfWeek, newDate as jalaliToDate } from 'date-fns-jalali';
import { normalizePersian } from '../../../lib/persian/normalize';
import { tehranToday } from '../../../lib/persian/dates';
import { digitValue, findNumbers } from './persian-numbers';

/**
 * The wanted date of a need: what the buyer wrote, as a kind the evaluation compares
 * (`end_of_month`, `next_week`, `in_days:3`, `jalali:1405/09/15`…), and the day it means (Tehran).
 */
export type NeedDate = { kind: string; day: string };

const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'].map(normalizePersian);

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Today in Tehran as a local calendar day (date-fns works in local days). */
const todayOf = (now: Date) => {
  const [y, m, d] = tehranToday(now).split('-').map(Number);
  return new Date(y, m - 1, d);
};
const jalaliYear = (day: Date) => Number(new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric' }).format(day).split(' ')[0]);

/** Marks the tokens it reads in `used`; null when the text names no date. */
export function jalaliDate(tokens: string[], used: boolean[], now: Date): NeedDate | null {
  const today = todayOf(now);
  const mark = (from: number, to: number) => {
    for (let i = from; i < to; i++) used[i] = true;
  };
  const at = (i: number, ...words: string[]) => words.some((w, k) => tokens[i + k] !== normalizePersian(w)) === false;
  for (let i = 0; i < tokens.length; i++) {
    // «آخر ماه»، «پایان ماه»، «آخر همین ماه»
    if ((at(i, 'آخر', 'ماه') || at(i, 'پایان', 'ماه') || at(i, 'اخر', 'ماه'))) {
      mark(i, i + 2);
      return { kind: 'end_of_month', day: iso(endOfJalaliMonth(today)) };
    }
    if (at(i, 'آخر', 'همین', 'ماه')) {
      mark(i, i + 3);
      return { kind: 'end_of_month', day: iso(endOfJalaliMonth(today)) };
    }
    if (at(i, 'آخر', 'هفته') || at(i, 'پایان', 'هفته')) {
      mark(i, i + 2);
      // The Iranian week ends on Friday.
      return { kind: 'end_of_week', day: iso(endOfWeek(today, { weekStartsOn: 6 })) };
    }
    if (at(i, 'هفته', 'بعد') || at(i, 'هفته', 'آینده') || at(i, 'هفته', 'دیگه') || at(i, 'هفته', 'دیگر')) {
      mark(i, i + 2);
      return { kind: 'next_week', day: iso(addDays(today, 7)) };
    }
    if (tokens[i] === 'امروز') {
      mark(i, i + 1);
      return { kind: 'today', day: iso(today) };
    }
    if (tokens[i] === 'فردا') {
      mark(i, i + 1);
      return { kind: 'tomorrow', day: iso(addDays(today, 1)) };
    }
    if (tokens[i] === normalizePersian('پس‌فردا') || at(i, 'پس', 'فردا')) {
      mark(i, i + (tokens[i] === 'پس' ? 2 : 1));
      return { kind: 'in_days:2', day: iso(addDays(today, 2)) };
    }
  }
  for (const number of findNumbers(tokens)) {
    const next = tokens[number.end];
    // «۳ روز دیگر»، «ظرف ۱۰ روز»
    const later = ['دیگه', 'دیگر', 'آینده', 'بعد'].includes(tokens[number.end + 1] ?? '');
    if (next === 'روز' && (later || tokens[number.start - 1] === 'ظرف')) {
      const days = Math.round(number.value);
      mark(number.start - (tokens[number.start - 1] === 'ظرف' ? 1 : 0), number.end + (later ? 2 : 1));
      return { kind: `in_days:${days}`, day: iso(addDays(today, days)) };
    }
    // «۱۵ آذر»، «۱۵ آذر ۱۴۰۵»
    const month = MONTHS.indexOf(next ?? '');
    if (month >= 0 && number.value >= 1 && number.value <= 31 && Number.isInteger(number.value)) {
      const yearToken = digitValue(tokens[number.end + 1] ?? '');
      // Without a year, the next such day: «تا ۱۵ فروردین» said in Azar is next spring.
      const thisYear = jalaliYear(today);
      const passed = jalaliToDate(thisYear, month, number.value) < today;
      const year = yearToken && yearToken > 1300 && yearToken < 1500 ? yearToken : passed ? thisYear + 1 : thisYear;
      mark(number.start, number.end + (yearToken && yearToken > 1300 ? 2 : 1));
      return { kind: `jalali:${year}/${String(month + 1).padStart(2, '0')}/${String(number.value).padStart(2, '0')}`, day: iso(jalaliToDate(year, month, number.value)) };
    }
  }
  // «۱۴۰۵/۰۹/۲۰»
  for (let i = 0; i < tokens.length; i++) {
    const m = /^(1[34]\d\d)\/(\d{1,2})\/(\d{1,2})$/.exec(tokens[i].replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
    if (m) {
      mark(i, i + 1);
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return { kind: `jalali:${y}/${String(mo).padStart(2, '0')}/${String(d).padStart(2, '0')}`, day: iso(jalaliToDate(y, mo - 1, d)) };
    }
  }
  return null;
}
