'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { Picture } from '@/components/catalog/ui/picture';
import { objectHref, type ProfileObject } from './object-kinds';

/**
 * One object in a profile list (last visits, favourites): its picture, kind, name linked to its
 * page, a supplier product's price now, a caption (when) and, optionally, an action.
 */
export function ObjectRow({ item, caption, action }: { item: ProfileObject; caption: string; action?: ReactNode }) {
  const t = useTranslations('profilePages');
  const tc = useTranslations('catalog');
  const href = objectHref(item);
  const name = item.title ? toPersianDigits(item.title) : t('lastVisits.gone');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
    >
      <Box
        sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', color: 'grey.500', '& img': { objectFit: 'cover', width: '100%', height: '100%' } }}
        aria-hidden
      >
        {item.image ? <Picture src={item.image} alt="" sizes="56px" width={56} height={56} loading="lazy" /> : <HistoryOutlined />}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(`lastVisits.kind.${item.pageKind}`)}
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {href ? (
            <Box component={Link} href={href} sx={{ color: 'primary.dark', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
              {name}
            </Box>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {name}
            </Box>
          )}
        </Typography>
        {item.pageKind === 'supplier_product' && item.title ? (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {item.price !== null && item.price > 0
              ? `${formatToman(item.price)}${item.priceUnit ? ` ${tc('perUnit', { unit: item.priceUnit })}` : ''}`
              : tc('priceOnRequest')}
          </Typography>
        ) : null}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
