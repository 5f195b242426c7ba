'use client';

import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber } from '@/lib/persian';

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** Visits and visitors per Tehran day, the newest on the left as Persian readers go; Jalali days, Persian digits. */
export default function VisitorChart({ days, labels }: { days: { day: string; visits: number; visitors: number }[]; labels: { visits: string; visitors: string; chart: string } }) {
  const at = days.map((d) => new Date(`${d.day}T12:00:00Z`));
  return (
    <div role="img" aria-label={labels.chart}>
      <LineChart
        height={260}
        margin={{ left: 8, right: 8 }}
        xAxis={[{ data: at, scaleType: 'time', reverse: true, height: 36, valueFormatter: (value: Date) => jalaliDay.format(value) }]}
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
