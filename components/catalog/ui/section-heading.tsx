import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { onPageText } from '@/components/catalog/ui/a11y-styles';

/** A section's heading with an optional "see all" link at the far end. */
export function SectionHeading({ id, title, action }: { id: string; title: ReactNode; action?: { href: string; label: string } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {action ? (
        <Button href={action.href} size="small" endIcon={<ArrowBack />} sx={onPageText}>
          {action.label}
        </Button>
      ) : null}
    </Box>
  );
}
