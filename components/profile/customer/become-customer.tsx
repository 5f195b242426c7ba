'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerPersonCustomerMutation } from '@/api/customers';
import type { UserProfile } from '@/api/contract/users';
import { notify } from '@/components/ui/notifications';
import { renewSession } from '@/components/auth/session-renewal';
import { toPersianDigits } from '@/lib/persian/digits';
import { fieldProps, useApiForm, type FieldKind } from '../personal-info/use-api-form';
import { translateErrors } from '../personal-info/translate-errors';
import { FormDialog } from '../address/form-dialog';
import { CustomerDetailsFields } from './customer-details-fields';
import { validatePersonCustomer, type PersonCustomerValues } from './customer-validation';

/** For a user without the customer role: what it gives, and «ثبت به‌عنوان مشتری». */
export function BecomeCustomer({ profile }: { profile: UserProfile }) {
  const t = useTranslations('customerProfile');
  const tf = useTranslations('profileForms');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const register = registerPersonCustomerMutation(queryClient);
  const form = useApiForm({
    initial: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      nationalCode: profile.nationalCode ? toPersianDigits(profile.nationalCode) : '',
      title: '',
      economicCode: '',
      phone: '',
      description: '',
    } satisfies PersonCustomerValues,
    validate: (values) => translateErrors(validatePersonCustomer(values), tf),
    submit: register.mutationFn,
    onSuccess: async (customer) => {
      await register.onSuccess(customer);
      setOpen(false);
      notify.success(t('registered'));
      // The new role reaches the token, the stored user info and server-rendered parts only on refresh.
      // (The API reads roles from the database, so the profile works even if this fails.)
      await renewSession({ force: true });
      router.refresh();
    },
  });
  const field = (key: keyof PersonCustomerValues, helper?: string, kind?: FieldKind) => fieldProps(form, key, helper, kind);
  return (
    <Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('becomeIntro')}</Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('become')}
      </Button>
      <FormDialog
        open={open}
        title={t('becomeTitle')}
        submitLabel={t('becomeSubmit')}
        pending={form.pending}
        formError={form.formError}
        attachForm={form.attachForm}
        onSubmit={form.handleSubmit}
        onClose={() => setOpen(false)}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <TextField {...field('firstName')} label={t('firstName')} required autoFocus />
          <TextField {...field('lastName')} label={t('lastName')} required />
          <TextField
            {...field('nationalCode', undefined, { digits: true })}
            label={t('nationalCode')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', style: { textAlign: 'right' } } }}
          />
          <CustomerDetailsFields form={form} titleRequired={false} />
        </Box>
      </FormDialog>
    </Box>
  );
}
