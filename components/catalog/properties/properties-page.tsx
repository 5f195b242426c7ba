import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Alert from '@mui/material/Alert';
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
import { PropertyFilterForm } from './property-filter-form';
import { ViewSwitch } from './view-switch';
import { PropertyViewState } from './property-view-state';
import { canonicalPropertyQuery, PROPERTY_PAGE_SIZE, readPropertyView, type PropertyView } from './filter-state';
import { pageCount } from '../listing/list-state';
import { listMetadata, redirectToPage, type ListQuery } from '../listing/list-view';
import type { Page } from '@/api/contract/paging';
import type { PropertyFilter, SupplierSummary } from '@/api/contract/suppliers';
import type { CategoryPropertySelection } from '@/stores/category';
import { PAGE_PARAM, VIEW_PARAM } from '@/lib/list-params';

const DEFAULTS = { page: 1, sort: 'newest' } as const;

/** The view the server rendered: its filter, results, page and what it found. */
type ServedPropertyView = {
  selection: CategoryPropertySelection[];
  filters: PropertyFilter[];
  view: PropertyView;
  page: number;
  data: CatalogPage | Page<SupplierSummary>;
  /** The view's query, canonical. */
  canonicalQuery: string;
};

/**
 * The view a URL names, read on the server. The unfiltered product pages are the same reads as
 * the category's product list; a filtered or supplier view is read with its filters (the API
 * keeps each answer for a while). A page past the last one of its view moves to that view's
 * last page.
 */
async function loadView(category: CategorySummary, properties: CategoryProperty[], query: ListQuery): Promise<ServedPropertyView> {
  const path = categoryPropertiesHref(category);
  const filterable = properties.filter((p) => p.isFilterable);
  const params = query ?? new URLSearchParams();
  // The filter form's own request (empty fields, a range in two fields): answered with its canonical URL.
  const canonical = canonicalPropertyQuery(params, filterable);
  if (canonical) redirect(canonical.size ? `${path}?${canonical}` : path);
  const { selection, filters, page, view } = readPropertyView(params, filterable);
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
  return { selection, filters, page, view, data, canonicalQuery: params.toString() };
}

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
    { state: { page: served.page, sort: 'newest' }, defaults: DEFAULTS, totalCount: served.data.totalCount, pageSize: PROPERTY_PAGE_SIZE, filtered: served.filters.length > 0 || served.view !== 'products' },
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
  const path = categoryPropertiesHref(category);
  const filterable = properties.filter((p) => p.isFilterable);
  const title = t('title', { name: category.name });
  const rest = new URLSearchParams(query);
  rest.delete(PAGE_PARAM);
  // The view links keep the filter and start again from the first page.
  const viewHref = (view: PropertyView) => {
    const params = new URLSearchParams(rest);
    if (view === 'suppliers') params.set(VIEW_PARAM, 'suppliers');
    else params.delete(VIEW_PARAM);
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  const { data } = served;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[
          { name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) },
          ...categoryCrumbs(lineage),
          { name: t('crumb'), href: path },
        ]}
      />
      {served.view === 'products' ? (
        <JsonLd data={itemListJsonLd((data as CatalogPage).items.map((p) => ({ name: p.name, url: absoluteUrl(productHref(p)) })), { name: title })} />
      ) : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      <PropertyViewState category={category} selection={served.selection} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
        <div>
          {filterable.length === 0 ? (
            <Alert severity="info">{t('noProperties')}</Alert>
          ) : (
            // Keyed by the filter shown: a navigation inside the app renders the form again, folded.
            <PropertyFilterForm key={served.canonicalQuery} properties={filterable} selection={served.selection} view={served.view} path={path} />
          )}
        </div>
        <Box sx={{ minWidth: 0 }}>
          <ViewSwitch
            label={t('resultsOf')}
            current={served.view}
            links={[
              { view: 'products', label: t('viewProducts'), href: viewHref('products') },
              { view: 'suppliers', label: t('viewSuppliers'), href: viewHref('suppliers') },
            ]}
          />
          <ListFrame
            summary={tc(served.view === 'products' ? 'productsFound' : 'suppliersFound', { count: data.totalCount })}
            pager={<Pager page={served.page} count={pageCount(data.totalCount, PROPERTY_PAGE_SIZE)} path={path} query={rest.toString()} />}
          >
            {served.view === 'products' ? (
              <ListItems kind="products" items={(data as CatalogPage).items} label={t('resultsOf')} emptyTitle={t('noMatch')} emptyHint={t('noMatchHint')} />
            ) : (
              <ListItems kind="suppliers" items={(data as Page<SupplierSummary>).items} label={t('resultsOf')} emptyTitle={t('noMatch')} emptyHint={t('noMatchHint')} />
            )}
          </ListFrame>
        </Box>
      </Box>
    </Container>
  );
}
