'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { DeliveryAddressFormInput, PersonAddressFormInput } from '@/api/addresses';
import { fieldProps, useApiForm, type FieldKind } from '../personal-info/use-api-form';
import { translateErrors } from '../personal-info/translate-errors';
import { validateAddress, type AddressKind, type AddressValues } from './address-validation';
import { PlaceFields } from './place-fields';
import { FormDialog } from './form-dialog';

export type AddressPayload = DeliveryAddressFormInput | PersonAddressFormInput;

/** What the API gets: the place as picked, the rest as typed (it parses digits and blanks). */
export function addressPayload(values: AddressValues, kind: AddressKind): AddressPayload {
  const { title, cityId, province, city, addressLine, postalCode, plaque, unit } = values;
  const postal = { title, cityId, province, city, addressLine, postalCode, plaque, unit };
  if (kind === 'person') return { ...postal, phone: values.phone };
  return { ...postal, receiverName: values.receiverName, receiverPhone: values.receiverPhone, isDefault: values.isDefault };
}

type Props = {
  kind: AddressKind;
  /** The address being edited (its values), or the empty form for a new one. */
  initial: AddressValues;
  editing: boolean;
  onSubmit: (payload: AddressPayload) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
};

/** Adding or editing one address; the form stays filled when the API refuses it. */
export function AddressDialog({ kind, initial, editing, onSubmit, onSaved, onClose }: Props) {
  const t = useTranslations('addressBook');
  const tf = useTranslations('profileForms');
  const form = useApiForm({
    initial,
    validate: (values) => translateErrors(validateAddress(values, kind), tf),
    submit: (values: AddressValues) => onSubmit(addressPayload(values, kind)),
    onSuccess: onSaved,
  });
  const field = (key: keyof AddressValues, helper?: string, kind?: FieldKind) => fieldProps(form, key, helper, kind);
  const digits = { digits: true };
  const { setValues } = form;
  const onPlace = useCallback(
    (place: Pick<AddressValues, 'stateId' | 'province' | 'cityId' | 'city'>) => setValues((v) => ({ ...v, ...place })),
    [setValues],
  );
  const ltr = { htmlInput: { dir: 'ltr', style: { textAlign: 'right' as const } } };

  return (
    <FormDialog
      open
      title={editing ? t('editTitle') : t('addTitle')}
      submitLabel={editing ? t('saveChanges') : t('add')}
      pending={form.pending}
      formError={form.formError}
      attachForm={form.attachForm}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <TextField {...field('title', t('titleHelp'))} label={t('addressTitle')} required autoFocus sx={{ gridColumn: '1 / -1' }} />
        {kind === 'delivery' ? (
          <>
            <TextField {...field('receiverName')} label={t('receiverName')} required autoComplete="name" />
            <TextField
              {...field('receiverPhone', undefined, digits)}
              label={t('receiverPhone')}
              required
              type="tel"
              autoComplete="tel"
              slotProps={{ htmlInput: { ...ltr.htmlInput, inputMode: 'tel' } }}
            />
          </>
        ) : null}
        <PlaceFields
          value={{ stateId: form.values.stateId, province: form.values.province, cityId: form.values.cityId, city: form.values.city }}
          onChange={onPlace}
          errors={{ stateId: form.errors.stateId ?? form.errors.province, cityId: form.errors.cityId ?? form.errors.city }}
          disabled={form.pending}
        />
        <TextField {...field('addressLine')} label={t('addressLine')} required multiline minRows={2} autoComplete="street-address" sx={{ gridColumn: '1 / -1' }} />
        <TextField {...field('postalCode', t('postalCodeHelp'), digits)} label={t('postalCode')} autoComplete="postal-code" slotProps={{ htmlInput: { ...ltr.htmlInput, inputMode: 'numeric' } }} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField {...field('plaque', undefined, digits)} label={t('plaque')} />
          <TextField {...field('unit', undefined, digits)} label={t('unit')} />
        </Box>
        {kind === 'person' ? (
          <TextField {...field('phone', undefined, digits)} label={t('phone')} type="tel" slotProps={{ htmlInput: { ...ltr.htmlInput, inputMode: 'tel' } }} />
        ) : null}
        {kind === 'delivery' && !initial.isDefault ? (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Checkbox checked={form.values.isDefault} onChange={(e) => form.setValue('isDefault', e.target.checked)} name="isDefault" />}
            label={t('makeDefaultOnSave')}
          />
        ) : null}
      </Box>
    </FormDialog>
  );
}
