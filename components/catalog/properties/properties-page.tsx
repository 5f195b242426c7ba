import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getCatalog, getCategoryProperties } from '@/api/cached';
import { categoryPropertiesHref, categoryTypeHref, productHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from '../category/load-category';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { ListFrame } from '../listing/list-frame';
import { ListItems } from '../listing/list-items';
import { PropertySearch, PROPERTY_PAGE_SIZE } from './property-search';
import { ClientMessages } from '@/i18n/client-messages';

export type PropertiesRouteParams = { categoryId: string; name?: string[] };
const pathOf = (p: PropertiesRouteParams) => `/category/properties/${p.categoryId}/${(p.name ?? []).join('/')}`;

export async function propertiesPageMetadata(params: PropertiesRouteParams): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, pathOf(params));
  const [t, properties] = await Promise.all([getTranslations('propertiesPage'), getCategoryProperties(category.id)]);
  const names = properties.filter((p) => p.isFilterable).map((p) => p.name);
  return pageMetadata({
    title: t('title', { name: category.name }),
    description: t('description', { name: category.name, properties: names.join('، ') || category.name }),
    path: categoryPropertiesHref(category),
  });
}

/** `/category/properties/{categoryId}/{name...}`: a category's products filtered by their properties. */
export async function PropertiesPage(params: PropertiesRouteParams) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, pathOf(params), categoryPropertiesHref);
  const [t, tc, tt, properties, initial] = await Promise.all([
    getTranslations('propertiesPage'),
    getTranslations('catalog'),
    getTranslations('categoryTypes'),
    getCategoryProperties(category.id),
    getCatalog({ categoryId: category.id, pageSize: PROPERTY_PAGE_SIZE, sort: 'newest' }),
  ]);
  const title = t('title', { name: category.name });
  const fallback = (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      <Skeleton variant="rounded" height={56} />
      <ListFrame summary={tc('productsFound', { count: initial.totalCount })}>
        <ListItems kind="products" items={initial.items} label={title} emptyTitle={t('noMatch')} />
      </ListFrame>
    </Box>
  );
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[
          { name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) },
          ...categoryCrumbs(lineage),
          { name: t('crumb'), href: categoryPropertiesHref(category) },
        ]}
      />
      <JsonLd data={itemListJsonLd(initial.items.map((p) => ({ name: p.name, url: absoluteUrl(productHref(p)) })), { name: title })} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      <Suspense fallback={fallback}>
        <ClientMessages namespaces={['propertiesPage']}>
          <PropertySearch category={category} properties={properties} initial={initial} />
        </ClientMessages>
      </Suspense>
    </Container>
  );
}
