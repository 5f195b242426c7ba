'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { Storefront } from '@/api/contract/supplier-desk';
import { isApiError } from '@/api/errors';
import { refreshDesk, updateStorefront, type StorefrontFormInput } from '@/api/supplier-desk';
import { notify } from '@/components/ui/notifications';
import { persianDigitsAsTyped } from '@/components/ui/persian-digits-as-typed';
import { toPersianDigits } from '@/lib/persian';
import { PictureField } from './picture-field';
import { useKeptDraft } from '@/components/ui/kept-draft/use-kept-draft';
import { KeptDraftNotice } from '@/components/ui/kept-draft/kept-draft-notice';
import { CitiesPicker, CityPicker, type CityChoice } from './city-picker';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';

/** The form's values: the API's input, with the cities as chosen (names for the pickers). */
type Values = Omit<StorefrontFormInput, 'cityId' | 'saleCityIds'> & { city: CityChoice | null; saleCities: CityChoice[] };
type Errors = Partial<Record<keyof StorefrontFormInput, string>>;

const formFrom = (s: Storefront): Values => ({
  name: s.name,
  description: s.description ?? '',
  // Digits as the rest of the page shows them (seeded and older ones are Latin: «پلاک 390»).
  phone: toPersianDigits(s.phone ?? ''),
  website: s.website ?? '',
  address: toPersianDigits(s.address ?? ''),
  city: s.city,
  saleCities: s.saleCities,
  logo: s.logo,
  cover: s.cover,
});

const inputOf = ({ city, saleCities, ...rest }: Values): StorefrontFormInput => ({
  ...rest,
  cityId: city?.id ?? null,
  saleCityIds: saleCities.map((c) => c.id),
});

/** The storefront's details as its owner edits them; the verified badge is shown, not edited. */
export function StorefrontForm({ storefront }: { storefront: Storefront }) {
  const t = useTranslations('supplierDesk');
  const queryClient = useQueryClient();
  // What the form starts from, and what a kept draft is compared with: the storefront as saved.
  const base = formFrom(storefront);
  const [values, setValues] = useState(base);
  const draft = useKeptDraft(`storefront-form/${storefront.id}`, values, setValues, base);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'city' ? 'cityId' : key === 'saleCities' ? 'saleCityIds' : key;
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (key: 'name' | 'description' | 'phone' | 'website' | 'address') => ({
    name: key,
    label: t(`storefrontForm.${key === 'description' ? 'about' : key}`),
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, key === 'phone' || key === 'address' ? persianDigitsAsTyped(event) : event.target.value),
    error: !!errors[key],
    helperText: errors[key],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (pending) return;
    // «ذخیره» is disabled while saving, which drops the focus to the page: it comes back after.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let refused = false;
    setPending(true);
    setFormError(null);
    try {
      await updateStorefront(storefront.id, inputOf(values));
      draft.saved();
      await refreshDesk(queryClient);
      notify.success(t('saved'));
    } catch (error) {
      if (isApiError(error) && !error.aborted) {
        setErrors(error.fieldErrors as Errors);
        setFormError(error.detail || error.title);
        refused = true;
      } else if (!isApiError(error)) notify.apiError(error);
    } finally {
      flushSync(() => setPending(false));
      if (refused) requestAnimationFrame(() => focusFirstInvalid(formElement, { fieldsFirst: true }));
      else if (document.activeElement === document.body && focused?.isConnected) focused.focus();
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}>
      {draft.restored ? <KeptDraftNotice onDiscard={draft.discard} /> : null}
      {formError ? (
        <Alert severity="error" tabIndex={-1} data-form-error>
          {formError}
        </Alert>
      ) : null}
      <Alert severity={storefront.isVerified ? 'success' : 'info'} variant="outlined">
        {storefront.isVerified ? t('verified') : t('notVerified')} — {t('storefrontForm.verifiedNote')}
      </Alert>
      <TextField {...field('name')} required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField {...field('description')} multiline minRows={4} helperText={errors.description ?? t('storefrontForm.aboutHelp')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('phone')} slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }} />
        <TextField {...field('website')} slotProps={{ htmlInput: { inputMode: 'url', dir: 'ltr' } }} />
      </Box>
      <TextField {...field('address')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <CityPicker name="cityId" label={t('storefrontForm.city')} value={values.city} onChange={(city) => set('city', city)} error={errors.cityId} />
        <CitiesPicker
          name="saleCityIds"
          label={t('storefrontForm.saleCities')}
          value={values.saleCities}
          onChange={(cities) => set('saleCities', cities)}
          error={errors.saleCityIds}
          helperText={t('storefrontForm.saleCitiesHelp')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PictureField supplierId={storefront.id} label={t('storefrontForm.logo')} help="" value={values.logo ? [values.logo] : []} onChange={(next) => set('logo', next.at(-1) ?? null)} max={1} error={errors.logo} />
        <PictureField supplierId={storefront.id} label={t('storefrontForm.cover')} help="" value={values.cover ? [values.cover] : []} onChange={(next) => set('cover', next.at(-1) ?? null)} max={1} error={errors.cover} />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
          {pending ? t('saving') : t('save')}
        </Button>
      </Box>
    </Box>
  );
}
