'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import { useLogout } from './use-logout';

/** «خروج از همه دستگاه‌ها»: ends every session of the user, then leaves for the home page. */
export function LogoutEverywhereButton() {
  const t = useTranslations('accountMenu');
  const { logout, pending } = useLogout({ everywhere: true });
  return (
    <Button variant="outlined" color="error" startIcon={<DevicesOutlined />} onClick={logout} disabled={pending}>
      {t('logoutEverywhere')}
    </Button>
  );
}
