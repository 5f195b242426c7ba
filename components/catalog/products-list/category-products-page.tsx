import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalog, getCategoryChildren, getSupplier } from '@/api/cached';
import { categoryProductsHref, categorySupplierProductsHref, categoryTypeHref, productHref, supplierHref } from '@/lib/routes';
import { orNotFound, requireId } from '../route-params';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from '../category/load-category';
import { ListPage } from '../listing/list-page';
import { LinkChips } from '../listing/link-chips';
import { catalogPageParams, PRODUCT_SORTS, type ListState, type ProductSort } from '../listing/list-state';
import { listMetadata, listStateOf, readListView, type ListQuery } from '../listing/list-view';

export const PRODUCT_PAGE_SIZE = 12;
const DEFAULT_SORT = 'newest';
export const PRODUCT_LIST_SORTS = PRODUCT_SORTS.filter((s) => s !== 'relevance');
export const PRODUCT_LIST_DEFAULTS: ListState<ProductSort> = { page: 1, sort: DEFAULT_SORT };

export type CategoryProductsParams = { categoryId: string; name?: string[] };
const pathOf = (p: CategoryProductsParams) => `/products/category/${p.categoryId}/${(p.name ?? []).join('/')}`;

/** One view of a product list (the canonical first page unless `query` names another). */
export function productListView(base: { categoryId?: number; supplierId?: number; categoryType?: ProductListType }, query: ListQuery, path: string) {
  const state = listStateOf(query, PRODUCT_LIST_SORTS, PRODUCT_LIST_DEFAULTS);
  return readListView({
    state,
    defaults: PRODUCT_LIST_DEFAULTS,
    pageSize: PRODUCT_PAGE_SIZE,
    read: (s) => getCatalog(catalogPageParams(base, s, PRODUCT_PAGE_SIZE)),
    path,
    query,
  }).then((view) => ({ ...view, state }));
}
type ProductListType = NonNullable<Parameters<typeof getCatalog>[0]['categoryType']>;

export async function categoryProductsMetadata(params: CategoryProductsParams, query?: ListQuery): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, pathOf(params));
  const [t, view] = await Promise.all([getTranslations('productListPage'), productListView({ categoryId: category.id }, query, categoryProductsHref(category))]);
  return listMetadata(
    {
      title: t('categoryTitle', { name: category.name }),
      description: t('categoryDescription', { name: category.name, count: view.first.totalCount }),
      path: categoryProductsHref(category),
    },
    { state: view.state, defaults: PRODUCT_LIST_DEFAULTS, totalCount: view.first.totalCount, pageSize: PRODUCT_PAGE_SIZE },
  );
}

/** `/products/category/{categoryId}/{name...}`: every product of a category and its subtree. */
export async function CategoryProductsPage({ query, ...params }: CategoryProductsParams & { query?: ListQuery }) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, pathOf(params), categoryProductsHref);
  const [t, tt, { page, state }, children] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    productListView({ categoryId: category.id }, query, categoryProductsHref(category)),
    getCategoryChildren(category.id),
  ]);
  const title = t('categoryTitle', { name: category.name });
  return (
    <ListPage
      crumbs={[
        { name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) },
        ...categoryCrumbs(lineage),
        { name: t('productsCrumb'), href: categoryProductsHref(category) },
      ]}
      title={title}
      intro={t('categoryIntro', { name: category.name })}
      nav={<LinkChips label={t('subcategories')} links={children.map((c) => ({ href: categoryProductsHref(c), label: c.name }))} />}
      entries={page.items.map((p) => ({ name: p.name, href: productHref(p) }))}
      list={{
        kind: 'products',
        initial: page,
        state,
        path: categoryProductsHref(category),
        pageSize: PRODUCT_PAGE_SIZE,
        sorts: PRODUCT_LIST_SORTS,
        defaultSort: DEFAULT_SORT,
        label: title,
        summaryKey: 'productsFound',
        emptyTitle: t('emptyCategory'),
      }}
    />
  );
}

export type CategorySupplierProductsParams = { categoryId: string; supplierId: string };
const supplierPathOf = (p: CategorySupplierProductsParams) => `/products/category/${p.categoryId}/supplier/${p.supplierId}`;

async function loadCategorySupplier(params: CategorySupplierProductsParams) {
  const path = supplierPathOf(params);
  const supplierId = requireId(params.supplierId, path);
  const [{ category, lineage }, supplier] = await Promise.all([
    loadCategory(params.categoryId, path),
    orNotFound(getSupplier(supplierId), path),
  ]);
  return { category, lineage, supplier };
}

export async function categorySupplierProductsMetadata(params: CategorySupplierProductsParams, query?: ListQuery): Promise<Metadata> {
  const { category, supplier } = await loadCategorySupplier(params);
  const [t, view] = await Promise.all([
    getTranslations('productListPage'),
    productListView({ categoryId: category.id, supplierId: supplier.id }, query, categorySupplierProductsHref(category.id, supplier.id)),
  ]);
  return listMetadata(
    {
      title: t('supplierCategoryTitle', { category: category.name, supplier: supplier.name }),
      description: t('supplierCategoryDescription', { category: category.name, supplier: supplier.name, count: view.first.totalCount }),
      path: categorySupplierProductsHref(category.id, supplier.id),
    },
    { state: view.state, defaults: PRODUCT_LIST_DEFAULTS, totalCount: view.first.totalCount, pageSize: PRODUCT_PAGE_SIZE },
  );
}

/** `/products/category/{categoryId}/supplier/{supplierId}`: one supplier's products in a category. */
export async function CategorySupplierProductsPage({ query, ...params }: CategorySupplierProductsParams & { query?: ListQuery }) {
  const { category, lineage, supplier } = await loadCategorySupplier(params);
  const [t, tt, { page, state }] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    productListView({ categoryId: category.id, supplierId: supplier.id }, query, categorySupplierProductsHref(category.id, supplier.id)),
  ]);
  const title = t('supplierCategoryTitle', { category: category.name, supplier: supplier.name });
  return (
    <ListPage
      crumbs={[
        { name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) },
        ...categoryCrumbs(lineage),
        { name: supplier.name, href: categorySupplierProductsHref(category.id, supplier.id) },
      ]}
      title={title}
      intro={t('supplierCategoryIntro', { supplier: supplier.name })}
      nav={<LinkChips label={t('related')} links={[{ href: supplierHref(supplier), label: t('supplierStore', { name: supplier.name }) }, { href: categoryProductsHref(category), label: t('allInCategory', { name: category.name }) }]} />}
      entries={page.items.map((p) => ({ name: p.name, href: productHref(p) }))}
      list={{
        kind: 'products',
        initial: page,
        state,
        path: categorySupplierProductsHref(category.id, supplier.id),
        pageSize: PRODUCT_PAGE_SIZE,
        sorts: PRODUCT_LIST_SORTS,
        defaultSort: DEFAULT_SORT,
        label: title,
        summaryKey: 'productsFound',
        emptyTitle: t('emptySupplierCategory'),
      }}
    />
  );
}
