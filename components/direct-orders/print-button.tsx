'use client';

import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';

/** Opens the browser's print dialog (its «save as PDF» included). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
