'use client';

import { LineChart } from '@mui/x-charts/LineChart';
import type { BalancePoint } from '@/api/contract/wallet';
import { formatNumber, rialToToman, toPersianDigits } from '@/lib/persian';
import { useJalaliTimeAxis } from '@/components/ui/jalali-time-axis';
import { CHART_AREA_TINT, CHART_COLORS } from '@/components/ui/chart-colors';

const jalaliDayTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'medium', timeStyle: 'short' });

/**
 * The balance over a period, oldest on the right as Persian readers go: a step line (the balance
 * holds until the next movement) with a Jalali time axis and amounts in Toman, Persian digits.
 */
export default function BalanceChart({ points, label }: { points: BalancePoint[]; label: string }) {
  const data = points.map((p) => ({ at: new Date(p.at), toman: rialToToman(p.balance) }));
  const { ref, axis, margin } = useJalaliTimeAxis(
    data.map((p) => p.at),
    (value) => jalaliDayTime.format(value),
  );
  return (
    <div role="img" aria-label={label} ref={ref}>
      <LineChart
        height={220}
        // A picture named as a whole (its figures are in the table beside it): the chart's own
        // keyboard stops were an unnamed tab stop inside it, their announcements hidden by role="img".
        disableKeyboardNavigation
        margin={margin}
        colors={CHART_COLORS}
        sx={CHART_AREA_TINT}
        xAxis={[axis]}
        yAxis={[{ position: 'right', width: 72, valueFormatter: (value: number) => toPersianDigits(formatNumber(value)) }]}
        series={[{ data: data.map((p) => p.toman), curve: 'stepAfter', area: true, showMark: data.length < 30, valueFormatter: (v) => (v === null ? '' : `${toPersianDigits(formatNumber(v))} تومان`) }]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
