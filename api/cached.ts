import 'server-only';
import { cache } from 'react';
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
import { understandNeed } from './ai';
import {
  fetchAnnouncements,
  fetchCommentTree,
  fetchContentTypeBreadcrumb,
  fetchContentTypeTree,
  fetchFaqGroups,
  fetchHelp,
  fetchHelpTopics,
  fetchMenu,
  fetchPage,
  fetchPageByUniqueName,
  fetchPagesByContentType,
  fetchPagesByLabel,
  fetchPublicPages,
  fetchVideos,
} from './content';
import { fetchSaleCities } from './geography';
import { fetchSitemapRanges } from './sitemap';
import { fetchCatalog, fetchOffersOfBaseProduct, fetchProduct, fetchRelatedProducts, type ByProductParams, type CatalogParams } from './catalog';

/**
 * The public reads of server-rendered pages, each asked once per render: metadata and page ask
 * for the same things. Across requests they keep nothing of their own (ADR 10): the API's
 * public-read cache answers a read asked before, and drops it when the API announces a change
 * (server/events/data-changed.ts), on every node alike.
 */
function cachedRead<A extends unknown[], T>(read: (...args: A) => Promise<T>) {
  // React's cache key is argument identity, so the arguments travel as one JSON string.
  const perRender = cache((key: string): Promise<T> => read(...(JSON.parse(key) as A)));
  return (...args: A): Promise<T> => perRender(JSON.stringify(args));
}

export const getSiteMenu = cachedRead(fetchSiteMenu);
export const getCategoryMenu = cachedRead((types?: CategoryType[]) => fetchCategoryMenu(types));
export const getTopLevels = cachedRead((type?: CategoryType) => fetchTopLevels(type));
export const getCategoryBreadcrumb = cachedRead(fetchCategoryBreadcrumb);
export const getCategoryChildren = cachedRead(fetchCategoryChildren);
export const getCategoryProperties = cachedRead(fetchCategoryProperties);
export const getCategories = cachedRead((params: CategoryListParams) => fetchCategories(params));
export const getItemsCount = cachedRead((params: { ids?: number[]; categoryType?: CategoryType }) => fetchItemsCount(params));
export const getSuppliersWithCatalog = cachedRead((id: number, params: Parameters<typeof fetchSuppliersWithCatalog>[1]) => fetchSuppliersWithCatalog(id, params));

export const getSuppliers = cachedRead((params: SupplierListParams) => fetchSuppliers(params));
export const getSupplier = cachedRead(fetchSupplier);
export const getMerchantDelegations = cachedRead((params: DelegationListParams) => fetchMerchantDelegations(params));
export const getSaleCities = cachedRead(fetchSaleCities);

export const getAdvertisements = cachedRead((params: { placement?: AdPlacement; categoryId?: number; limit?: number }) => fetchAdvertisements(params));

export const getCatalog = cachedRead((params: CatalogParams) => fetchCatalog(params));
export const getProduct = cachedRead(fetchProduct);
export const getOffersOfBaseProduct = cachedRead((params: ByProductParams) => fetchOffersOfBaseProduct(params));
export const getRelatedProducts = cachedRead(fetchRelatedProducts);

export const getSitemapRanges = cachedRead(fetchSitemapRanges);

export const getPage = cachedRead(fetchPage);
export const getPageByUniqueName = cachedRead(fetchPageByUniqueName);
export const getPublicPages = cachedRead((params: Parameters<typeof fetchPublicPages>[0]) => fetchPublicPages(params));
export const getPagesByContentType = cachedRead((id: number, params: { pageNumber?: number; pageSize?: number }) => fetchPagesByContentType(id, params));
export const getPagesByLabel = cachedRead((title: string, params: { pageNumber?: number; pageSize?: number }) => fetchPagesByLabel(title, params));
export const getContentTypeTree = cachedRead(fetchContentTypeTree);
export const getContentTypeBreadcrumb = cachedRead(fetchContentTypeBreadcrumb);
export const getMenu = cachedRead(fetchMenu);
export const getFaqGroups = cachedRead((text?: string) => fetchFaqGroups(text));
export const getVideos = cachedRead((params: Parameters<typeof fetchVideos>[0]) => fetchVideos(params));
export const getHelp = cachedRead(fetchHelp);
export const getHelpTopics = cachedRead(fetchHelpTopics);
export const getAnnouncements = cachedRead(fetchAnnouncements);
export const getCommentTree = cachedRead(fetchCommentTree);
export const getUnderstoodNeed = cachedRead(understandNeed);
