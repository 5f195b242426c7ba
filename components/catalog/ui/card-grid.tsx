import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The responsive grid of catalogue cards: one or two columns on a 360 px phone, more as space allows. */
export function CardGrid({ children, min = 240, label, phoneColumns = 1 }: { children: ReactNode; min?: number; label?: string; phoneColumns?: 1 | 2 }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: `repeat(${phoneColumns}, minmax(0, 1fr))`, sm: `repeat(auto-fill, minmax(${min}px, 1fr))` },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
