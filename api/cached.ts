import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import type { CategoryType } from './contract/enums';
import type { AdPlacement } from './contract/catalog-enums';
import {
  fetchCategories,
  fetchCategoryBreadcrumb,
  fetchCategoryChildren,
  fetchCategoryMenu,
  fetchCategoryProperties,
  fetchItemsCount,
  fetchSiteMenu,
  fetchSuppliersWithCatalog,
  fetchTopLevels,
  type CategoryListParams,
} from './categories';
import { fetchMerchantDelegations, fetchSupplier, fetchSuppliers, type DelegationListParams, type SupplierListParams } from './suppliers';
import { fetchAdvertisements } from './marketing';
import { fetchSaleCities } from './geography';
import { fetchSitemapRanges } from './sitemap';
import { fetchCatalog, fetchOffersOfBaseProduct, fetchProduct, fetchRelatedProducts, type ByProductParams, type CatalogParams } from './catalog';
import { entityTag, LIST_TAGS } from '@/lib/cache-tags';

/**
 * The public reads of server-rendered pages, cached across requests in Next's data cache and
 * tagged (lib/cache-tags.ts, the API's own names) so that a change announced by the API
 * (server/events/data-changed.ts) makes exactly the affected entries stale. Failures are never
 * cached: a missing id or an API outage is asked again next time.
 */

/** A safety net for changes nobody announced (an ad reaching its end date, a remote API). */
export const DATA_REVALIDATE_SECONDS = 300;

type Tags<A extends unknown[]> = (...args: A) => string[];

function cachedRead<A extends unknown[], T>(name: string, read: (...args: A) => Promise<T>, tags: Tags<NoInfer<A>>) {
  // React's cache dedupes within one render (metadata and page ask for the same thing); its key
  // is argument identity, so the arguments travel as one JSON string.
  const perRequest = cache((key: string): Promise<T> => {
    const args = JSON.parse(key) as A;
    return unstable_cache(() => read(...args), ['bazargah', name, key], {
      tags: [LIST_TAGS.catalog, ...tags(...args)],
      revalidate: DATA_REVALIDATE_SECONDS,
    })();
  });
  return (...args: A): Promise<T> => perRequest(JSON.stringify(args));
}

const category = (id: number) => [entityTag('category', id), LIST_TAGS.categories];

export const getSiteMenu = cachedRead('site-menu', fetchSiteMenu, () => [LIST_TAGS.categories]);
export const getCategoryMenu = cachedRead('category-menu', (types?: CategoryType[]) => fetchCategoryMenu(types), () => [
  LIST_TAGS.categories,
]);
export const getTopLevels = cachedRead('top-levels', (type?: CategoryType) => fetchTopLevels(type), () => [LIST_TAGS.categories]);
export const getCategoryBreadcrumb = cachedRead('category-breadcrumb', fetchCategoryBreadcrumb, category);
export const getCategoryChildren = cachedRead('category-children', fetchCategoryChildren, category);
export const getCategoryProperties = cachedRead('category-properties', fetchCategoryProperties, category);
export const getCategories = cachedRead('categories', (params: CategoryListParams) => fetchCategories(params), () => [
  LIST_TAGS.categories,
]);
export const getItemsCount = cachedRead(
  'items-count',
  (params: { ids?: number[]; categoryType?: CategoryType }) => fetchItemsCount(params),
  () => [LIST_TAGS.categories, LIST_TAGS.products],
);
export const getSuppliersWithCatalog = cachedRead(
  'suppliers-with-catalog',
  (id: number, params: Parameters<typeof fetchSuppliersWithCatalog>[1]) => fetchSuppliersWithCatalog(id, params),
  (id, _params) => [...category(id), LIST_TAGS.suppliers, LIST_TAGS.products],
);

export const getSuppliers = cachedRead('suppliers', (params: SupplierListParams) => fetchSuppliers(params), () => [
  LIST_TAGS.suppliers,
  LIST_TAGS.products,
]);
export const getSupplier = cachedRead('supplier', fetchSupplier, (id) => [entityTag('supplier', id)]);
export const getMerchantDelegations = cachedRead(
  'delegations',
  (params: DelegationListParams) => fetchMerchantDelegations(params),
  (params) => [LIST_TAGS.delegations, ...(params.supplierId ? [entityTag('supplier', params.supplierId)] : [])],
);
export const getSaleCities = cachedRead('sale-cities', fetchSaleCities, (id) => [entityTag('supplier', id)]);

export const getAdvertisements = cachedRead(
  'advertisements',
  (params: { placement?: AdPlacement; categoryId?: number; limit?: number }) => fetchAdvertisements(params),
  () => [LIST_TAGS.advertisements],
);

/** A catalogue list: tagged with the one category, supplier or base product it is scoped to. */
export const getCatalog = cachedRead('catalog-list', (params: CatalogParams) => fetchCatalog(params), (params) => [
  LIST_TAGS.products,
  ...(params.categoryId ? [entityTag('category', params.categoryId)] : []),
  ...(params.supplierId ? [entityTag('supplier', params.supplierId)] : []),
  ...(params.baseProductId ? [entityTag('base-product', params.baseProductId)] : []),
]);
export const getProduct = cachedRead('product', fetchProduct, (id) => [entityTag('product', id)]);
export const getOffersOfBaseProduct = cachedRead(
  'base-product-offers',
  (params: ByProductParams) => fetchOffersOfBaseProduct(params),
  (params) => [entityTag('base-product', params.baseProductId), LIST_TAGS.products],
);
export const getRelatedProducts = cachedRead('related-products', fetchRelatedProducts, (id: number, _limit?: number) => [entityTag('product', id), LIST_TAGS.products]);

/** The sitemap's parts of one kind: a small answer from one pass over the table, worth keeping. */
export const getSitemapRanges = cachedRead('sitemap-ranges', fetchSitemapRanges, () => [LIST_TAGS.sitemap]);
