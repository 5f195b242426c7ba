import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { formatNumber, toPersianDigits } from '@/lib/persian';
import { productHref } from '@/lib/routes';
import { CatalogImage } from './catalog-image';
import { PriceText } from './price-text';

/**
 * One supplier product in a list. No server-only code: the same card renders in server lists
 * and in the client's paged lists.
 */
export function ProductCard({ product, priority = false }: { product: SupplierProductCard; priority?: boolean }) {
  const t = useTranslations('catalog');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={productHref(product)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <CatalogImage src={product.image} alt={product.name} priority={priority} />
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.6, overflowWrap: 'anywhere' }}>
            {toPersianDigits(product.name)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StorefrontOutlined sx={{ fontSize: 16 }} aria-hidden />
            <span>{product.supplier.name}</span>
          </Typography>
          {product.supplier.city ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
              <span>{product.supplier.city.name}</span>
            </Typography>
          ) : null}
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <PriceText price={product.price} unitName={product.priceUnit?.name} />
            {product.minOrderQuantity ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('minOrder', { quantity: formatNumber(product.minOrderQuantity, { decimals: true }), unit: product.minOrderUnit?.name ?? '' })}
              </Typography>
            ) : null}
            {product.stockState !== 'in_stock' ? (
              <Chip size="small" label={t(`stock.${product.stockState}`)} sx={{ mt: 0.5, display: 'flex', width: 'fit-content' }} />
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
