import { formatJalaliDate } from '@/lib/persian';

/** A Gregorian day of the API (`YYYY-MM-DD`) as a Jalali date, read at Tehran's noon. */
export const jalaliDay = (day: string) => formatJalaliDate(`${day}T12:00:00+03:30`);
