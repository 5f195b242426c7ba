'use client';

import type { CSSProperties } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useSharedStore } from '@/stores/shared';
import { LinkButton } from '@/components/catalog/ui/link-button';
import { MessagesLink } from '@/components/messages/messages-link';
import styles from './account-button.module.css';

// Only a logged-in visitor needs the menu (and the logout code behind it).
const AccountMenu = dynamic(() => import('@/components/auth/account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <div className={styles.menuPlace} />,
});

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
      <MessagesLink live={false} hiddenUntilSignedIn />
      <LinkButton href="/users/login" variant="contained" icon="login" className={styles.login}>
        {t('login')}
      </LinkButton>
      <LinkButton href="/profile" variant="outlined" icon="account" className={styles.account}>
        <span className={styles.earlyName} style={{ '--account-label': JSON.stringify(ta('account')) } as CSSProperties} />
      </LinkButton>
    </>
  );
}
