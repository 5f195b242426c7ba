import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSuppliers, getSuppliersWithCatalog } from '@/api/cached';
import { fetchSuppliers } from '@/api/suppliers';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categorySuppliersHref, categoryTypeHref, supplierHref, supplierSearchHref, suppliersOfTypeHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import type { CategoryType } from '@/api/contract/enums';
import type { Page } from '@/api/contract/paging';
import { pageNotFound, requireCategoryType } from '../route-params';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from '../category/load-category';
import { ListPage } from '../listing/list-page';
import { LinkChips } from '../listing/link-chips';
import { SUPPLIER_SORTS, type ListState, type SupplierSort } from '../listing/list-state';
import { listMetadata, listStateOf, readListView, type ListQuery } from '../listing/list-view';

export const SUPPLIER_PAGE_SIZE = 12;

/** The API's parameters of one page of a supplier list, built one way for every view. */
const supplierPageParams = (state: ListState<SupplierSort>) => ({
  pageSize: SUPPLIER_PAGE_SIZE,
  sort: state.sort,
  ...(state.page > 1 ? { pageNumber: state.page } : {}),
});

const CATEGORY_DEFAULTS: ListState<SupplierSort> = { page: 1, sort: 'products' };
const TYPE_DEFAULTS: ListState<SupplierSort> = { page: 1, sort: 'rating' };

/** One page of a supplier list, read with the page, sort and defaults every supplier view shares. */
function suppliersView<T>(defaults: ListState<SupplierSort>, read: (params: ReturnType<typeof supplierPageParams>) => Promise<Page<T>>, query: ListQuery, path: string) {
  const state = listStateOf(query, SUPPLIER_SORTS, defaults);
  return readListView({ state, defaults, pageSize: SUPPLIER_PAGE_SIZE, read: (s) => read(supplierPageParams(s)), path, query }).then((view) => ({ ...view, state }));
}

const categorySuppliersView = (categoryId: number, query: ListQuery, path: string) =>
  suppliersView(CATEGORY_DEFAULTS, (params) => getSuppliersWithCatalog(categoryId, params), query, path);

const typeSuppliersView = (categoryType: CategoryType, query: ListQuery, path: string) =>
  suppliersView(TYPE_DEFAULTS, (params) => getSuppliers({ categoryType, ...params }), query, path);

export type CategorySuppliersParams = { categoryId: string; name?: string[] };
const categoryPathOf = (p: CategorySuppliersParams) => `/supplier/category/${p.categoryId}/${(p.name ?? []).join('/')}`;

export async function categorySuppliersMetadata(params: CategorySuppliersParams, query?: ListQuery): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, categoryPathOf(params));
  const [t, view] = await Promise.all([getTranslations('suppliersPage'), categorySuppliersView(category.id, query, categorySuppliersHref(category))]);
  return listMetadata(
    {
      title: t('categoryTitle', { name: category.name }),
      description: t('categoryDescription', { name: category.name, count: view.first.totalCount }),
      path: categorySuppliersHref(category),
    },
    { state: view.state, defaults: CATEGORY_DEFAULTS, totalCount: view.first.totalCount, pageSize: SUPPLIER_PAGE_SIZE },
  );
}

/** `/supplier/category/{categoryId}/{name}`: the suppliers selling in a category. */
export async function CategorySuppliersPage({ query, ...params }: CategorySuppliersParams & { query?: ListQuery }) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, categoryPathOf(params), categorySuppliersHref);
  const [t, tt, { page, state }] = await Promise.all([
    getTranslations('suppliersPage'),
    getTranslations('categoryTypes'),
    categorySuppliersView(category.id, query, categorySuppliersHref(category)),
  ]);
  const title = t('categoryTitle', { name: category.name });
  return (
    <ListPage
      crumbs={[
        { name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) },
        ...categoryCrumbs(lineage),
        { name: t('crumb'), href: categorySuppliersHref(category) },
      ]}
      title={title}
      intro={t('categoryIntro', { name: category.name })}
      entries={page.items.map((s) => ({ name: s.name, href: supplierHref(s) }))}
      list={{
        kind: 'suppliers',
        initial: page,
        state,
        path: categorySuppliersHref(category),
        pageSize: SUPPLIER_PAGE_SIZE,
        sorts: SUPPLIER_SORTS,
        defaultSort: CATEGORY_DEFAULTS.sort,
        label: title,
        summaryKey: 'suppliersFound',
        emptyTitle: t('emptyCategory'),
      }}
    />
  );
}

export type TypeSuppliersParams = { categoryType: string };

export async function typeSuppliersMetadata(params: TypeSuppliersParams, query?: ListQuery): Promise<Metadata> {
  const path = `/suppliers/${params.categoryType}`;
  const type = requireCategoryType(params.categoryType, path);
  const [t, tt, view] = await Promise.all([getTranslations('suppliersPage'), getTranslations('categoryTypes'), typeSuppliersView(type, query, suppliersOfTypeHref(type))]);
  return listMetadata(
    {
      title: t('typeTitle', { type: tt(type) }),
      description: t('typeDescription', { type: tt(type), count: view.first.totalCount }),
      path: suppliersOfTypeHref(type),
    },
    { state: view.state, defaults: TYPE_DEFAULTS, totalCount: view.first.totalCount, pageSize: SUPPLIER_PAGE_SIZE },
  );
}

/** `/suppliers/{categoryType}`: the supplier directory of one category type. */
export async function TypeSuppliersPage({ query, ...params }: TypeSuppliersParams & { query?: ListQuery }) {
  const path = `/suppliers/${params.categoryType}`;
  const type = requireCategoryType(params.categoryType, path);
  const [t, tt, { page, state }] = await Promise.all([
    getTranslations('suppliersPage'),
    getTranslations('categoryTypes'),
    typeSuppliersView(type, query, suppliersOfTypeHref(type)),
  ]);
  const title = t('typeTitle', { type: tt(type) });
  return (
    <ListPage
      crumbs={[
        { name: tt(type), href: categoryTypeHref(type) },
        { name: t('crumb'), href: suppliersOfTypeHref(type) },
      ]}
      title={title}
      intro={t('typeIntro', { type: tt(type) })}
      nav={<LinkChips label={t('otherTypes')} links={CATEGORY_TYPES.map((other) => ({ href: suppliersOfTypeHref(other), label: tt(other), current: other === type }))} />}
      navLabel={t('otherTypes')}
      entries={page.items.map((s) => ({ name: s.name, href: supplierHref(s) }))}
      list={{
        kind: 'suppliers',
        initial: page,
        state,
        path: suppliersOfTypeHref(type),
        pageSize: SUPPLIER_PAGE_SIZE,
        sorts: SUPPLIER_SORTS,
        defaultSort: TYPE_DEFAULTS.sort,
        label: title,
        summaryKey: 'suppliersFound',
        emptyTitle: t('emptyType'),
      }}
    />
  );
}

/**
 * The route's params. Passed to the page as `params={…}`, never spread: spread into JSX, a
 * segment named `key` becomes React's element key and never reaches the component.
 */
export type SupplierSearchParams = { key: string };
const MAX_KEY = 100;

/** The searched text of the path: decoded and trimmed; none, or one past the limit, is a 404. */
export function readSupplierSearchKey(params: SupplierSearchParams): string {
  const raw: unknown = params.key;
  // `decodeURIComponent(undefined)` is the text "undefined": a missing key must not become one.
  if (typeof raw !== 'string') pageNotFound('/suppliers/search/');
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    key = raw;
  }
  key = key.trim();
  if (!key || key.length > MAX_KEY) pageNotFound(`/suppliers/search/${raw}`);
  return key;
}

export async function supplierSearchMetadata(params: SupplierSearchParams): Promise<Metadata> {
  const key = readSupplierSearchKey(params);
  const t = await getTranslations('suppliersPage');
  // Free text: kept out of the index so endless variations do not compete with real pages.
  return pageMetadata({ title: t('searchTitle', { key }), description: t('searchDescription', { key }), path: supplierSearchHref(key), noindex: true });
}

/**
 * `/suppliers/search/{key}`: suppliers whose name matches the key (typos forgiven). Rendered per
 * request and read without the data cache: free text would fill any cache with one-off entries.
 */
export async function SupplierSearchPage({ params, query }: { params: SupplierSearchParams; query?: ListQuery }) {
  const key = readSupplierSearchKey(params);
  const state = listStateOf(query, SUPPLIER_SORTS, TYPE_DEFAULTS);
  const [t, { page }] = await Promise.all([
    getTranslations('suppliersPage'),
    readListView({
      state,
      defaults: TYPE_DEFAULTS,
      pageSize: SUPPLIER_PAGE_SIZE,
      read: (s) => fetchSuppliers({ text: key, ...supplierPageParams(s) }),
      path: supplierSearchHref(key),
      query,
    }),
  ]);
  const title = t('searchTitle', { key });
  return (
    <ListPage
      crumbs={[{ name: title, href: supplierSearchHref(key) }]}
      title={title}
      entries={page.items.map((s) => ({ name: s.name, href: supplierHref(s) }))}
      list={{
        kind: 'suppliers',
        initial: page,
        state,
        path: supplierSearchHref(key),
        pageSize: SUPPLIER_PAGE_SIZE,
        sorts: SUPPLIER_SORTS,
        defaultSort: TYPE_DEFAULTS.sort,
        label: title,
        summaryKey: 'suppliersFound',
        emptyTitle: t('searchEmpty', { key }),
        emptyHint: t('searchHint'),
      }}
    />
  );
}
