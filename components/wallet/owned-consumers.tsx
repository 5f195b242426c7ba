'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerOwnedBuyer } from '@/api/wallet';
import { isApiError } from '@/api/errors';
import type { OwnedBuyer } from '@/api/contract/customers';
import { PERSON_NAME_MAX } from '@/api/contract/limits';
import { notify } from '@/components/ui/notifications';
import { formatJalaliDate, formatToman, toLatinDigits } from '@/lib/persian';
import { ChargeForm } from './charge-form';
import { consumerName, localPhone, ownedBuyersQuery } from './owned-buyers';

/**
 * The owner user's consumers (PRODUCT.md, roles): what each one's wallet holds, a charge of it paid
 * by the owner at a gateway, and a form to register another consumer by phone.
 */
export function OwnedConsumers() {
  const t = useTranslations('wallet.owner');
  const tc = useTranslations('common');
  const consumers = useQuery(ownedBuyersQuery());
  const [open, setOpen] = useState<number | null>(null);

  return (
    <Box component="section" aria-labelledby="owned-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="owned-title" component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Box>
      {consumers.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void consumers.refetch()}>{tc('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : consumers.isPending ? (
        <Skeleton variant="rectangular" height={72} />
      ) : consumers.data.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {consumers.data.map((b) => (
            <Box component="li" key={b.userId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{consumerName(b)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <bdi dir="ltr">{localPhone(b.phone)}</bdi>
                    {' — '}
                    {t('balance', { amount: formatToman(b.balance) })}
                  </Typography>
                  {b.lastCharge ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('lastCharge', { amount: formatToman(b.lastCharge.amount), date: formatJalaliDate(b.lastCharge.paidAt) })}
                    </Typography>
                  ) : null}
                </Box>
                <Button
                  variant={open === b.userId ? 'text' : 'outlined'}
                  aria-expanded={open === b.userId}
                  aria-controls={`charge-for-${b.userId}`}
                  onClick={() => setOpen(open === b.userId ? null : b.userId)}
                >
                  {open === b.userId ? tc('close') : t('charge')}
                </Button>
              </Box>
              {open === b.userId && (
                <Box id={`charge-for-${b.userId}`}>
                  <ChargeForm forUser={{ id: b.userId, name: consumerName(b) }} />
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      <AddConsumer known={consumers.data ?? []} />
    </Box>
  );
}

/**
 * «افزودن مصرف‌کننده»: a phone and, if the person has none yet, a name. A phone already among
 * `known` is said to be so: the API takes it again as nothing new, and «افزوده شد» told otherwise.
 */
function AddConsumer({ known }: { known: OwnedBuyer[] }) {
  const t = useTranslations('wallet.owner');
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const latin = toLatinDigits(phone).replace(/[\s-]/g, '');
    if (!/^(\+98|0)?9\d{9}$/.test(latin)) {
      setErrors({ phone: t('phoneInvalid') });
      return;
    }
    if (known.some((b) => b.phone === `+98${latin.replace(/^(\+98|0)/, '')}`)) {
      setErrors({ phone: t('alreadyYours') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await registerOwnedBuyer({ phone: latin, firstName: firstName.trim() || undefined, lastName: lastName.trim() || undefined });
      notify.success(t('added'));
      setPhone('');
      setFirstName('');
      setLastName('');
      await queryClient.invalidateQueries({ queryKey: ownedBuyersQuery().queryKey });
    } catch (error) {
      setErrors(isApiError(error) ? { phone: error.fieldErrors.phone ?? '', form: error.detail, ...error.fieldErrors } : { form: t('addFailed') });
    }
    setBusy(false);
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} aria-labelledby="add-consumer-title" sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <Typography id="add-consumer-title" component="h3" variant="subtitle1">
        {t('addTitle')}
      </Typography>
      {errors.form && !errors.phone && <Alert severity="error">{errors.form}</Alert>}
      <TextField
        label={t('phone')}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={!!errors.phone}
        helperText={errors.phone || t('phoneHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', dir: 'ltr' } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('firstName')} value={firstName} onChange={(e) => setFirstName(e.target.value)} error={!!errors.firstName} helperText={errors.firstName} slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }} />
        <TextField label={t('lastName')} value={lastName} onChange={(e) => setLastName(e.target.value)} error={!!errors.lastName} helperText={errors.lastName} slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }} />
      </Box>
      <Button type="submit" variant="outlined" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null} sx={{ justifySelf: 'start' }}>
        {t('add')}
      </Button>
    </Box>
  );
}
