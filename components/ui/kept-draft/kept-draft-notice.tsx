'use client';

import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Says that the form shows what was typed earlier and not saved, with the way to start over (`message`: the form's own words for it). */
export function KeptDraftNotice({ onDiscard, message }: { onDiscard: () => void; message?: string }) {
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
      {message ?? t('restored')}
    </Alert>
  );
}
