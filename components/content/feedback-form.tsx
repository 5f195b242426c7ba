'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sendFeedback } from '@/api/content';
import { isApiError } from '@/api/errors';
import { FEEDBACK_MAX } from '@/api/contract/content';
import { formatNumber } from '@/lib/persian';
import { textLength } from '@/lib/text-length';

type Fields = { name: string; contact: string; subject: string; body: string };
const EMPTY: Fields = { name: '', contact: '', subject: '', body: '' };

/** «انتقادات و پیشنهادات»: checked as typed, kept on a failed send, thanked once it arrives. */
export function FeedbackForm() {
  const t = useTranslations('content.feedback');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const check = (f: Fields) => {
    const found: Partial<Record<keyof Fields, string>> = {};
    if (textLength(f.name.trim()) < 2) found.name = t('errors.name');
    if (textLength(f.subject.trim()) < 3) found.subject = t('errors.subject');
    if (textLength(f.body.trim()) < 10) found.body = t('errors.body');
    return found;
  };

  async function submit() {
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`feedback-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendFeedback({ name: fields.name.trim(), contact: fields.contact.trim() || null, subject: fields.subject.trim(), body: fields.body.trim() });
      setSent(true);
      setFields(EMPTY);
    } catch (error) {
      setErrors(isApiError(error) ? { ...error.fieldErrors, form: error.detail } : { form: t('failed') });
    }
    setBusy(false);
  }

  if (sent) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success" sx={{ width: '100%' }}>
          <Typography component="h2" variant="h6">
            {t('thanks')}
          </Typography>
          {t('thanksDetail')}
        </Alert>
        <Button onClick={() => setSent(false)}>{t('another')}</Button>
      </Box>
    );
  }

  const field = (name: keyof Fields, extra: Record<string, unknown> = {}) => ({
    id: `feedback-${name}`,
    name,
    label: t(`fields.${name}`),
    value: fields[name],
    onChange: (e: { target: { value: string } }) => {
      setFields((f) => ({ ...f, [name]: e.target.value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    ...extra,
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        <TextField {...field('name', { required: true, autoComplete: 'name' })} />
        <TextField {...field('contact', { autoComplete: 'tel', helperText: errors.contact ?? t('contactHint') })} />
      </Box>
      <TextField {...field('subject', { required: true })} />
      <TextField
        {...field('body', { required: true, multiline: true, minRows: 5, helperText: errors.body ?? t('bodyHint', { max: formatNumber(FEEDBACK_MAX) }) })}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX } }}
      />
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null} sx={{ justifySelf: 'start' }}>
        {t('send')}
      </Button>
    </Box>
  );
}
