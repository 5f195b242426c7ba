'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The order of a list; labels come from `catalog.sort.*`. */
export function SortSelect<S extends string>({ value, options, onChange }: { value: S; options: readonly S[]; onChange?: (value: S) => void }) {
  const t = useTranslations('catalog');
  const id = useId();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t('sortLabel')}
      value={value}
      onChange={(e) => onChange?.(e.target.value as S)}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`sort.${option}` as string)}
        </MenuItem>
      ))}
    </TextField>
  );
}
