'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import InputBase from '@mui/material/InputBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useSharedStore } from '@/stores/shared';

/** The one search box of the site; suggestions arrive with the catalogue search. */
export function HeaderSearch() {
  const t = useTranslations('common');
  const router = useRouter();
  const typed = useSharedStore((s) => s.typedSerchKey);
  const setTyped = useSharedStore((s) => s.setTypedSearchKey);
  const [value, setValue] = useState(typed);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = value.trim();
    if (!key) return;
    setTyped(key);
    router.push(`/search?q=${encodeURIComponent(key)}`);
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', px: 1.5, borderRadius: 6, bgcolor: 'grey.50', maxWidth: 560 }}
    >
      <InputBase
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('searchPlaceholder')}
        inputProps={{ 'aria-label': t('search'), enterKeyHint: 'search' }}
        sx={{ flex: 1, py: 0.75, minWidth: 0 }}
        name="q"
        type="search"
      />
      <IconButton type="submit" aria-label={t('search')} edge="end" size="small">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
