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

/** A stored UTC time as a Jalali date in Tehran, e.g. `۱ آذر ۱۴۰۵`. */
export function formatJalaliDate(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

export function formatJalaliDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(new Date(value));
}

/** `۱۴۰۵/۰۹/۰۱` */
export function formatJalaliNumeric(value: Date | string | number): string {
  return numericDateFormat.format(new Date(value));
}
