import { FavoriteButton } from '@/components/favorites/favorite-button';
import { toPersianDigits } from '@/lib/persian';
import { getTranslations } from 'next-intl/server';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { SupplierDetail } from '@/api/contract/suppliers';
import { formatNumber } from '@/lib/persian';
import { messageSupplierHref, newDirectOrderHref } from '@/lib/routes';

/** Between the counts of the header: the Persian comma, which no reader takes for a digit. */
const COUNT_SEPARATOR = '، ';

const jalaliYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' });

/** A storefront's top: logo, name, verified mark, place, rating, founding year and counts. */
export async function SupplierHeader({ supplier, headingLevel = 'h1' }: { supplier: SupplierDetail; headingLevel?: 'h1' | 'p' }) {
  const t = await getTranslations('supplierPage');
  const tt = await getTranslations('categoryTypes');
  const counts = [
    t('countProducts', { count: supplier.counts.products }),
    t('countCategories', { count: supplier.counts.categories }),
    t('countDelegations', { count: supplier.counts.merchantDelegations }),
    t('countSaleCities', { count: supplier.counts.saleCities }),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Avatar src={supplier.logo ?? undefined} alt="" variant="rounded" sx={{ width: { xs: 64, md: 96 }, height: { xs: 64, md: 96 }, fontSize: 32, bgcolor: 'primary.light' }}>
        {supplier.name.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component={headingLevel} variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 } }}>
          {supplier.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
          {supplier.isVerified ? <Chip size="small" color="primary" icon={<VerifiedOutlined />} label={t('verified')} /> : null}
          {supplier.categoryTypes.map((type) => (
            <Chip key={type} size="small" variant="outlined" label={tt(type)} />
          ))}
          {supplier.city ? (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
              <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
              {supplier.city.name}، {supplier.city.stateName}
            </Typography>
          ) : null}
          {supplier.rating > 0 ? (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
              <StarRounded sx={{ fontSize: 18, color: 'warning.main' }} aria-hidden />
              {t('rating', { rating: formatNumber(supplier.rating, { decimals: true }) })}
            </Typography>
          ) : null}
          {supplier.foundedYear ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('founded', { year: jalaliYear.format(new Date(Date.UTC(supplier.foundedYear, 6, 1))) })}
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {/* «،», not «·»: a middle dot between Persian numbers reads as a zero (۰). */}
          {counts.join(COUNT_SEPARATOR)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button href={newDirectOrderHref({ supplierId: supplier.id })} variant="contained" size="small" startIcon={<ShoppingCartCheckoutOutlined />}>
            {t('directOrder')}
          </Button>
          <Button
            href={messageSupplierHref(supplier.id, { pageKind: 'supplier', objectId: supplier.id })}
            variant="outlined"
            size="small"
            startIcon={<ChatBubbleOutlineOutlined />}
          >
            {t('messageSupplier')}
          </Button>
        </Box>
      </Box>
      <FavoriteButton pageKind="supplier" objectId={supplier.id} name={toPersianDigits(supplier.name)} />
    </Paper>
  );
}
