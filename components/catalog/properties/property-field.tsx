'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import { formatNumber, toLatinDigits, toPersianDigits } from '@/lib/persian';
import type { CategoryPropertySelection } from '@/stores/category';

type Props = {
  property: CategoryProperty;
  /** This property's entries of the selection. */
  value: CategoryPropertySelection[];
  onChange: (entries: CategoryPropertySelection[]) => void;
};

const entry = (property: CategoryProperty, over: Partial<CategoryPropertySelection>): CategoryPropertySelection => ({
  propertyId: property.id,
  value: null,
  maxValue: null,
  measurementUnitId: null,
  defaultMeasurementUnitDisplayText: null,
  ...over,
});

/** A number already in the filter, written back into its field in Persian digits. */
const shown = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : toPersianDigits(value));

const parse = (raw: string) => {
  const text = toLatinDigits(raw).trim();
  return text === '' || Number.isNaN(Number(text)) ? null : Number(text);
};

/** One property's control: a range with its unit, options to tick, yes/no, or a word to match. */
export function PropertyField({ property, value, onChange }: Props) {
  const t = useTranslations('propertiesPage');
  const labelId = `property-${property.id}`;
  const title = (
    <Typography id={labelId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
      {toPersianDigits(property.name)}
    </Typography>
  );

  if (property.dataType === 'number') {
    const current = value[0];
    const unitId = current?.measurementUnitId ?? property.defaultUnit?.id ?? null;
    const unitName = property.units.find((u) => u.id === unitId)?.name ?? property.defaultUnit?.name ?? null;
    const update = (over: Partial<CategoryPropertySelection>) => {
      const next = entry(property, { value: current?.value ?? null, maxValue: current?.maxValue ?? null, measurementUnitId: unitId, defaultMeasurementUnitDisplayText: unitName, ...over });
      onChange(next.value === null && next.maxValue === null ? [] : [next]);
    };
    const hint =
      property.minValue !== null && property.maxValue !== null
        ? t('rangeHint', { min: formatNumber(property.minValue, { decimals: true }), max: formatNumber(property.maxValue, { decimals: true }), unit: property.defaultUnit?.name ?? '' })
        : undefined;
    return (
      <Box role="group" aria-labelledby={labelId}>
        {title}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
          <TextField size="small" label={t('from')} defaultValue={shown(current?.value)} inputMode="decimal" onChange={(e) => update({ value: parse(e.target.value) })} />
          <TextField size="small" label={t('to')} defaultValue={shown(current?.maxValue)} inputMode="decimal" onChange={(e) => update({ maxValue: parse(e.target.value) })} />
          {property.units.length > 1 ? (
            <TextField
              select
              size="small"
              label={t('unit')}
              sx={{ gridColumn: '1 / -1' }}
              value={unitId ?? ''}
              onChange={(e) => {
                const id = Number(e.target.value);
                update({ measurementUnitId: id, defaultMeasurementUnitDisplayText: property.units.find((u) => u.id === id)?.name ?? null });
              }}
            >
              {property.units.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>
        {hint ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        ) : null}
      </Box>
    );
  }

  if (property.dataType === 'option') {
    const chosen = new Set(value.map((v) => String(v.value)));
    const toggle = (option: string, on: boolean) => {
      const next = new Set(chosen);
      if (on) next.add(option);
      else next.delete(option);
      onChange(property.options.filter((o) => next.has(o)).map((o) => entry(property, { value: o })));
    };
    return (
      <Box role="group" aria-labelledby={labelId}>
        {title}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {property.options.map((option) => (
            <FormControlLabel
              key={option}
              control={<Checkbox size="small" checked={chosen.has(option)} onChange={(e) => toggle(option, e.target.checked)} />}
              // The value stays as stored (the URL and the API match on it); its label reads as product names do.
              label={toPersianDigits(option)}
            />
          ))}
        </Box>
      </Box>
    );
  }

  if (property.dataType === 'boolean') {
    return (
      <Box role="group" aria-labelledby={labelId}>
        {title}
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value[0]?.value ?? 'any'}
          onChange={(e) => onChange(e.target.value === 'any' ? [] : [entry(property, { value: e.target.value })])}
        >
          <FormControlLabel value="any" control={<Radio size="small" />} label={t('any')} />
          <FormControlLabel value="true" control={<Radio size="small" />} label={t('yes')} />
          <FormControlLabel value="false" control={<Radio size="small" />} label={t('no')} />
        </RadioGroup>
      </Box>
    );
  }

  return (
    <Box role="group" aria-labelledby={labelId}>
      {title}
      <TextField
        size="small"
        fullWidth
        defaultValue={value[0]?.value ?? ''}
        slotProps={{ htmlInput: { 'aria-labelledby': labelId } }}
        onChange={(e) => onChange(e.target.value.trim() ? [entry(property, { value: e.target.value.trim() })] : [])}
      />
    </Box>
  );
}
