'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import { useSharedStore } from '@/stores/shared';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { SIGNED_IN_ATTRIBUTE, USER_NAME_PROPERTY } from '@/components/auth/early-session';
import { MessagesLink } from '@/components/messages/messages-link';

// Only a logged-in visitor needs the menu (and the logout code behind it).
const AccountMenu = dynamic(() => import('@/components/auth/account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <Box sx={{ width: 120, height: 36, flexShrink: 0 }} />,
});

const signedIn = `html[${SIGNED_IN_ATTRIBUTE}] &`;

export function AccountButton() {
  const t = useTranslations('common');
  const ta = useTranslations('accountMenu');
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const name = useSharedStore((s) => s.myUserInfo?.name);
  if (loggedIn)
    return (
      <>
        <MessagesLink live />
        <AccountMenu name={name} />
      </>
    );
  // Until React knows the login (it reads it after hydration), the early-session script may have
  // found one: CSS then shows the account link with the stored name instead of the login button.
  return (
    <>
      <MessagesLink live={false} hiddenUntil={signedIn} />
      <Button component={Link} href="/users/login" variant="contained" startIcon={<LoginIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0, [signedIn]: { display: 'none' } }}>
        {t('login')}
      </Button>
      <Button
        component={Link}
        href="/profile"
        variant="outlined"
        startIcon={<AccountCircleOutlined />}
        sx={{
          display: 'none',
          whiteSpace: 'nowrap',
          flexShrink: 0,
          maxWidth: 220,
          [signedIn]: { display: 'inline-flex' },
          '& .early-name': { overflow: 'hidden', textOverflow: 'ellipsis' },
          '& .early-name::before': { content: `var(${USER_NAME_PROPERTY}, "${ta('account')}")` },
        }}
      >
        <span className="early-name" />
      </Button>
    </>
  );
}
