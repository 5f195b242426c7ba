import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A list's frame: how many there are, its order control, the cards and the pager. */
export function ListFrame(props: { summary: string; toolbar?: ReactNode; children: ReactNode; pager?: ReactNode; busy?: boolean }) {
  return (
    <Box aria-busy={props.busy || undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {props.summary}
        </Typography>
        {props.toolbar}
      </Box>
      {props.children}
      {props.pager}
    </Box>
  );
}
