import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { getCategoryBreadcrumb, getOffersOfBaseProduct } from '@/api/cached';
import type { BaseProductOffers } from '@/api/contract/catalog';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { baseProductHref, categoryHref, categoryTypeHref, productHref, supplierHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { productJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { EmptyState } from '@/components/ui/empty-state';
import { ensureCanonicalSlug, orNotFound, requireId } from '../route-params';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { CatalogImage } from '../ui/catalog-image';
import { optionalRead } from '../ui/optional-read';
import { VisitTracker } from '../visit-tracker';
import { PropertyTable } from '../product/property-table';
import { OfferComparison } from './offer-comparison';

export type BaseProductRouteParams = { baseProductId: string; name?: string[] };
const pathOf = (p: BaseProductRouteParams) => `/products/base-product/${p.baseProductId}/${(p.name ?? []).join('/')}`;
/** Enough for every offer of a product in the demo catalogue; the page says when there are more. */
const OFFERS_SHOWN = 100;

const loadOffers = (params: BaseProductRouteParams) =>
  orNotFound(
    getOffersOfBaseProduct({ baseProductId: requireId(params.baseProductId, pathOf(params)), pageSize: OFFERS_SHOWN, sort: 'price' }),
    pathOf(params),
  );

function priceRange(t: Awaited<ReturnType<typeof getTranslations>>, data: BaseProductOffers) {
  if (data.minPrice === null || data.maxPrice === null) return t('priceOnRequest');
  return data.minPrice === data.maxPrice ? formatToman(data.minPrice) : t('priceRange', { min: formatToman(data.minPrice), max: formatToman(data.maxPrice) });
}

export async function baseProductPageMetadata(params: BaseProductRouteParams): Promise<Metadata> {
  const data = await loadOffers(params);
  const t = await getTranslations('baseProductPage');
  return pageMetadata({
    title: t('title', { name: toPersianDigits(data.baseProduct.name) }),
    description: t('description', { name: data.baseProduct.name, count: data.totalCount, price: priceRange(t, data) }),
    path: baseProductHref(data.baseProduct),
    image: data.baseProduct.image,
  });
}

/** `/products/base-product/{baseProductId}/{name...}`: every supplier's offer of one product. */
export async function BaseProductPage(params: BaseProductRouteParams) {
  const data = await loadOffers(params);
  const product = data.baseProduct;
  ensureCanonicalSlug(params.name, product.slug, baseProductHref(product));
  const [t, tt, lineage] = await Promise.all([
    getTranslations('baseProductPage'),
    getTranslations('categoryTypes'),
    optionalRead(getCategoryBreadcrumb(product.categoryId), 'base product category'),
  ]);
  const type = lineage?.[0]?.categoryType;
  const url = absoluteUrl(baseProductHref(product));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[
          ...(type ? [{ name: tt(type), href: categoryTypeHref(type) }] : []),
          ...(lineage ?? []).map((c) => ({ name: c.name, href: categoryHref(c) })),
          { name: toPersianDigits(product.name), href: baseProductHref(product) },
        ]}
      />
      <JsonLd
        data={productJsonLd({
          name: product.name,
          url,
          description: product.description,
          image: product.image ? absoluteUrl(product.image) : null,
          category: lineage?.map((c) => c.name).join(' > '),
          properties: product.properties.map((p) => ({ name: p.name, value: p.display })),
          offers: data.items.map((o) => ({
            url: absoluteUrl(productHref(o)),
            price: o.price,
            stockState: o.stockState,
            priceUnitName: o.priceUnit?.name,
            minOrder: o.minOrderQuantity ? { quantity: o.minOrderQuantity, unitName: o.minOrderUnit?.name ?? '' } : null,
            seller: { name: o.supplier.name, url: absoluteUrl(supplierHref(o.supplier)) },
          })),
        })}
      />
      <VisitTracker pageKind="base_product" objectId={product.id} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', maxWidth: 360 }}>
            <CatalogImage src={product.image} alt={product.name} priority />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 9 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 } }}>
            {toPersianDigits(product.name)}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>{priceRange(t, data)}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('offerCount', { count: data.totalCount })}</Typography>
          {product.description ? <Typography sx={{ mt: 1.5, color: 'text.secondary', lineHeight: 2 }}>{toPersianDigits(product.description)}</Typography> : null}
        </Grid>
      </Grid>
      <Box component="section" aria-labelledby="offers" sx={{ mt: 4 }}>
        <Typography id="offers" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('offersHeading')}
        </Typography>
        {data.items.length === 0 ? (
          <EmptyState title={t('noOffers')} />
        ) : (
          <OfferComparison offers={data.items} />
        )}
        {data.totalCount > data.items.length ? (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {t('moreOffers', { shown: data.items.length, count: data.totalCount })}
          </Typography>
        ) : null}
      </Box>
      {product.properties.length ? (
        <Box component="section" aria-labelledby="base-properties" sx={{ mt: 4, maxWidth: 640 }}>
          <Typography id="base-properties" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('properties')}
          </Typography>
          <PropertyTable properties={product.properties} caption={t('properties')} />
        </Box>
      ) : null}
    </Container>
  );
}
