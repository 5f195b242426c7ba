'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import LoginIcon from '@mui/icons-material/Login';
import { useSharedStore } from '@/stores/shared';

export function AccountButton() {
  const t = useTranslations('common');
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const name = useSharedStore((s) => s.myUserInfo?.name);
  return loggedIn ? (
    <Button component={Link} href="/profile" variant="outlined" startIcon={<PersonOutlined />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {name || t('profile')}
    </Button>
  ) : (
    <Button component={Link} href="/users/login" variant="contained" startIcon={<LoginIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {t('login')}
    </Button>
  );
}
