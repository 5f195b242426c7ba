import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PageKind } from '../../../api/contract/catalog-enums';
import { ProblemError } from '../../http/problem';
import { tehranDayStart } from '../../../lib/persian/dates';
import { rowsOf } from '../list-query';

/** The longest period the chart draws, in days. */
export const VISITOR_CHART_MAX_DAYS = 366;

/**
 * Visits per Tehran day between two days (inclusive), of every public page or one kind, with the
 * distinct visitors of each day; days without visits are zeros, so the chart has no gaps.
 */
export async function visitsPerDay(db: Db, from: string, to: string, pageKind?: PageKind) {
  const start = tehranDayStart(from);
  const end = tehranDayStart(to, 1);
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  if (days < 1 || days > VISITOR_CHART_MAX_DAYS) {
    throw new ProblemError({ status: 400, code: 'validation', detail: 'بازهٔ نمودار باید از یک روز تا یک سال باشد', errors: [{ field: 'to', message: 'بازه را کوتاه‌تر یا درست کنید' }] });
  }
  const result = await db.execute(sql`
    SELECT to_char(v.visited_at AT TIME ZONE 'Asia/Tehran', 'YYYY-MM-DD') AS day,
           count(*)::int AS visits,
           count(DISTINCT v.visitor_key)::int AS visitors
    FROM page_visits v
    WHERE v.visited_at >= ${start} AND v.visited_at < ${end}
      ${pageKind ? sql`AND v.page_kind = ${pageKind}` : sql``}
    GROUP BY 1`);
  const counted = new Map(rowsOf<{ day: string; visits: number; visitors: number }>(result).map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const row = counted.get(day);
    return { day, visits: Number(row?.visits ?? 0), visitors: Number(row?.visitors ?? 0) };
  });
}
