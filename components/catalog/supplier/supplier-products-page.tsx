import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getCatalog } from '@/api/cached';
import type { CategoryType } from '@/api/contract/enums';
import { productHref, supplierHref, supplierProductsHref } from '@/lib/routes';
import { sharedInitialState } from '@/stores/shared';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { requireCategoryType } from '../route-params';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { ListFrame } from '../listing/list-frame';
import { ListItems } from '../listing/list-items';
import { Pager } from '../listing/pager';
import { pageCount } from '../listing/list-state';
import { LinkChips } from '../listing/link-chips';
import { VisitTracker } from '../visit-tracker';
import { listMetadata, listStateOf, readListView, type ListQuery } from '../listing/list-view';
import type { ListState } from '../listing/list-state';
import { loadSupplier } from './load-supplier';
import { SupplierProductList } from './supplier-product-list';
import { ClientMessages } from '@/i18n/client-messages';

export type SupplierProductsParams = { supplierId: string; categoryType: string };
const pathOf = (p: SupplierProductsParams) => `/supplier/${p.supplierId}/products/${p.categoryType}`;

// The seed's defaults: page 1, 5 per page (a visitor's other page size is fetched in the browser).
const PAGE_SIZE = sharedInitialState.SupplierProductItemsPerPageNumber;
const DEFAULTS: ListState<'newest'> = { page: sharedInitialState.SupplierProductPageNumber, sort: 'newest' };

async function load(params: SupplierProductsParams, query: ListQuery) {
  const type: CategoryType = requireCategoryType(params.categoryType, pathOf(params));
  const supplier = await loadSupplier(params.supplierId, pathOf(params));
  const state = listStateOf(query, ['newest'] as const, DEFAULTS);
  const { page: initial, first } = await readListView({
    state,
    defaults: DEFAULTS,
    pageSize: PAGE_SIZE,
    read: (s) => getCatalog({ supplierId: supplier.id, categoryType: type, pageNumber: s.page, pageSize: PAGE_SIZE, sort: 'newest' }),
    path: supplierProductsHref(supplier, type),
    query,
  });
  return { type, supplier, initial, state, totalCount: first.totalCount };
}

export async function supplierProductsMetadata(params: SupplierProductsParams, query?: ListQuery): Promise<Metadata> {
  const { type, supplier, state, totalCount } = await load(params, query);
  const [t, tt] = await Promise.all([getTranslations('supplierProductsPage'), getTranslations('categoryTypes')]);
  return listMetadata(
    {
      title: t('title', { type: tt(type), name: supplier.name }),
      description: t('description', { type: tt(type), name: supplier.name, count: totalCount }),
      path: supplierProductsHref(supplier, type),
      unlisted: !supplier.isListed,
    },
    { state, defaults: DEFAULTS, totalCount, pageSize: PAGE_SIZE },
  );
}

/** `/supplier/{supplierId}/products/{categoryType}`: one supplier's products of one type. */
export async function SupplierProductsPage({ query, ...params }: SupplierProductsParams & { query?: ListQuery }) {
  const { type, supplier, initial, state } = await load(params, query);
  const [t, tt] = await Promise.all([getTranslations('supplierProductsPage'), getTranslations('categoryTypes')]);
  const title = t('title', { type: tt(type), name: supplier.name });
  const fallback = (
    <ListFrame
      summary={t('count', { count: initial.totalCount })}
      pager={<Pager page={state.page} count={pageCount(initial.totalCount, PAGE_SIZE)} path={supplierProductsHref(supplier, type)} />}
    >
      <ListItems kind="products" items={initial.items} label={title} emptyTitle={t('empty')} />
    </ListFrame>
  );
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[
          { name: supplier.name, href: supplierHref(supplier) },
          { name: tt(type), href: supplierProductsHref(supplier, type) },
        ]}
      />
      <JsonLd data={itemListJsonLd(initial.items.map((p) => ({ name: p.name, url: absoluteUrl(productHref(p)) })), { name: title })} />
      <VisitTracker pageKind="supplier" objectId={supplier.id} loginPerPage={`supplier-${supplier.id}`} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {title}
      </Typography>
      {supplier.categoryTypes.length > 1 ? (
        <Box component="nav" aria-label={t('otherTypes')} sx={{ mb: 2 }}>
          <LinkChips
            label={t('otherTypes')}
            links={supplier.categoryTypes.map((other) => ({ href: supplierProductsHref(supplier, other), label: tt(other), current: other === type }))}
          />
        </Box>
      ) : null}
      <Suspense fallback={fallback}>
        <ClientMessages namespaces={['supplierProductsPage']}>
          <SupplierProductList supplierId={supplier.id} categoryType={type} initial={initial} initialPage={state.page} path={supplierProductsHref(supplier, type)} label={title} />
        </ClientMessages>
      </Suspense>
    </Container>
  );
}
