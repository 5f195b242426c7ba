'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TokenResponse } from '@/api/contract/auth';
import { useSharedStore } from '@/stores/shared';
import { toLocalMobile } from '@/lib/phone';
import { PhoneStep, type CodeSent } from './phone-step';
import { CodeStep } from './code-step';
import { AlreadyLoggedIn } from './already-logged-in';
import { startSession } from './session';
import { useLoginResumed } from './session-renewal';
import { HYDRATE_NOW } from '@/lib/hydration/hydration-gate';

type Props = {
  /** Already checked by lib/safe-redirect: a path of this site. */
  target: string;
  /** The seed's `loginPerPage` query value, kept after login. */
  loginPerPage: string | null;
};

/** The whole login: phone, code, then back to where the visitor was going. */
export function LoginFlow({ target, loginPerPage }: Props) {
  const t = useTranslations('login');
  const router = useRouter();
  const starting = useSharedStore((s) => s.Loading);
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const name = useSharedStore((s) => s.myUserInfo?.name);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [lastPhone, setLastPhone] = useState('');
  const [leaving, setLeaving] = useState(false);
  const renewal = useLoginResumed();

  // Sent here because the hour of the login ran out (the profile's guard saw no valid token), and
  // the session was renewed: no code is needed, on to where they were going.
  const resumed = loggedIn && renewal === 'resumed';
  useEffect(() => {
    if (resumed) router.replace(target);
  }, [resumed, router, target]);

  function loggedInWith(tokens: TokenResponse) {
    setLeaving(true);
    startSession(tokens.access_token, loginPerPage);
    // Replace: the login page has done its job and should not come back on Back.
    router.replace(target);
  }

  if (leaving || resumed) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('loggingIn')}</Typography>
      </Box>
    );
  }
  // The session is only known in the browser: the page hydrates at once instead of waiting.
  if (starting || renewal === 'checking') return <Box sx={{ minHeight: 160 }} aria-busy="true" {...HYDRATE_NOW} />;
  if (loggedIn) return <AlreadyLoggedIn name={name} target={target} />;
  if (!sent) {
    return (
      <>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
        <PhoneStep initialPhone={lastPhone} onSent={setSent} />
      </>
    );
  }
  return (
    <CodeStep
      key={sent.phone}
      sent={sent}
      onResent={setSent}
      onEditPhone={() => {
        setLastPhone(toLocalMobile(sent.phone));
        setSent(null);
      }}
      onLoggedIn={loggedInWith}
    />
  );
}
