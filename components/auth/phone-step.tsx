'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { requestOtp } from '@/api/auth';
import type { OtpSent } from '@/api/contract/auth';
import { normalizeIranMobile } from '@/lib/phone';
import { formatClock, loginProblem, type LoginProblem } from './login-errors';
import { useSecondsLeft } from './use-seconds-left';
import { persianDigitsAsTyped } from '@/components/ui/persian-digits-as-typed';

export type CodeSent = { phone: string; sent: OtpSent | null; resendAt: number; notice?: string };

/** Step one: the mobile number, in any digits; the code is sent to it. */
export function PhoneStep({ initialPhone, onSent }: { initialPhone: string; onSent: (result: CodeSent) => void }) {
  const t = useTranslations('login');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState(initialPhone);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [sending, setSending] = useState(false);
  const wait = useSecondsLeft(problem?.retryAt ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const normalized = normalizeIranMobile(phone);
    if (!normalized) {
      setFieldError(t(phone.trim() ? 'phoneInvalid' : 'phoneNeeded'));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setProblem(null);
    setSending(true);
    try {
      const sent = await requestOtp(normalized);
      onSent({ phone: normalized, sent, resendAt: Date.now() + sent.resendAfterSeconds * 1000 });
    } catch (error) {
      const found = loginProblem(error);
      // A code was sent a moment ago: it is still good, so go on to it and count down the resend.
      if (found.code === 'otp_resend_wait' && found.retryAt) {
        onSent({ phone: normalized, sent: null, resendAt: found.retryAt, notice: t('codeAlreadySent') });
        return;
      }
      setProblem(found);
      setFieldError(found.fields.phone ?? null);
      if (found.fields.phone) input.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const blocked = wait > 0;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={sending}>
      <TextField
        inputRef={input}
        id={`${id}-phone`}
        name="phone"
        type="tel"
        label={t('phoneLabel')}
        placeholder={t('phonePlaceholder')}
        value={phone}
        onChange={(event) => {
          setPhone(persianDigitsAsTyped(event));
          if (fieldError) setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? t('phoneHelp')}
        autoComplete="tel"
        autoFocus
        required
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 40, style: { textAlign: 'right' } },
          formHelperText: { role: fieldError ? 'alert' : undefined },
        }}
      />
      <div aria-live="polite">
        {problem && !problem.fields.phone ? (
          <Alert severity="error" role="alert">
            {problem.message}
            {blocked ? ` ${t('waitFor', { time: formatClock(wait) })}` : null}
          </Alert>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending || blocked}
        startIcon={sending ? <CircularProgress size={18} color="inherit" /> : null}
      >
        {sending ? t('sending') : blocked ? t('sendIn', { time: formatClock(wait) }) : t('sendCode')}
      </Button>
    </Stack>
  );
}
