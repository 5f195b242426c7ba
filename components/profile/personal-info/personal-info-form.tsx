'use client';

import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { updateMe, meKey } from '@/api/users';
import { renewSession } from '@/components/auth/session-renewal';
import type { UserProfile } from '@/api/contract/users';
import { notify } from '@/components/ui/notifications';
import { useUserStore } from '@/stores/user';
import { toPersianDigits } from '@/lib/persian/digits';
import { fieldProps, useApiForm, type FieldKind } from './use-api-form';
import { validatePersonalInfo, type PersonalInfoValues } from './personal-info-validation';
import { translateErrors } from './translate-errors';
import { JalaliDateField } from './jalali-date-field';

const MIN_BIRTH_DATE = new Date(1900, 0, 1);

const valuesOf = (profile: UserProfile): PersonalInfoValues => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  nationalCode: profile.nationalCode ? toPersianDigits(profile.nationalCode) : '',
  email: profile.email ?? '',
  birthDate: profile.birthDate ?? '',
});

/** Name, national code, e-mail and birth date; PUT /users/me sends the whole form. */
export function PersonalInfoForm({ profile }: { profile: UserProfile }) {
  const t = useTranslations('personalInfo');
  const tf = useTranslations('profileForms');
  const queryClient = useQueryClient();
  const setProfileInfo = useUserStore((s) => s.setProfileInfo);
  const { attachForm, ...form } = useApiForm({
    initial: valuesOf(profile),
    validate: (values) => translateErrors(validatePersonalInfo(values), tf),
    submit: updateMe,
    onSuccess: (saved: UserProfile) => {
      queryClient.setQueryData(meKey, saved);
      setProfileInfo(saved);
      form.setValues(valuesOf(saved));
      notify.success(t('saved'));
      // The header shows the name the login's token carries: a fresh token carries the new one.
      // If it cannot be had now, the next refresh brings it; nothing the user typed is lost.
      void renewSession({ force: true });
    },
  });
  const field = (key: keyof PersonalInfoValues, helper?: string, kind?: FieldKind) => fieldProps(form, key, helper, kind);

  return (
    <Box component="form" ref={attachForm} noValidate onSubmit={form.handleSubmit} aria-busy={form.pending}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('firstName')} label={t('firstName')} required autoComplete="given-name" />
        <TextField {...field('lastName')} label={t('lastName')} required autoComplete="family-name" />
        <TextField
          {...field('nationalCode', t('nationalCodeHelp'), { digits: true })}
          label={t('nationalCode')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 14, style: { textAlign: 'right' } } }}
        />
        <TextField
          {...field('email')}
          label={t('email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', style: { textAlign: 'right' } } }}
        />
        <JalaliDateField
          label={t('birthDate')}
          name="birthDate"
          value={form.values.birthDate}
          onChange={(value) => form.setValue('birthDate', value)}
          error={form.errors.birthDate}
          minDate={MIN_BIRTH_DATE}
          maxDate={new Date()}
        />
        <TextField label={t('phone')} value={toPersianDigits(`0${profile.phone.slice(3)}`)} disabled helperText={t('phoneHelp')} slotProps={{ htmlInput: { dir: 'ltr', style: { textAlign: 'right' } } }} />
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={form.pending}
          startIcon={form.pending ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {form.pending ? t('saving') : t('save')}
        </Button>
      </Box>
    </Box>
  );
}
