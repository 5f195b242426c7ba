'use client';

import { useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { UnderstoodNeed } from '@/api/contract/ai';
import { createDirectOrder } from '@/api/trade';
import { isApiError } from '@/api/errors';
import { useSharedStore } from '@/stores/shared';
import { HIDDEN_WHEN_SIGNED_IN, SHOWN_ONLY_WHEN_SIGNED_IN } from '@/components/auth/early-session-sx';
import { MY_DIRECT_ORDERS_PATH, loginHref } from '@/lib/routes';
import { formatJalaliDate, formatNumber, formatToman, parseTypedNumber, toPersianDigits } from '@/lib/persian';

type Chips = {
  quantity: number | null;
  unit: UnderstoodNeed['unit'];
  city: UnderstoodNeed['city'];
  date: UnderstoodNeed['date'];
  properties: UnderstoodNeed['properties'];
};

/**
 * What was understood, as chips the buyer corrects (the quantity is typed again, anything else
 * dropped), the suppliers to choose, and one tap that leaves a draft direct order at each chosen
 * supplier — reviewed in `/profile/directorder` before anything is sent.
 */
export function NeedActions({ need }: { need: UnderstoodNeed }) {
  const t = useTranslations('ai');
  const pathname = usePathname();
  const search = useSearchParams();
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const [chips, setChips] = useState<Chips>({ quantity: need.quantity, unit: need.unit, city: need.city, date: need.date, properties: need.properties });
  const [editingQuantity, setEditingQuantity] = useState(false);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<number[]>(() => need.suppliers.slice(0, 2).map((s) => s.id));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const description = [
    need.text,
    chips.properties.length ? t('propertiesLine', { list: chips.properties.map((p) => `${p.name}: ${typeof p.value === 'number' ? formatNumber(p.value) : p.value}`).join('، ') }) : null,
    chips.city ? t('cityLine', { city: chips.city.name }) : null,
  ]
    .filter(Boolean)
    .join('\n');

  async function send() {
    setBusy(true);
    setError(null);
    let made = 0;
    try {
      for (const supplierId of chosen) {
        const offer = need.products.find((p) => p.supplier.id === supplierId);
        const fields = {
          quantity: chips.quantity,
          wantedDate: chips.date?.day ?? null,
          description,
        };
        const withUnit = { ...fields, unitId: chips.unit?.id ?? null };
        const base = offer ? { supplierProductId: offer.id } : { supplierId, title: need.categories[0]?.name ?? need.text.slice(0, 100) };
        // A unit the offer is not sold in is left for the buyer to choose in the draft.
        await createDirectOrder({ ...base, ...withUnit }).catch((failure: unknown) => {
          if (isApiError(failure) && failure.status === 400 && withUnit.unitId) return createDirectOrder({ ...base, ...fields });
          throw failure;
        });
        made++;
      }
      setDone(made);
    } catch (failure) {
      setError(isApiError(failure) ? failure.detail : t('sendFailed'));
      if (made) setDone(made);
    }
    setBusy(false);
  }

  const chip = (key: string, label: string, onDelete: () => void) => <Chip key={key} label={label} onDelete={onDelete} color="primary" variant="outlined" />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-labelledby="understood-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="understood-title" component="h2" variant="h6">
          {t('understood')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label={t('chips')}>
          {editingQuantity ? (
            <Box
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                // A slash is a decimal mark too when typed on a Persian keyboard.
                const value = parseTypedNumber(typed.replace('/', '٫'));
                if (typeof value === 'number' && value > 0) setChips((c) => ({ ...c, quantity: value }));
                setEditingQuantity(false);
              }}
              sx={{ display: 'flex', gap: 1 }}
            >
              <TextField size="small" autoFocus label={t('quantity')} value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: 120 }} />
              <Button type="submit" size="small">
                {t('apply')}
              </Button>
            </Box>
          ) : (
            <Chip
              label={chips.quantity !== null ? t('quantityChip', { quantity: formatNumber(chips.quantity, { decimals: true }), unit: chips.unit?.name ?? '' }) : t('noQuantity')}
              onClick={() => {
                setTyped(chips.quantity !== null ? toPersianDigits(String(chips.quantity)) : '');
                setEditingQuantity(true);
              }}
              aria-label={t('editQuantity')}
              color="primary"
            />
          )}
          {chips.city && chip('city', t('cityChip', { city: chips.city.name }), () => setChips((c) => ({ ...c, city: null })))}
          {chips.date && chip('date', t('dateChip', { date: formatJalaliDate(`${chips.date.day}T12:00:00+03:30`) }), () => setChips((c) => ({ ...c, date: null })))}
          {chips.properties.map((p) =>
            chip(`p-${p.code}`, `${p.name}: ${typeof p.value === 'number' ? formatNumber(p.value, { decimals: true }) : toPersianDigits(p.value)}`, () =>
              setChips((c) => ({ ...c, properties: c.properties.filter((x) => x.code !== p.code) })),
            ),
          )}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="suppliers-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="suppliers-title" component="h2" variant="h6">
          {t('suppliers')}
        </Typography>
        {need.suppliers.length === 0 ? (
          <Typography color="text.secondary">{t('noSuppliers')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {need.suppliers.map((s) => (
              <Box component="li" key={s.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, bgcolor: 'background.paper' }}>
                <FormControlLabel
                  control={<Checkbox checked={chosen.includes(s.id)} onChange={(e) => setChosen((list) => (e.target.checked ? [...list, s.id] : list.filter((x) => x !== s.id)))} />}
                  label={
                    <Box>
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {toPersianDigits(s.name)}
                      </Box>
                      {s.isVerified ? <VerifiedOutlined fontSize="small" color="primary" sx={{ verticalAlign: 'middle', mx: 0.5 }} aria-label={t('verified')} /> : null}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {[s.city, t('offers', { count: formatNumber(s.offerCount) }), s.minPrice !== null ? (s.minPrice === s.maxPrice ? formatToman(s.minPrice) : t('priceRange', { min: formatToman(s.minPrice), max: formatToman(s.maxPrice!) })) : null]
                          .filter(Boolean)
                          .join('، ')}
                      </Typography>
                    </Box>
                  }
                />
              </Box>
            ))}
          </Box>
        )}
        {done !== null ? (
          <Alert severity="success" action={<Button color="inherit" href={MY_DIRECT_ORDERS_PATH}>{t('review')}</Button>}>
            {t('drafted', { count: formatNumber(done) })}
          </Alert>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {need.suppliers.length > 0 && done === null ? (
          loggedIn ? (
            <Button variant="contained" disabled={busy || chosen.length === 0} onClick={() => void send()} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null} sx={{ justifySelf: 'start' }}>
              {t('send', { count: formatNumber(chosen.length) })}
            </Button>
          ) : (
            <>
              <Button variant="contained" href={loginHref(`${pathname}?${search.toString()}`)} sx={{ justifySelf: 'start', ...HIDDEN_WHEN_SIGNED_IN }}>
                {t('loginToSend')}
              </Button>
              {/* Its tap wakes the page, whose own button then takes its place; a tap the page
                  hands on once awake sends, or, the login having ended meanwhile, asks for it. */}
              <Button
                type="button"
                variant="contained"
                disabled={chosen.length === 0}
                onClick={() => (useSharedStore.getState().isLoggedIn ? void send() : window.location.assign(loginHref(`${pathname}?${search.toString()}`)))}
                sx={{ justifySelf: 'start', ...SHOWN_ONLY_WHEN_SIGNED_IN }}
              >
                {t('send', { count: formatNumber(chosen.length) })}
              </Button>
            </>
          )
        ) : null}
      </Box>
    </Box>
  );
}
