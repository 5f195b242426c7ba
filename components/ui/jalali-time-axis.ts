'use client';

import { useMemo, useRef } from 'react';
import { jalaliTicks } from '@/lib/persian';
import { useWidth } from './use-width';

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  month: 'short',
  day: 'numeric',
});

/** Room a mark's label takes with the space beside it, «۲۴ اردیبهشت» being the longest. */
const MARK_WIDTH_PX = 84;

/**
 * A chart's time axis in the Persian calendar, newest on the left as Persian readers go: its marks
 * on Jalali days, Saturdays or months' firsts ({@link jalaliTicks}), as many as the chart's width
 * has room for, the newest day always named. `ref` goes on the element the chart fills, `margin` on the chart.
 */
export function useJalaliTimeAxis(
  times: Date[],
  describe: (value: Date) => string = (value) => jalaliDay.format(value),
) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const most = Math.max(2, Math.floor((width || 320) / MARK_WIDTH_PX));
  const first = times[0]?.getTime();
  const last = times.at(-1)?.getTime();
  const tickInterval = useMemo(
    () =>
      first === undefined || last === undefined
        ? ('auto' as const)
        : jalaliTicks(new Date(first), new Date(last), most),
    [first, last, most],
  );
  const axis = {
    data: times,
    scaleType: 'time' as const,
    reverse: true,
    // Room for Persian glyphs: a shorter axis leaves the library no height to draw the dates in.
    height: 36,
    tickInterval,
    valueFormatter: (value: Date, context: { location: string }) =>
      context.location === 'tick' ? jalaliDay.format(value) : describe(value),
  };
  // The newest day's mark sits on the left edge: room for half its label, or the library cuts it («۹…»).
  const margin = { left: MARK_WIDTH_PX / 2 - 8, right: 8 };
  return { ref, axis, margin };
}
