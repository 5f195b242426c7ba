'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import { useSharedStore } from '@/stores/shared';

// Only a logged-in visitor needs the menu (and the logout code behind it).
const AccountMenu = dynamic(() => import('@/components/auth/account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <Box sx={{ width: 120, height: 36, flexShrink: 0 }} />,
});

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
