import { formatJalaliDate, formatTehranTime } from '@/lib/persian';

const TEHRAN = 'Asia/Tehran';
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TEHRAN });
const weekdayFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TEHRAN, weekday: 'long' });

/** The calendar day in Tehran, for grouping messages by day. */
export const dayKey = (value: string | Date) => dayKeyFormat.format(new Date(value));

/** `۱۴:۳۵` */
export const clockTime = (value: string | Date) => formatTehranTime(value);

/** What a list shows of a time: the hour today, the Jalali date before. */
export function shortTime(value: string, now = new Date()): string {
  return dayKey(value) === dayKey(now) ? clockTime(value) : formatJalaliDate(value);
}

/** A day's heading in a thread: today, yesterday, or the weekday and Jalali date. */
export function dayHeading(value: string, labels: { today: string; yesterday: string }, now = new Date()): string {
  const key = dayKey(value);
  if (key === dayKey(now)) return labels.today;
  if (key === dayKey(new Date(now.getTime() - 86_400_000))) return labels.yesterday;
  return `${weekdayFormat.format(new Date(value))} ${formatJalaliDate(value)}`;
}
