'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { MerchantAgent } from '@/api/contract/customers';
import { toPersianDigits } from '@/lib/persian/digits';
import { fieldProps, useApiForm, type FieldKind } from '../personal-info/use-api-form';
import { translateErrors } from '../personal-info/translate-errors';
import { FormDialog } from '../address/form-dialog';
import { validateMerchantAgent, type MerchantAgentValues } from './customer-validation';

export const agentValues = (agent: MerchantAgent | null): MerchantAgentValues => ({
  firstName: agent?.firstName ?? '',
  lastName: agent?.lastName ?? '',
  phone: agent ? toPersianDigits(`0${agent.phone.replace(/^\+98/, '')}`) : '',
  nationalCode: agent?.nationalCode ? toPersianDigits(agent.nationalCode) : '',
  position: agent?.position ?? '',
  isActive: agent?.isActive ?? true,
});

type Props = {
  agent: MerchantAgent | null;
  onSubmit: (values: MerchantAgentValues) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
};

/** Adding or editing a person allowed to act for the customer. */
export function MerchantAgentDialog({ agent, onSubmit, onSaved, onClose }: Props) {
  const t = useTranslations('customerProfile');
  const tf = useTranslations('profileForms');
  const form = useApiForm({
    initial: agentValues(agent),
    validate: (values) => translateErrors(validateMerchantAgent(values), tf),
    submit: onSubmit,
    onSuccess: onSaved,
  });
  const field = (key: keyof MerchantAgentValues, helper?: string, kind?: FieldKind) => fieldProps(form, key, helper, kind);
  const ltr = { dir: 'ltr', style: { textAlign: 'right' as const } };
  return (
    <FormDialog
      open
      title={agent ? t('agentEditTitle') : t('agentAddTitle')}
      submitLabel={agent ? t('save') : t('agentAdd')}
      pending={form.pending}
      formError={form.formError}
      attachForm={form.attachForm}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <TextField {...field('firstName')} label={t('firstName')} required autoFocus />
        <TextField {...field('lastName')} label={t('lastName')} required />
        <TextField {...field('phone', undefined, { digits: true })} label={t('agentPhone')} required type="tel" slotProps={{ htmlInput: { ...ltr, inputMode: 'tel' } }} />
        <TextField {...field('nationalCode', undefined, { digits: true })} label={t('nationalCode')} slotProps={{ htmlInput: { ...ltr, inputMode: 'numeric' } }} />
        <TextField {...field('position')} label={t('position')} />
        <FormControlLabel
          control={<Switch checked={form.values.isActive} onChange={(e) => form.setValue('isActive', e.target.checked)} name="isActive" />}
          label={t('agentActive')}
        />
      </Box>
    </FormDialog>
  );
}
