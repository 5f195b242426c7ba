import { formatJalaliDate, formatJalaliDateTime } from '@/lib/persian';

const UNBROKEN = { whiteSpace: 'nowrap' } as const;

/**
 * A date in a table's cell. A narrow column broke «۲۹ آبان ۱۴۰۵» after the month, its year alone
 * on the next line; here a date is never broken, and a date with its time only before «ساعت».
 */
export function DateCell({ value, withTime = false }: { value: string | Date; withTime?: boolean }) {
  const date = formatJalaliDate(value);
  if (!withTime) return <span style={UNBROKEN}>{date}</span>;
  const full = formatJalaliDateTime(value);
  // The formatter writes the date first; should a runtime ever write it otherwise, the whole text is kept as written.
  if (!full.startsWith(date)) return <>{full}</>;
  // One element: a phone's card lays a cell's children out as a row with gaps between them.
  return (
    <span>
      <span style={UNBROKEN}>{date}</span> <span style={UNBROKEN}>{full.slice(date.length).trim()}</span>
    </span>
  );
}
