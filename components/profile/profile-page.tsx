import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of every profile screen: its heading and a card for its content. */
export function ProfilePage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <span style={{ flex: 1 }}>{title}</span>
        {actions}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {children}
      </Paper>
    </>
  );
}
