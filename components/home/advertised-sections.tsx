import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { getAdvertisements } from '@/api/cached';
import type { Advertisement } from '@/api/contract/marketing';
import { productHref } from '@/lib/routes';
import { toPersianDigits } from '@/lib/persian';
import { CardGrid } from '@/components/catalog/ui/card-grid';
import { CatalogImage } from '@/components/catalog/ui/catalog-image';
import { PriceText } from '@/components/catalog/ui/price-text';
import { SectionHeading } from '@/components/catalog/ui/section-heading';
import { SupplierCard, toSupplierCard } from '@/components/catalog/ui/supplier-card';
import { optionalRead } from '@/components/catalog/ui/optional-read';

const readFeatured = () => optionalRead(getAdvertisements({ placement: 'home_featured', limit: 12 }), 'home advertisements');

/** Advertised products of the home page: the advertiser's headline over the product's card. */
export async function AdvertisedProducts() {
  const t = await getTranslations('homeCatalog');
  const ads = (await readFeatured())?.filter((ad): ad is Advertisement & { product: NonNullable<Advertisement['product']> } => !!ad.product) ?? [];
  if (ads.length === 0) return null;
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-ad-products" sx={{ pt: 5 }}>
      <SectionHeading id="home-ad-products" title={t('advertisedProducts')} />
      <CardGrid min={220} phoneColumns={2} label={t('advertisedProducts')}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
              <CardActionArea href={productHref(ad.product)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
                <CatalogImage src={ad.product.image ?? ad.image} alt={ad.product.name} />
                <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
                  {ad.subtitle ? <Chip size="small" color="primary" variant="outlined" label={ad.subtitle} sx={{ width: 'fit-content' }} /> : null}
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
                    {toPersianDigits(ad.product.name)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <StorefrontOutlined sx={{ fontSize: 16 }} aria-hidden />
                    <span>{ad.supplier.name}</span>
                  </Typography>
                  <Box sx={{ mt: 'auto', pt: 1 }}>
                    <PriceText price={ad.product.price} unitName={ad.product.priceUnitName} />
                  </Box>
                </Box>
              </CardActionArea>
              <Typography variant="caption" sx={{ position: 'absolute', top: 8, insetInlineStart: 8, bgcolor: 'rgba(0,0,0,0.55)', color: 'common.white', px: 0.75, borderRadius: 1 }}>
                {t('adLabel')}
              </Typography>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}

/** Advertised suppliers of the home page. */
export async function AdvertisedSuppliers() {
  const t = await getTranslations('homeCatalog');
  const ads = (await readFeatured())?.filter((ad) => ad.targetKind === 'supplier') ?? [];
  if (ads.length === 0) return null;
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-ad-suppliers" sx={{ pt: 5 }}>
      <SectionHeading id="home-ad-suppliers" title={t('advertisedSuppliers')} />
      <CardGrid label={t('advertisedSuppliers')}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <SupplierCard supplier={toSupplierCard(ad.supplier)} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
