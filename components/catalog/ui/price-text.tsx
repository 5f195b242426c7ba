import { useTranslations } from 'next-intl';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatToman } from '@/lib/persian';

type Props = {
  /** Rial; null means the supplier quotes on request. */
  price: number | null;
  unitName?: string | null;
  variant?: TypographyProps['variant'];
};

/** A price as people read it: Toman with Persian digits, per unit; or "price on request". */
export function PriceText({ price, unitName, variant = 'subtitle1' }: Props) {
  const t = useTranslations('catalog');
  if (price === null || price <= 0) {
    return (
      <Typography variant={variant} component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {t('priceOnRequest')}
      </Typography>
    );
  }
  return (
    <Typography variant={variant} component="p" sx={{ fontWeight: 700, color: 'primary.dark' }}>
      {formatToman(price)}
      {unitName ? (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {' '}
          {t('perUnit', { unit: unitName })}
        </Typography>
      ) : null}
    </Typography>
  );
}
