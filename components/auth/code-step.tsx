'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { exchangeOtp, requestOtp } from '@/api/auth';
import type { TokenResponse } from '@/api/contract/auth';
import { toLocalMobile } from '@/lib/phone';
import { toPersianDigits } from '@/lib/persian/digits';
import { emptyCode, OtpInput } from './otp-input';
import { formatClock, loginProblem, type LoginProblem } from './login-errors';
import { useSecondsLeft } from './use-seconds-left';
import type { CodeSent } from './phone-step';

type Props = {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onEditPhone: () => void;
  onLoggedIn: (tokens: TokenResponse) => void;
};

/** Step two: the six digits, with the resend countdown and the API's Persian errors. */
export function CodeStep({ sent, onResent, onEditPhone, onLoggedIn }: Props) {
  const t = useTranslations('login');
  const id = useId();
  const length = sent.sent?.codeLength ?? 6;
  const [code, setCode] = useState(() => emptyCode(length));
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(sent.notice ?? null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const resendIn = useSecondsLeft(sent.resendAt);
  const blockedIn = useSecondsLeft(problem?.retryAt ?? null);
  // After a wrong code the boxes are cleared and typed into again: the first box takes the cursor
  // once they are enabled again (focusing a disabled box does nothing, and the next digits were lost).
  // Once: a later resend or the end of a wait does not pull the cursor back here.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || busy !== null || blockedIn > 0) return;
    refocus.current = false;
    document.getElementById(`${id}-code`)?.querySelector('input')?.focus();
  }, [busy, blockedIn, id]);

  async function verify(value: string) {
    if (busy) return;
    if (value.length !== length) {
      setProblem({ message: t('codeIncomplete', { count: length }), fields: {}, retryAt: null });
      return;
    }
    setBusy('verify');
    setProblem(null);
    setNotice(null);
    try {
      onLoggedIn(await exchangeOtp({ phone: sent.phone, code: value }));
    } catch (error) {
      setProblem(loginProblem(error));
      setCode(emptyCode(length));
      refocus.current = true;
      setBusy(null);
    }
  }

  async function resend() {
    if (busy) return;
    setBusy('resend');
    setProblem(null);
    try {
      const result = await requestOtp(sent.phone);
      setCode(emptyCode(length));
      setNotice(t('codeResent'));
      onResent({ phone: sent.phone, sent: result, resendAt: Date.now() + result.resendAfterSeconds * 1000 });
    } catch (error) {
      const found = loginProblem(error);
      if (found.code === 'otp_resend_wait' && found.retryAt) onResent({ ...sent, resendAt: found.retryAt });
      else setProblem(found);
    } finally {
      setBusy(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code.join(''));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={busy !== null}>
      <Typography id={`${id}-help`} sx={{ color: 'text.secondary' }}>
        {t.rich('codeHelp', {
          count: length,
          phone: () => <bdi dir="ltr">{toPersianDigits(toLocalMobile(sent.phone))}</bdi>,
        })}
      </Typography>
      <Box id={`${id}-code`}>
        <OtpInput
          value={code}
          onChange={(next) => {
            setCode(next);
            if (problem && !problem.retryAt) setProblem(null);
          }}
          onComplete={(value) => void verify(value)}
          disabled={busy === 'verify' || blockedIn > 0}
          error={Boolean(problem)}
          autoFocus
          describedBy={problem ? `${id}-error` : `${id}-help`}
        />
      </Box>
      <div aria-live="polite">
        {problem ? (
          <Alert id={`${id}-error`} severity="error">
            {problem.message}
            {blockedIn > 0 ? ` ${t('waitFor', { time: formatClock(blockedIn) })}` : null}
          </Alert>
        ) : notice ? (
          <Alert severity="info">{notice}</Alert>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy !== null || blockedIn > 0}
        startIcon={busy === 'verify' ? <CircularProgress size={18} color="inherit" /> : null}
      >
        {busy === 'verify' ? t('verifying') : t('verify')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" onClick={onEditPhone} disabled={busy === 'verify'}>
          {t('editPhone')}
        </Button>
        {resendIn > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="off">
            {t('resendIn', { time: formatClock(resendIn) })}
          </Typography>
        ) : (
          <Button variant="text" onClick={resend} disabled={busy !== null}>
            {busy === 'resend' ? t('sending') : t('resend')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
