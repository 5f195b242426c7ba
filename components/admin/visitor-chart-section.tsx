'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { adminKey, fetchVisitorChart } from '@/api/admin';
import { formatNumber } from '@/lib/persian';
import { tehranToday } from '@/lib/persian/dates';
import { VisitorDaysTable } from './visitor-days-table';

const VisitorChart = dynamic(() => import('./visitor-chart'), { ssr: false, loading: () => <Skeleton variant="rectangular" height={260} /> });
const PERIODS = [7, 30, 90] as const;

/** The site's visits per day over a week, a month or three (`/visitorlogs/byfilter-for-chart`). */
export function VisitorChartSection() {
  const t = useTranslations('adminDesk.visits');
  const tc = useTranslations('common');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const to = tehranToday();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const chart = useQuery({ queryKey: [...adminKey, 'visits', from, to], queryFn: () => fetchVisitorChart(from, to) });
  const total = chart.data?.reduce((n, d) => n + d.visits, 0) ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          {t('title')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_, v) => v && setDays(v)} aria-label={t('period')}>
          {PERIODS.map((d) => (
            <ToggleButton key={d} value={d}>
              {t('days', { days: formatNumber(d) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {chart.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void chart.refetch()}>{tc('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : chart.isPending ? (
        <Skeleton variant="rectangular" height={260} />
      ) : (
        <>
          <Typography color="text.secondary">{t('total', { count: formatNumber(total), days: formatNumber(days) })}</Typography>
          <VisitorChart days={chart.data} labels={{ visits: t('visits'), visitors: t('visitors'), chart: t('chart', { days: formatNumber(days) }) }} />
          <VisitorDaysTable days={chart.data} labels={{ summary: t('table'), day: t('day'), visits: t('visits'), visitors: t('visitors') }} />
        </>
      )}
    </Box>
  );
}
