import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalog, getCategoryChildren, getSupplier } from '@/api/cached';
import { categoryProductsHref, categorySupplierProductsHref, categoryTypeHref, productHref, supplierHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { orNotFound, requireId } from '../route-params';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from '../category/load-category';
import { ListPage } from '../listing/list-page';
import { LinkChips } from '../listing/link-chips';
import { PRODUCT_SORTS } from '../listing/list-state';

export const PRODUCT_PAGE_SIZE = 12;
const DEFAULT_SORT = 'newest';

export type CategoryProductsParams = { categoryId: string; name?: string[] };
const pathOf = (p: CategoryProductsParams) => `/products/category/${p.categoryId}/${(p.name ?? []).join('/')}`;

const firstPage = (categoryId: number, supplierId?: number) =>
  getCatalog({ categoryId, supplierId, pageSize: PRODUCT_PAGE_SIZE, sort: DEFAULT_SORT });

export async function categoryProductsMetadata(params: CategoryProductsParams): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, pathOf(params));
  const [t, page] = await Promise.all([getTranslations('productListPage'), firstPage(category.id)]);
  return pageMetadata({
    title: t('categoryTitle', { name: category.name }),
    description: t('categoryDescription', { name: category.name, count: page.totalCount }),
    path: categoryProductsHref(category),
  });
}

/** `/products/category/{categoryId}/{name...}`: every product of a category and its subtree. */
export async function CategoryProductsPage(params: CategoryProductsParams) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, pathOf(params), categoryProductsHref);
  const [t, tt, page, children] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    firstPage(category.id),
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
        source: { kind: 'products', params: { categoryId: category.id } },
        initial: page,
        pageSize: PRODUCT_PAGE_SIZE,
        sorts: PRODUCT_SORTS.filter((s) => s !== 'relevance'),
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

export async function categorySupplierProductsMetadata(params: CategorySupplierProductsParams): Promise<Metadata> {
  const { category, supplier } = await loadCategorySupplier(params);
  const [t, page] = await Promise.all([getTranslations('productListPage'), firstPage(category.id, supplier.id)]);
  return pageMetadata({
    title: t('supplierCategoryTitle', { category: category.name, supplier: supplier.name }),
    description: t('supplierCategoryDescription', { category: category.name, supplier: supplier.name, count: page.totalCount }),
    path: categorySupplierProductsHref(category.id, supplier.id),
  });
}

/** `/products/category/{categoryId}/supplier/{supplierId}`: one supplier's products in a category. */
export async function CategorySupplierProductsPage(params: CategorySupplierProductsParams) {
  const { category, lineage, supplier } = await loadCategorySupplier(params);
  const [t, tt, page] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    firstPage(category.id, supplier.id),
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
        source: { kind: 'products', params: { categoryId: category.id, supplierId: supplier.id } },
        initial: page,
        pageSize: PRODUCT_PAGE_SIZE,
        sorts: PRODUCT_SORTS.filter((s) => s !== 'relevance'),
        defaultSort: DEFAULT_SORT,
        label: title,
        summaryKey: 'productsFound',
        emptyTitle: t('emptySupplierCategory'),
      }}
    />
  );
}
