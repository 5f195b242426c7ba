import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** What a list shows when it has nothing yet: an icon, a sentence and, optionally, a next step. */
export function EmptyState({ title, description, action, icon }: { title: string; description?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box sx={{ fontSize: 56, lineHeight: 1, color: 'grey.400', '& svg': { fontSize: 'inherit' } }} aria-hidden>
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography component="p" variant="h6" sx={{ mt: 1, color: 'text.primary' }}>
        {title}
      </Typography>
      {description ? <Typography sx={{ mt: 0.5 }}>{description}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
