'use client';

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatJalaliDate, formatNumber, tehranDayStart } from '@/lib/persian';

/**
 * The chart's numbers, day by day, newest first, folded under it: the chart is one picture to a
 * screen reader (its name says only what it shows), and a sighted reader may want a day's exact count.
 */
export function VisitorDaysTable({ days, labels }: { days: { day: string; visits: number; visitors: number }[]; labels: { summary: string; day: string; visits: string; visitors: string } }) {
  return (
    <Box component="details" sx={{ '& > summary': { cursor: 'pointer', color: 'primary.dark', py: 1, minHeight: 44, display: 'flex', alignItems: 'center' } }}>
      <summary>{labels.summary}</summary>
      <Table size="small" aria-label={labels.summary}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {labels.day}
            </TableCell>
            <TableCell component="th" scope="col">
              {labels.visits}
            </TableCell>
            <TableCell component="th" scope="col">
              {labels.visitors}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((d) => (
            <TableRow key={d.day}>
              <TableCell component="th" scope="row">
                {formatJalaliDate(tehranDayStart(d.day))}
              </TableCell>
              <TableCell>{formatNumber(d.visits)}</TableCell>
              <TableCell>{formatNumber(d.visitors)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
