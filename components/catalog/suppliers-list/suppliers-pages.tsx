import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSuppliers, getSuppliersWithCatalog } from '@/api/cached';
import { fetchSuppliers } from '@/api/suppliers';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categorySuppliersHref, categoryTypeHref, supplierHref, supplierSearchHref, suppliersOfTypeHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { pageNotFound, requireCategoryType } from '../route-params';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from '../category/load-category';
import { ListPage } from '../listing/list-page';
import { LinkChips } from '../listing/link-chips';
import { SUPPLIER_SORTS } from '../listing/list-state';

export const SUPPLIER_PAGE_SIZE = 12;

export type CategorySuppliersParams = { categoryId: string; name?: string[] };
const categoryPathOf = (p: CategorySuppliersParams) => `/supplier/category/${p.categoryId}/${(p.name ?? []).join('/')}`;

export async function categorySuppliersMetadata(params: CategorySuppliersParams): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, categoryPathOf(params));
  const [t, page] = await Promise.all([
    getTranslations('suppliersPage'),
    getSuppliersWithCatalog(category.id, { pageSize: SUPPLIER_PAGE_SIZE, sort: 'products' }),
  ]);
  return pageMetadata({
    title: t('categoryTitle', { name: category.name }),
    description: t('categoryDescription', { name: category.name, count: page.totalCount }),
    path: categorySuppliersHref(category),
  });
}

/** `/supplier/category/{categoryId}/{name}`: the suppliers selling in a category. */
export async function CategorySuppliersPage(params: CategorySuppliersParams) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, categoryPathOf(params), categorySuppliersHref);
  const [t, tt, page] = await Promise.all([
    getTranslations('suppliersPage'),
    getTranslations('categoryTypes'),
    getSuppliersWithCatalog(category.id, { pageSize: SUPPLIER_PAGE_SIZE, sort: 'products' }),
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
        source: { kind: 'category-suppliers', categoryId: category.id },
        initial: page,
        pageSize: SUPPLIER_PAGE_SIZE,
        sorts: SUPPLIER_SORTS,
        defaultSort: 'products',
        label: title,
        summaryKey: 'suppliersFound',
        emptyTitle: t('emptyCategory'),
      }}
    />
  );
}

export type TypeSuppliersParams = { categoryType: string };

export async function typeSuppliersMetadata(params: TypeSuppliersParams): Promise<Metadata> {
  const type = requireCategoryType(params.categoryType, `/suppliers/${params.categoryType}`);
  const [t, tt, page] = await Promise.all([
    getTranslations('suppliersPage'),
    getTranslations('categoryTypes'),
    getSuppliers({ categoryType: type, pageSize: SUPPLIER_PAGE_SIZE, sort: 'rating' }),
  ]);
  return pageMetadata({
    title: t('typeTitle', { type: tt(type) }),
    description: t('typeDescription', { type: tt(type), count: page.totalCount }),
    path: suppliersOfTypeHref(type),
  });
}

/** `/suppliers/{categoryType}`: the supplier directory of one category type. */
export async function TypeSuppliersPage(params: TypeSuppliersParams) {
  const type = requireCategoryType(params.categoryType, `/suppliers/${params.categoryType}`);
  const [t, tt, page] = await Promise.all([
    getTranslations('suppliersPage'),
    getTranslations('categoryTypes'),
    getSuppliers({ categoryType: type, pageSize: SUPPLIER_PAGE_SIZE, sort: 'rating' }),
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
        source: { kind: 'suppliers', params: { categoryType: type } },
        initial: page,
        pageSize: SUPPLIER_PAGE_SIZE,
        sorts: SUPPLIER_SORTS,
        defaultSort: 'rating',
        label: title,
        summaryKey: 'suppliersFound',
        emptyTitle: t('emptyType'),
      }}
    />
  );
}

export type SupplierSearchParams = { key: string };
const MAX_KEY = 100;

function readKey(params: SupplierSearchParams): string {
  let key: string;
  try {
    key = decodeURIComponent(params.key);
  } catch {
    key = params.key;
  }
  key = key.trim();
  if (!key || key.length > MAX_KEY) pageNotFound(`/suppliers/search/${params.key}`);
  return key;
}

export async function supplierSearchMetadata(params: SupplierSearchParams): Promise<Metadata> {
  const key = readKey(params);
  const t = await getTranslations('suppliersPage');
  // Free text: kept out of the index so endless variations do not compete with real pages.
  return pageMetadata({ title: t('searchTitle', { key }), description: t('searchDescription', { key }), path: supplierSearchHref(key), noindex: true });
}

/**
 * `/suppliers/search/{key}`: suppliers whose name matches the key (typos forgiven). Rendered per
 * request and read without the data cache: free text would fill any cache with one-off entries.
 */
export async function SupplierSearchPage(params: SupplierSearchParams) {
  const key = readKey(params);
  const [t, page] = await Promise.all([getTranslations('suppliersPage'), fetchSuppliers({ text: key, pageSize: SUPPLIER_PAGE_SIZE, sort: 'rating' })]);
  const title = t('searchTitle', { key });
  return (
    <ListPage
      crumbs={[{ name: title, href: supplierSearchHref(key) }]}
      title={title}
      entries={page.items.map((s) => ({ name: s.name, href: supplierHref(s) }))}
      list={{
        source: { kind: 'suppliers', params: { text: key } },
        initial: page,
        pageSize: SUPPLIER_PAGE_SIZE,
        sorts: SUPPLIER_SORTS,
        defaultSort: 'rating',
        label: title,
        summaryKey: 'suppliersFound',
        emptyTitle: t('searchEmpty', { key }),
        emptyHint: t('searchHint'),
      }}
    />
  );
}
