'use client';

import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A desk screen whose data did not arrive: the reason in Persian and a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('supplierDesk');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
}
