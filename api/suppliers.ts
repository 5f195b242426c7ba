import { api } from './client';
import type { CategoryType } from './contract/enums';
import type { MerchantDelegation } from './contract/merchants';
import type { Page } from './contract/paging';
import type { SupplierDetail, SupplierSortField, SupplierSummary } from './contract/suppliers';

export type SupplierListParams = {
  pageNumber?: number;
  pageSize?: number;
  sort?: SupplierSortField;
  categoryType?: CategoryType;
  categoryId?: number;
  cityId?: number;
  stateId?: number;
  isVerified?: boolean;
  /** Part of the name; the API tolerates typos and either Persian keyboard. */
  text?: string;
};

export function fetchSuppliers(params: SupplierListParams = {}): Promise<Page<SupplierSummary>> {
  return api.get<Page<SupplierSummary>>('/suppliers', {
    query: {
      paging: { pageNumber: params.pageNumber, pageSize: params.pageSize },
      sorting: { field: params.sort },
      filter: {
        categoryType: params.categoryType,
        categoryId: params.categoryId,
        cityId: params.cityId,
        stateId: params.stateId,
        isVerified: params.isVerified,
        text: params.text || undefined,
      },
    },
  });
}

export function fetchSupplier(id: number): Promise<SupplierDetail> {
  return api.get<SupplierDetail>(`/suppliers/${id}`);
}

export type DelegationListParams = {
  supplierId?: number;
  merchantId?: number;
  isCurrent?: boolean;
  pageNumber?: number;
  pageSize?: number;
};

export function fetchMerchantDelegations(params: DelegationListParams): Promise<Page<MerchantDelegation>> {
  return api.get<Page<MerchantDelegation>>('/merchantdelegations', {
    query: {
      paging: { pageNumber: params.pageNumber, pageSize: params.pageSize },
      filter: { supplierId: params.supplierId, merchantId: params.merchantId, isCurrent: params.isCurrent },
    },
  });
}

export const supplierListQuery = (params: SupplierListParams) => ({
  queryKey: ['suppliers', 'list', params] as const,
  queryFn: () => fetchSuppliers(params),
});
