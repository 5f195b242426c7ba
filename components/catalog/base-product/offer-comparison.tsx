'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { formatNumber, formatToman, toPersianDigits } from '@/lib/persian';
import { productHref, supplierHref } from '@/lib/routes';
import { EmptyState } from '@/components/ui/empty-state';
import { OFFER_SORTS, offerCities, sortOffers, type OfferSort } from './offer-sort';

/**
 * The two links of a row sit one above the other: each gets at least a 24 px tall target, so a
 * finger aimed at one does not land on the other (WCAG 2.2, target size).
 */
const TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

const ALL = 'all';

/** Every supplier's offer of one product, side by side: price, city, minimum order, supplier. */
export function OfferComparison({ offers }: { offers: SupplierProductCard[] }) {
  const t = useTranslations('baseProductPage');
  const tc = useTranslations('catalog');
  const [sort, setSort] = useState<OfferSort>('price');
  const [city, setCity] = useState<string>(ALL);
  const cities = useMemo(() => offerCities(offers), [offers]);
  const shown = useMemo(
    () => sortOffers(city === ALL ? offers : offers.filter((o) => String(o.supplier.city?.id) === city), sort),
    [offers, sort, city],
  );
  const price = (o: SupplierProductCard) =>
    o.price && o.price > 0 ? `${formatToman(o.price)}${o.priceUnit ? ` / ${o.priceUnit.name}` : ''}` : tc('priceOnRequest');
  const minOrder = (o: SupplierProductCard) =>
    o.minOrderQuantity ? `${formatNumber(o.minOrderQuantity, { decimals: true })} ${o.minOrderUnit?.name ?? ''}` : t('noMinimum');

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField select size="small" label={t('sortBy')} value={sort} onChange={(e) => setSort(e.target.value as OfferSort)} sx={{ minWidth: 180 }}>
          {OFFER_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {cities.length > 1 ? (
          <TextField select size="small" label={t('city')} value={city} onChange={(e) => setCity(e.target.value)} sx={{ minWidth: 180 }}>
            <MenuItem value={ALL}>{t('allCities')}</MenuItem>
            {cities.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {shown.length === 0 ? (
        <EmptyState title={t('noOffersInCity')} />
      ) : (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
          <Table aria-label={t('tableLabel')} sx={{ minWidth: { xs: 0, sm: 640 }, '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colSupplier')}</TableCell>
                <TableCell>{t('colPrice')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('colCity')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('colMinOrder')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((o) => (
                <TableRow key={o.id} hover>
                  <TableCell>
                    <MuiLink href={supplierHref(o.supplier)} sx={{ ...TARGET, fontWeight: 700 }}>
                      {o.supplier.name}
                    </MuiLink>
                    {o.supplier.isVerified ? (
                      <VerifiedOutlined titleAccess={tc('verified')} color="primary" sx={{ fontSize: 16, verticalAlign: 'middle', marginInlineStart: 0.5 }} />
                    ) : null}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      <MuiLink href={productHref(o)} color="inherit" sx={TARGET}>
                        {toPersianDigits(o.name)}
                      </MuiLink>
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
                      {[o.supplier.city?.name, `${t('colMinOrder')}: ${minOrder(o)}`].filter(Boolean).join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, whiteSpace: { sm: 'nowrap' } }}>{price(o)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{o.supplier.city?.name ?? '—'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{minOrder(o)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
