'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SMALL_BUTTON_ROWS } from '@/components/theme/small-button-rows';
import { PROFILE_OBJECT_TYPES, type ProfileObjectType } from './profile-menu-items';

/**
 * The kinds of a profile list (products and services, suppliers, content) as links to
 * `{base}/{kind}`, the current one marked.
 */
export function KindTabs({ base, current, label }: { base: string; current: ProfileObjectType; label: string }) {
  const t = useTranslations('profilePages');
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2, ...SMALL_BUTTON_ROWS }}>
      {PROFILE_OBJECT_TYPES.map((kind) => (
        <Button
          key={kind}
          component={Link}
          href={`${base}/${kind}`}
          variant={kind === current ? 'contained' : 'outlined'}
          aria-current={kind === current ? 'page' : undefined}
          size="small"
        >
          {t(`types.${kind}`)}
        </Button>
      ))}
    </Box>
  );
}
