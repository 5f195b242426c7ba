'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { openStorefront, refreshDesk } from '@/api/supplier-desk';
import { isApiError } from '@/api/errors';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { renewSession } from '@/components/auth/session-renewal';
import { notify } from '@/components/ui/notifications';
import { CityPicker, type CityChoice } from './city-picker';
import { deskHref } from './desk-routes';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { textLength } from '@/lib/text-length';

type Errors = Partial<Record<'name' | 'categoryTypes' | 'cityId' | 'form', string>>;

/**
 * «راه‌اندازی ویترین»: a name, what it sells and its city open a storefront of one's own; its form
 * then asks for the rest (logo, about, contact, sale cities). The login is renewed for its new role.
 */
export function OpenStorefrontForm() {
  const t = useTranslations('supplierDesk.open');
  const tt = useTranslations('categoryTypes');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [types, setTypes] = useState<CategoryType[]>([]);
  const [city, setCity] = useState<CityChoice | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // The first field in error takes the focus once the errors are on the screen, and reads its error.
  function showErrors(next: Errors) {
    flushSync(() => setErrors(next));
    focusFirstInvalid(form.current);
  }

  async function submit() {
    if (sending.current) return;
    const found: Errors = {};
    if (textLength(name.trim()) < 2) found.name = t('nameNeeded');
    if (types.length === 0) found.categoryTypes = t('typesNeeded');
    if (!city) found.cityId = t('cityNeeded');
    if (Object.keys(found).length) return showErrors(found);
    sending.current = true;
    setBusy(true);
    setErrors({});
    try {
      const { id } = await openStorefront({ name: name.trim(), categoryTypes: types, cityId: city!.id });
      // The new role is in the next token; the desk itself only asks for ownership.
      await renewSession({ force: true });
      await refreshDesk(queryClient);
      notify.success(t('opened'));
      router.push(deskHref(id));
    } catch (failure) {
      showErrors(isApiError(failure) ? { ...failure.fieldErrors, form: failure.detail } : { form: t('failed') });
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Box component="form" ref={form} noValidate onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: 'grid', gap: 2, maxWidth: 560 }} aria-label={t('title')}>
      {errors.form && (
        <Alert severity="error" tabIndex={-1} data-form-error>
          {errors.form}
        </Alert>
      )}
      <TextField
        label={t('name')}
        value={name}
        onChange={(e) => (setName(e.target.value), setErrors((x) => ({ ...x, name: undefined })))}
        error={!!errors.name}
        helperText={errors.name ?? t('nameHint')}
        required
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <FormControl component="fieldset" error={!!errors.categoryTypes} required data-invalid={errors.categoryTypes ? '' : undefined}>
        <FormLabel component="legend">{t('types')}</FormLabel>
        <FormGroup row>
          {CATEGORY_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={tt(type)}
              control={
                <Checkbox
                  checked={types.includes(type)}
                  onChange={(e) => {
                    setTypes((all) => (e.target.checked ? [...all, type] : all.filter((x) => x !== type)));
                    setErrors((x) => ({ ...x, categoryTypes: undefined }));
                  }}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.categoryTypes ?? t('typesHint')}</FormHelperText>
      </FormControl>
      <CityPicker name="cityId" label={t('city')} required value={city} onChange={(next) => (setCity(next), setErrors((x) => ({ ...x, cityId: undefined })))} error={errors.cityId} />
      <Button type="submit" variant="contained" aria-disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null} sx={{ justifySelf: 'start' }}>
        {t('submit')}
      </Button>
    </Box>
  );
}
