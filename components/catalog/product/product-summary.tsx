import { FavoriteButton } from '@/components/favorites/favorite-button';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { SupplierProductDetail } from '@/api/contract/catalog';
import { formatJalaliDate, formatNumber, toLatinDigits, toPersianDigits } from '@/lib/persian';
import { baseProductHref, categorySupplierProductsHref, messageSupplierHref, newDirectOrderHref, supplierHref } from '@/lib/routes';
import { PriceText } from '../ui/price-text';
import { onPageText, positiveChipSx } from '../ui/a11y-styles';

/** The buying box of a product page: price, minimum order, stock, the supplier and what to do next. */
export async function ProductSummary({ product }: { product: SupplierProductDetail }) {
  const t = await getTranslations('productPage');
  const tc = await getTranslations('catalog');
  const supplier = product.supplier;
  const others = product.offerCount - 1;
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, lineHeight: 1.5 }}>
        {toPersianDigits(product.name)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Chip size="small" sx={product.stockState === 'in_stock' ? positiveChipSx : undefined} label={tc(`stock.${product.stockState}`)} />
        {supplier.isVerified ? <Chip size="small" icon={<VerifiedOutlined />} color="primary" variant="outlined" label={tc('verified')} sx={onPageText} /> : null}
        <Box sx={{ marginInlineStart: 'auto' }}>
          <FavoriteButton pageKind="supplier_product" objectId={product.id} name={toPersianDigits(product.name)} />
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <PriceText price={product.price} unitName={product.priceUnit?.name} variant="h5" />
        {product.minOrderQuantity ? (
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            {tc('minOrder', { quantity: formatNumber(product.minOrderQuantity, { decimals: true }), unit: product.minOrderUnit?.name ?? '' })}
          </Typography>
        ) : null}
        <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('updatedAt', { date: formatJalaliDate(product.updatedAt) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button href={newDirectOrderHref({ supplierProductId: product.id })} variant="contained" startIcon={<ShoppingCartCheckoutOutlined />}>
            {t('directOrder')}
          </Button>
          <Button
            href={messageSupplierHref(product.supplier.id, { pageKind: 'supplier_product', objectId: product.id })}
            variant="outlined"
            startIcon={<ChatBubbleOutlineOutlined />}
          >
            {t('messageSupplier')}
          </Button>
          {others > 0 ? (
            <Button href={baseProductHref(product.baseProduct)} variant="outlined" startIcon={<CompareArrowsOutlined />}>
              {t('compareOffers', { count: others })}
            </Button>
          ) : null}
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="product-supplier" sx={{ p: 2, mt: 2 }}>
        <Typography id="product-supplier" component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {t('seller')}
        </Typography>
        <MuiLink href={supplierHref(supplier)} variant="h6" sx={{ fontWeight: 700, display: 'inline-block', mt: 0.5 }}>
          {supplier.name}
        </MuiLink>
        {supplier.rating > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {tc('ratingLabel', { rating: supplier.rating })}
          </Typography>
        ) : null}
        <Divider sx={{ my: 1.5 }} />
        {supplier.city || supplier.address ? (
          <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <PlaceOutlined sx={{ fontSize: 18, mt: 0.25 }} aria-hidden />
            <span>{toPersianDigits(supplier.address ?? [supplier.city?.name, supplier.city?.stateName].filter(Boolean).join('، '))}</span>
          </Typography>
        ) : null}
        {supplier.phone ? (
          <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 1 }}>
            <PhoneOutlined sx={{ fontSize: 18 }} aria-hidden />
            <MuiLink href={`tel:${toLatinDigits(supplier.phone)}`} component="a" dir="ltr">
              {toPersianDigits(supplier.phone)}
            </MuiLink>
          </Typography>
        ) : null}
        <Button href={categorySupplierProductsHref(product.categoryId, supplier.id)} size="small" sx={{ mt: 1.5 }}>
          {t('moreFromSupplier', { category: product.categoryPath[product.categoryPath.length - 1]?.name ?? '' })}
        </Button>
      </Paper>
    </Box>
  );
}
