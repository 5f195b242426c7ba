import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { HYDRATE_NOW } from '@/lib/hydration/hydration-gate';
import Typography from '@mui/material/Typography';
import { getCatalog, getCategoryProperties } from '@/api/cached';
import { fetchCatalog, type CatalogPage } from '@/api/catalog';
import { searchCategorySuppliers } from '@/api/categories';
import type { CategoryProperty, CategorySummary } from '@/api/contract/categories-extra';
import { categoryPropertiesHref, categoryTypeHref, productHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from '../category/load-category';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { ListFrame } from '../listing/list-frame';
import { ListItems } from '../listing/list-items';
import { Pager } from '../listing/pager';
import { PropertySearch, type ServedPropertyView } from './property-search';
import { PROPERTY_PAGE_SIZE, readPropertyView } from './filter-state';
import { pageCount } from '../listing/list-state';
import { listMetadata, redirectToPage, type ListQuery } from '../listing/list-view';

const DEFAULTS = { page: 1, sort: 'newest' } as const;

/**
 * The view a URL names, read on the server. The unfiltered product pages come through the data
 * cache (the first page shared with the ISR page); a filtered or supplier view is read per
 * request: filter values are free (number ranges), and each would be a cache entry of its own.
 * A page past the last one of its view moves to that view's last page.
 */
async function loadView(category: CategorySummary, properties: CategoryProperty[], query: ListQuery): Promise<ServedPropertyView & { totalCount: number }> {
  const path = categoryPropertiesHref(category);
  const { filters, page, view } = readPropertyView(query ?? new URLSearchParams(), properties.filter((p) => p.isFilterable));
  const first = await getCatalog({ categoryId: category.id, pageSize: PROPERTY_PAGE_SIZE, sort: 'newest' });
  let data: ServedPropertyView['data'] = first;
  if (view === 'suppliers') {
    data = await searchCategorySuppliers(category.id, filters, { pageNumber: page, pageSize: PROPERTY_PAGE_SIZE });
  } else if (filters.length) {
    data = await fetchCatalog({ categoryId: category.id, properties: filters, pageNumber: page, pageSize: PROPERTY_PAGE_SIZE, sort: 'newest' });
  } else if (page > 1) {
    if (page > pageCount(first.totalCount, PROPERTY_PAGE_SIZE)) redirectToPage(path, pageCount(first.totalCount, PROPERTY_PAGE_SIZE), query);
    data = await getCatalog({ categoryId: category.id, pageSize: PROPERTY_PAGE_SIZE, sort: 'newest', pageNumber: page });
  }
  if (page > 1 && page > pageCount(data.totalCount, PROPERTY_PAGE_SIZE)) redirectToPage(path, pageCount(data.totalCount, PROPERTY_PAGE_SIZE), query);
  return { filters, page, view, data, totalCount: data.totalCount };
}
import { ClientMessages } from '@/i18n/client-messages';

export type PropertiesRouteParams = { categoryId: string; name?: string[] };
const pathOf = (p: PropertiesRouteParams) => `/category/properties/${p.categoryId}/${(p.name ?? []).join('/')}`;

export async function propertiesPageMetadata(params: PropertiesRouteParams, query?: ListQuery): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, pathOf(params));
  const [t, properties] = await Promise.all([getTranslations('propertiesPage'), getCategoryProperties(category.id)]);
  const served = await loadView(category, properties, query);
  const names = properties.filter((p) => p.isFilterable).map((p) => p.name);
  return listMetadata(
    {
      title: t('title', { name: category.name }),
      description: t('description', { name: category.name, properties: names.join('، ') || category.name }),
      path: categoryPropertiesHref(category),
    },
    // Only the unfiltered product pages are indexed; a filter or the supplier view is not.
    { state: { page: served.page, sort: 'newest' }, defaults: DEFAULTS, totalCount: served.totalCount, pageSize: PROPERTY_PAGE_SIZE, filtered: served.filters.length > 0 || served.view !== 'products' },
  );
}

/** `/category/properties/{categoryId}/{name...}`: a category's products filtered by their properties. */
export async function PropertiesPage({ query, ...params }: PropertiesRouteParams & { query?: ListQuery }) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, pathOf(params), categoryPropertiesHref);
  const [t, tc, tt, properties] = await Promise.all([
    getTranslations('propertiesPage'),
    getTranslations('catalog'),
    getTranslations('categoryTypes'),
    getCategoryProperties(category.id),
  ]);
  const served = await loadView(category, properties, query);
  // What the HTML shows before the filter panel takes over (on the ISR page: the unfiltered first page).
  const shown = served.view === 'products' ? (served.data as CatalogPage) : await getCatalog({ categoryId: category.id, pageSize: PROPERTY_PAGE_SIZE, sort: 'newest' });
  const title = t('title', { name: category.name });
  const restQuery = (() => {
    const rest = new URLSearchParams(query);
    rest.delete('page');
    return rest.toString();
  })();
  const fallback = (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      {/* The filter panel reads the query string, so only the browser renders it. */}
      <Skeleton variant="rounded" height={56} {...HYDRATE_NOW} />
      <ListFrame
        summary={tc('productsFound', { count: shown.totalCount })}
        pager={<Pager page={served.page} count={pageCount(shown.totalCount, PROPERTY_PAGE_SIZE)} path={categoryPropertiesHref(category)} query={restQuery} />}
      >
        <ListItems kind="products" items={shown.items} label={title} emptyTitle={t('noMatch')} />
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
      <JsonLd data={itemListJsonLd(shown.items.map((p) => ({ name: p.name, url: absoluteUrl(productHref(p)) })), { name: title })} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      <Suspense fallback={fallback}>
        <ClientMessages namespaces={['propertiesPage']}>
          <PropertySearch category={category} properties={properties} served={served} path={categoryPropertiesHref(category)} />
        </ClientMessages>
      </Suspense>
    </Container>
  );
}
