'use client';

import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { updateCustomerProfileMutation } from '@/api/customers';
import type { Customer } from '@/api/contract/customers';
import { notify } from '@/components/ui/notifications';
import { useUserStore } from '@/stores/user';
import { toPersianDigits } from '@/lib/persian/digits';
import { useApiForm } from '../personal-info/use-api-form';
import { translateErrors } from '../personal-info/translate-errors';
import { CustomerDetailsFields } from './customer-details-fields';
import { validateCustomerProfile, type CustomerDetails } from './customer-validation';

const valuesOf = (c: Customer): CustomerDetails => ({
  title: c.title,
  economicCode: c.economicCode ? toPersianDigits(c.economicCode) : '',
  phone: c.phone ?? '',
  description: c.description ?? '',
});

/** The customer's shown name, economic code, phone and description (PUT /customers/profile). */
export function CustomerProfileForm({ customer }: { customer: Customer }) {
  const t = useTranslations('customerProfile');
  const tf = useTranslations('profileForms');
  const queryClient = useQueryClient();
  const setCustomerInfo = useUserStore((s) => s.setCustomerInfo);
  const save = updateCustomerProfileMutation(queryClient);
  const { attachForm, ...form } = useApiForm({
    initial: valuesOf(customer),
    validate: (values) => translateErrors(validateCustomerProfile(values), tf),
    submit: save.mutationFn,
    onSuccess: (saved: Customer) => {
      save.onSuccess(saved);
      setCustomerInfo(saved);
      notify.success(t('saved'));
    },
  });
  return (
    <Box component="form" ref={attachForm} noValidate onSubmit={form.handleSubmit} aria-busy={form.pending}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CustomerDetailsFields form={form} titleRequired />
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={form.pending} startIcon={form.pending ? <CircularProgress size={18} color="inherit" /> : null}>
          {form.pending ? t('saving') : t('save')}
        </Button>
      </Box>
    </Box>
  );
}
