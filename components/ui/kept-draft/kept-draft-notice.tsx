'use client';

import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Says that the form shows what was typed earlier and not saved, with the way to start over. */
export function KeptDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useTranslations('keptDraft');
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {t('discard')}
        </Button>
      }
    >
      {t('restored')}
    </Alert>
  );
}
