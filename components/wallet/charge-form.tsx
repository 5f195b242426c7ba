'use client';

import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chargeWallet, fetchGateways, newIntentKey, walletKey } from '@/api/wallet';
import { isApiError } from '@/api/errors';
import { CHARGE_MAX_RIAL, CHARGE_MIN_RIAL, type GatewayName } from '@/api/contract/wallet';
import { formatToman, toLatinDigits, tomanInWords } from '@/lib/persian';
import { groupedTomanAsTyped } from '@/components/ui/grouped-toman-as-typed';

/** Toman as shown → Rial; null when it is not a whole number of toman. */
function rialOf(typed: string): number | null {
  const digits = toLatinDigits(typed).replace(/[\s,٬]/g, '');
  if (!/^\d{1,13}$/.test(digits)) return null;
  return Number(digits) * 10;
}

/**
 * «شارژ کیف پول»: an amount in Toman, shown in words as it is typed, and the gateway to pay at.
 * With `forUser`, an owner user pays to fill a consumer's wallet. `help`, a server-rendered link to
 * the charge's help, shows under the title.
 */
export function ChargeForm({ forUser, help }: { forUser?: { id: number; name: string }; help?: ReactNode }) {
  const t = useTranslations('wallet.charge');
  const idPrefix = forUser ? `charge-${forUser.id}` : 'charge';
  const [typed, setTyped] = useState('');
  const [gateway, setGateway] = useState<GatewayName | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState(newIntentKey);
  const gateways = useQuery({ queryKey: [...walletKey, 'gateways'], queryFn: fetchGateways, staleTime: 3_600_000 });
  const chosen = gateway || gateways.data?.[0]?.name || 'sandbox';
  const rial = rialOf(typed);
  const limits = { min: formatToman(CHARGE_MIN_RIAL), max: formatToman(CHARGE_MAX_RIAL) };

  function check(): string | null {
    if (rial === null) return /[.٫]/.test(typed) ? t('wholeToman') : t('notANumber');
    if (rial < CHARGE_MIN_RIAL) return t('tooSmall', limits);
    if (rial > CHARGE_MAX_RIAL) return t('tooLarge', limits);
    return null;
  }

  // The field reads its error (its description) when it takes the focus, so the error is rendered first.
  function showError(message: string) {
    flushSync(() => setError(message));
    amountInput.current?.focus();
  }

  async function submit() {
    const problem = check();
    if (problem) return showError(problem);
    setError(null);
    if (rial === null) return;
    setGoing(true);
    try {
      const started = await chargeWallet(rial, chosen, key, forUser?.id);
      window.location.assign(started.attempt.redirectUrl!);
    } catch (failure) {
      showError(isApiError(failure) ? (Object.values(failure.fieldErrors)[0] ?? failure.detail) : t('failed'));
      // A changed amount is a new intent.
      setKey(newIntentKey());
      setGoing(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography component={forUser ? 'h3' : 'h2'} variant={forUser ? 'subtitle1' : 'h6'}>
        {forUser ? t('titleFor', { name: forUser.name }) : t('title')}
      </Typography>
      {help}
      <TextField
        label={t('amount')}
        inputRef={amountInput}
        value={typed}
        onChange={(e) => {
          setTyped(groupedTomanAsTyped(e));
          setError(null);
        }}
        error={!!error}
        helperText={error ?? t('amountHint', limits)}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      {rial !== null && rial > 0 && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('inWords', { words: tomanInWords(rial) })}
        </Typography>
      )}
      {(gateways.data?.length ?? 0) > 1 && (
        <Box>
          <FormLabel id={`${idPrefix}-gateway`}>{t('gateway')}</FormLabel>
          <RadioGroup aria-labelledby={`${idPrefix}-gateway`} value={chosen} onChange={(e) => setGateway(e.target.value as GatewayName)}>
            {gateways.data!.map((g) => (
              <FormControlLabel key={g.name} value={g.name} control={<Radio />} label={g.title} />
            ))}
          </RadioGroup>
        </Box>
      )}
      <Button type="submit" variant="contained" disabled={going} startIcon={going ? <CircularProgress size={18} color="inherit" /> : null}>
        {going ? t('going') : t('submit')}
      </Button>
    </Box>
  );
}
