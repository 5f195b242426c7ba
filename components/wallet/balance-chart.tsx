'use client';

import { LineChart } from '@mui/x-charts/LineChart';
import type { WalletEntry } from '@/api/contract/wallet';
import { formatNumber, rialToToman, toPersianDigits } from '@/lib/persian';

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', month: 'short', day: 'numeric' });
const jalaliDayTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'medium', timeStyle: 'short' });

/**
 * The balance after each movement, oldest on the right as Persian readers go: a step line (the
 * balance holds until the next movement) with a Jalali time axis and amounts in Toman, Persian digits.
 */
export default function BalanceChart({ entries, label }: { entries: WalletEntry[]; label: string }) {
  const points = [...entries].reverse().map((e) => ({ at: new Date(e.createdAt), toman: rialToToman(e.balanceAfter) }));
  return (
    <div role="img" aria-label={label}>
      <LineChart
        height={220}
        margin={{ left: 8, right: 8 }}
        xAxis={[
          {
            data: points.map((p) => p.at),
            scaleType: 'time',
            reverse: true,
            valueFormatter: (value: Date, context) => (context.location === 'tick' ? jalaliDay.format(value) : jalaliDayTime.format(value)),
          },
        ]}
        yAxis={[{ position: 'right', width: 72, valueFormatter: (value: number) => toPersianDigits(formatNumber(value)) }]}
        series={[{ data: points.map((p) => p.toman), curve: 'stepAfter', area: true, showMark: points.length < 30, valueFormatter: (v) => (v === null ? '' : `${formatNumber(v)} تومان`) }]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
