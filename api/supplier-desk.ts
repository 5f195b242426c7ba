import type { QueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Page } from './contract/paging';
import type { UnitOfMeasurement } from './contract/units';
import type {
  DeskProduct,
  DeskProductListParams,
  DeskProductRow,
  DeskPropertyValue,
  NewStorefrontInput,
  OwnedSupplier,
  Storefront,
  SupplierProductInput,
} from './contract/supplier-desk';

/** The supplier desk's calls (server/routes/supplier-desk), for the profile's "my suppliers" screens. */

export const deskKey = ['supplierDesk'] as const;

export const mySuppliersQuery = (headers?: HeadersInit) => ({
  queryKey: [...deskKey, 'suppliers'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<OwnedSupplier[]>('/supplier-desk/suppliers', { headers, signal }),
});

export const storefrontQuery = (supplierId: number, headers?: HeadersInit) => ({
  queryKey: [...deskKey, 'suppliers', supplierId] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Storefront>(`/supplier-desk/suppliers/${supplierId}`, { headers, signal }),
});

export type StorefrontFormInput = {
  name: string;
  description: string;
  phone: string;
  website: string;
  address: string;
  cityId: number | null;
  saleCityIds: number[];
  logo: string | null;
  cover: string | null;
};

/** Opens a storefront of the signed-in user's own; answers its id, for its form. */
export const openStorefront = (input: NewStorefrontInput) => api.post<{ id: number }>('/supplier-desk/suppliers', input);

export const updateStorefront = (supplierId: number, input: StorefrontFormInput) =>
  api.put<Storefront>(`/supplier-desk/suppliers/${supplierId}`, input);


export const deskProductsQuery = (supplierId: number, query: DeskProductListParams, headers?: HeadersInit) => ({
  queryKey: [...deskKey, 'suppliers', supplierId, 'products', query] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Page<DeskProductRow>>(`/supplier-desk/suppliers/${supplierId}/products`, {
      headers,
      signal,
      query: {
        key: query.key || undefined,
        published: query.published,
        paging: { pageNumber: query.pageNumber, pageSize: query.pageSize },
        sorting: { field: query.sort, direction: query.direction },
      },
    }),
  placeholderData: <T>(previous: T) => previous,
});

export const deskProductQuery = (supplierId: number, productId: number, headers?: HeadersInit) => ({
  queryKey: [...deskKey, 'suppliers', supplierId, 'product', productId] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<DeskProduct>(`/supplier-desk/suppliers/${supplierId}/products/${productId}`, { headers, signal }),
});

export const createDeskProduct = (supplierId: number, input: SupplierProductInput) =>
  api.post<DeskProduct>(`/supplier-desk/suppliers/${supplierId}/products`, input);

export const updateDeskProduct = (supplierId: number, productId: number, input: SupplierProductInput) =>
  api.put<DeskProduct>(`/supplier-desk/suppliers/${supplierId}/products/${productId}`, input);

export const deleteDeskProduct = (supplierId: number, productId: number) =>
  api.delete<void>(`/supplier-desk/suppliers/${supplierId}/products/${productId}`);

export const bulkDeskProducts = (supplierId: number, action: 'publish' | 'unpublish' | 'delete', ids: number[]) =>
  api.post<{ affected: number }>(`/supplier-desk/suppliers/${supplierId}/products/bulk`, { action, ids });

export type UploadedPicture = { path: string; width: number; height: number };

export function uploadDeskPicture(supplierId: number, file: File): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadedPicture>(`/supplier-desk/suppliers/${supplierId}/pictures`, form);
}

export type DeskCategory = { id: number; name: string; path: string; categoryType: string };

export const deskCategoriesQuery = (supplierId: number) => ({
  queryKey: [...deskKey, 'suppliers', supplierId, 'categories'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<DeskCategory[]>(`/supplier-desk/suppliers/${supplierId}/categories`, { signal }),
  staleTime: 10 * 60_000,
});

export const deskBaseProductsQuery = (supplierId: number, categoryId: number | null, key: string) => ({
  queryKey: [...deskKey, 'suppliers', supplierId, 'baseProducts', categoryId, key] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<{ id: number; name: string }[]>(`/supplier-desk/suppliers/${supplierId}/base-products`, {
      signal,
      query: { categoryId: categoryId!, key },
    }),
  enabled: categoryId !== null,
  staleTime: 60_000,
});

/** A base product's property values, to start a new offer of it from. */
export const deskBaseProductPropertiesQuery = (supplierId: number, baseProductId: number) => ({
  queryKey: [...deskKey, 'suppliers', supplierId, 'baseProducts', baseProductId, 'properties'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<DeskPropertyValue[]>(`/supplier-desk/suppliers/${supplierId}/base-products/${baseProductId}/properties`, { signal }),
  staleTime: 10 * 60_000,
});

export const unitsQuery = () => ({
  queryKey: ['units'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<UnitOfMeasurement[]>('/unitofmeasurements', { signal }),
  staleTime: 60 * 60_000,
});

/** After any write the desk's lists, counts and forms are read again. */
export const refreshDesk = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: deskKey });
