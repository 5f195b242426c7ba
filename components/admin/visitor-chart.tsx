'use client';

import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber, tehranDayStart } from '@/lib/persian';
import { useJalaliTimeAxis } from '@/components/ui/jalali-time-axis';
import { CHART_COLORS } from '@/components/ui/chart-colors';

/** Visits and visitors per Tehran day, the newest on the left as Persian readers go; Jalali days, Persian digits. */
export default function VisitorChart({ days, labels }: { days: { day: string; visits: number; visitors: number }[]; labels: { visits: string; visitors: string; chart: string } }) {
  const { ref, axis, margin } = useJalaliTimeAxis(days.map((d) => tehranDayStart(d.day)));
  return (
    <div role="img" aria-label={labels.chart} ref={ref}>
      <LineChart
        height={260}
        // A picture named as a whole (its figures are in the table beside it): the chart's own
        // keyboard stops were an unnamed tab stop inside it, their announcements hidden by role="img".
        disableKeyboardNavigation
        margin={margin}
        colors={CHART_COLORS}
        xAxis={[axis]}
        yAxis={[{ position: 'right', width: 56, valueFormatter: (value: number) => formatNumber(value) }]}
        series={[
          { data: days.map((d) => d.visits), label: labels.visits, showMark: days.length < 40, valueFormatter: (v) => (v === null ? '' : formatNumber(v)) },
          { data: days.map((d) => d.visitors), label: labels.visitors, showMark: days.length < 40, valueFormatter: (v) => (v === null ? '' : formatNumber(v)) },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
