'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogout } from './use-logout';
import { useSeedBackRule } from './use-seed-back-rule';

/** What the login page shows a user who is already logged in. */
export function AlreadyLoggedIn({ name, target }: { name?: string; target: string }) {
  const t = useTranslations('login');
  const { logout, pending } = useLogout({ redirectTo: null });
  useSeedBackRule(true);
  return (
    <Stack spacing={2} role="status">
      <Typography>{name ? t('alreadyLoggedInAs', { name }) : t('alreadyLoggedIn')}</Typography>
      <Button variant="contained" size="large" href={target}>
        {t('continue')}
      </Button>
      <Button variant="text" onClick={logout} disabled={pending}>
        {t('switchAccount')}
      </Button>
    </Stack>
  );
}
