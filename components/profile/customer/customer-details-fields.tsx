'use client';

import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import { fieldProps, type FieldErrors, type FieldKind } from '../personal-info/use-api-form';
import type { CustomerDetails } from './customer-validation';

type Form<V extends CustomerDetails> = { values: V; errors: FieldErrors<V>; setValue: (key: keyof V & string, value: V[keyof V & string]) => void };

/** Shown name, economic code, phone and description: shared by registration and the profile form. */
export function CustomerDetailsFields<V extends CustomerDetails>({ form, titleRequired }: { form: Form<V>; titleRequired: boolean }) {
  const t = useTranslations('customerProfile');
  const field = (key: keyof CustomerDetails & keyof V & string, helper?: string, kind?: FieldKind) =>
    fieldProps(form as unknown as Form<CustomerDetails>, key, helper, kind);
  const ltr = { htmlInput: { dir: 'ltr', style: { textAlign: 'right' as const } } };
  return (
    <>
      <TextField {...field('title', titleRequired ? undefined : t('titleHelp'))} label={t('title')} required={titleRequired} />
      <TextField {...field('economicCode', t('economicCodeHelp'), { digits: true })} label={t('economicCode')} slotProps={{ htmlInput: { ...ltr.htmlInput, inputMode: 'numeric' } }} />
      <TextField {...field('phone', undefined, { digits: true })} label={t('phone')} type="tel" slotProps={{ htmlInput: { ...ltr.htmlInput, inputMode: 'tel' } }} />
      <TextField {...field('description')} label={t('description')} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}
