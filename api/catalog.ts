import { api } from './client';
import type { BaseProductOffers, CatalogSortField, SupplierProductCard, SupplierProductDetail } from './contract/catalog';
import type { CategoryType } from './contract/enums';
import type { Page } from './contract/paging';
import type { PropertyFilter } from './contract/suppliers';

export type CatalogPage = Page<SupplierProductCard>;

export type CatalogParams = {
  pageNumber?: number;
  pageSize?: number;
  sort?: CatalogSortField;
  direction?: 'asc' | 'desc';
  text?: string;
  categoryId?: number;
  categoryType?: CategoryType;
  supplierId?: number;
  baseProductId?: number;
  cityId?: number;
  stateId?: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  isVerified?: boolean;
  /** The seed's category property selection, as the API reads it. */
  properties?: PropertyFilter[];
};

/** The query of `GET /supplierproducts/catalog`: dotted filters, property conditions indexed. */
export function catalogQuery(params: CatalogParams) {
  return {
    paging: { pageNumber: params.pageNumber, pageSize: params.pageSize },
    sorting: { field: params.sort, direction: params.direction },
    filter: {
      text: params.text || undefined,
      categoryId: params.categoryId,
      categoryType: params.categoryType,
      supplierId: params.supplierId,
      baseProductId: params.baseProductId,
      cityId: params.cityId,
      stateId: params.stateId,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      inStock: params.inStock,
      isVerified: params.isVerified,
      properties: params.properties?.length ? params.properties : undefined,
    },
  };
}

/** One page of the public catalogue (supplier products) with filters. */
export function fetchCatalog(params: CatalogParams = {}): Promise<CatalogPage> {
  return api.get<CatalogPage>('/supplierproducts/catalog', { query: catalogQuery(params) });
}

/** One supplier product with its supplier, category path, properties and offer count. */
export function fetchProduct(id: number): Promise<SupplierProductDetail> {
  return api.get<SupplierProductDetail>(`/supplierproducts/${id}/catalog`);
}

export type ByProductParams = {
  baseProductId: number;
  pageNumber?: number;
  pageSize?: number;
  sort?: 'price' | 'newest' | 'minOrder';
  cityId?: number;
};

/** Every supplier's offer of one base product, with the price spread. */
export function fetchOffersOfBaseProduct(params: ByProductParams): Promise<BaseProductOffers> {
  return api.get<BaseProductOffers>('/supplierproducts/byproduct', {
    query: {
      baseProductId: params.baseProductId,
      paging: { pageNumber: params.pageNumber, pageSize: params.pageSize },
      sorting: { field: params.sort },
      filter: { cityId: params.cityId },
    },
  });
}

export function fetchRelatedProducts(id: number, limit = 8): Promise<SupplierProductCard[]> {
  return api.get<SupplierProductCard[]>(`/supplierproducts/${id}/related`, { query: { limit } });
}

export const catalogPageQuery = (params: CatalogParams) => ({
  queryKey: ['supplierproducts', 'catalog', params] as const,
  queryFn: () => fetchCatalog(params),
});
