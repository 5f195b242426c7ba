'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { useSharedStore } from '@/stores/shared';
import { AccountMenu } from '@/components/auth/account-menu';

export function AccountButton() {
  const t = useTranslations('common');
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const name = useSharedStore((s) => s.myUserInfo?.name);
  return loggedIn ? (
    <AccountMenu name={name} />
  ) : (
    <Button component={Link} href="/users/login" variant="contained" startIcon={<LoginIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {t('login')}
    </Button>
  );
}
