import { formatJalaliDate, formatJalaliDateTime } from '@/lib/persian';

const UNBROKEN = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time as the formatter writes it («۲۹ آبان ۱۴۰۵ ساعت ۱۳:۳۰»), cut where a line may
 * break: after the date and whatever mark the formatter put right after it (an older CLDR writes
 * «…۱۴۰۵، ساعت ۱۳:۳۰»; a line must not begin with «،»). Null when the text does not begin with the date.
 */
export function dateAndTimeParts(date: string, full: string): [string, string] | null {
  if (!full.startsWith(date)) return null;
  const rest = /^(\S*)\s+(\S.*)$/.exec(full.slice(date.length));
  return rest ? [date + rest[1], rest[2]] : null;
}

/**
 * A date in a table's cell. A narrow column broke «۲۹ آبان ۱۴۰۵» after the month, its year alone
 * on the next line; here a date is never broken, and a date with its time only before the time.
 * One element: a phone's card lays a cell's children out as a row with gaps between them.
 */
export function DateCell({ value, withTime = false }: { value: string | Date; withTime?: boolean }) {
  const when = new Date(value);
  const date = formatJalaliDate(when);
  const parts = withTime ? dateAndTimeParts(date, formatJalaliDateTime(when)) : null;
  return (
    <time dateTime={when.toISOString()}>
      {!withTime ? (
        <span style={UNBROKEN}>{date}</span>
      ) : parts ? (
        <>
          <span style={UNBROKEN}>{parts[0]}</span> <span style={UNBROKEN}>{parts[1]}</span>
        </>
      ) : (
        formatJalaliDateTime(when)
      )}
    </time>
  );
}
