import { useTranslations } from 'next-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { formatNumber } from '@/lib/persian';
import { supplierHref } from '@/lib/routes';

export type SupplierCardData = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  isVerified: boolean;
  rating: number;
  cityName: string | null;
  productCount?: number;
};

/** One supplier in a list: logo, name, verified mark, city, rating and what it offers. */
export function SupplierCard({ supplier, headingLevel = 'h3' }: { supplier: SupplierCardData; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('catalog');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={supplierHref(supplier)} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1.5, justifyContent: 'flex-start' }}>
        <Avatar src={supplier.logo ?? undefined} alt="" variant="rounded" sx={{ width: 56, height: 56, bgcolor: 'primary.light', fontWeight: 700 }}>
          {supplier.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
            {supplier.name}
            {supplier.isVerified ? (
              <VerifiedOutlined titleAccess={t('verified')} color="primary" sx={{ fontSize: 18, verticalAlign: 'middle', marginInlineStart: 0.5 }} />
            ) : null}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, mt: 0.5, color: 'text.secondary' }}>
            {supplier.cityName ? (
              <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
                {supplier.cityName}
              </Typography>
            ) : null}
            {supplier.rating > 0 ? (
              <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }} aria-label={t('ratingLabel', { rating: supplier.rating })}>
                <StarRounded sx={{ fontSize: 16, color: 'warning.main' }} aria-hidden />
                {formatNumber(supplier.rating, { decimals: true })}
              </Typography>
            ) : null}
            {supplier.productCount !== undefined ? (
              <Typography variant="body2">{t('productCount', { count: supplier.productCount })}</Typography>
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The card data of an API supplier summary. */
export function toSupplierCard(s: {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  isVerified: boolean;
  rating: number;
  city?: { name: string } | null;
  cityName?: string | null;
  productCount?: number;
}): SupplierCardData {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    logo: s.logo,
    isVerified: s.isVerified,
    rating: s.rating,
    cityName: s.city?.name ?? s.cityName ?? null,
    productCount: s.productCount,
  };
}
