import { api } from './client';
import type { CategoryMenuEntry } from './contract/categories';
import type { CategoryItemsCount, CategoryProperty, CategorySummary } from './contract/categories-extra';
import { CATEGORY_TYPES, type CategoryType } from './contract/enums';
import type { Page } from './contract/paging';
import type { PropertyFilter, SupplierSummary } from './contract/suppliers';

export function fetchSiteMenu(type: CategoryType): Promise<CategoryMenuEntry[]> {
  return api.get<CategoryMenuEntry[]>('/categories/site-menu', { query: { categoryTypes: type } });
}

/**
 * Seed, section 4: one call per category type, four in parallel; a failed call is logged and
 * treated as an empty list, never shown to the visitor.
 */
export async function fetchAllSiteMenus(
  fetchOne: (type: CategoryType) => Promise<CategoryMenuEntry[]> = fetchSiteMenu,
): Promise<Record<CategoryType, CategoryMenuEntry[]>> {
  const lists = await Promise.all(
    CATEGORY_TYPES.map((type) =>
      fetchOne(type).catch((error: unknown) => {
        console.error(`site menu of ${type} failed`, error);
        return [] as CategoryMenuEntry[];
      }),
    ),
  );
  return Object.fromEntries(CATEGORY_TYPES.map((type, i) => [type, lists[i]])) as Record<
    CategoryType,
    CategoryMenuEntry[]
  >;
}

export const siteMenuQuery = (type: CategoryType) => ({
  queryKey: ['categories', 'site-menu', type] as const,
  queryFn: () => fetchSiteMenu(type),
  staleTime: 10 * 60_000,
});

export type CategoryPage = Page<CategorySummary>;
export type { CategoryItemsCount };

/** The category and its ancestors, root first; the last entry is the category itself. */
export function fetchCategoryBreadcrumb(id: number): Promise<CategorySummary[]> {
  return api.get<CategorySummary[]>(`/categories/${id}/breadcrumb`);
}

export function fetchCategoryChildren(id: number): Promise<CategorySummary[]> {
  return api.get<CategorySummary[]>(`/categories/${id}/children`);
}

export function fetchCategoryProperties(id: number): Promise<CategoryProperty[]> {
  return api.get<CategoryProperty[]>(`/categories/${id}/properties`);
}

export function fetchTopLevels(type?: CategoryType): Promise<CategorySummary[]> {
  return api.get<CategorySummary[]>('/categories/top-levels', { query: { categoryType: type } });
}

/** The whole tree of the given types (every type when none is given). */
export function fetchCategoryMenu(types?: CategoryType[]): Promise<CategoryMenuEntry[]> {
  return api.get<CategoryMenuEntry[]>('/categories/menu', { query: { categoryType: types?.join(',') } });
}

export type CategoryListParams = {
  pageNumber?: number;
  pageSize?: number;
  categoryType?: CategoryType;
  parentId?: number;
  isRoot?: boolean;
  isLeaf?: boolean;
  name?: string;
  sort?: 'sortOrder' | 'name' | 'level' | 'id';
};

export function fetchCategories(params: CategoryListParams = {}): Promise<CategoryPage> {
  return api.get<CategoryPage>('/categories', {
    query: {
      paging: { pageNumber: params.pageNumber, pageSize: params.pageSize },
      sorting: { field: params.sort },
      filter: {
        categoryType: params.categoryType,
        parentId: params.parentId,
        isRoot: params.isRoot,
        isLeaf: params.isLeaf,
        name: params.name,
      },
    },
  });
}

/** Product and supplier counts of the given categories (each with everything under it). */
export function fetchItemsCount(params: { ids?: number[]; categoryType?: CategoryType }): Promise<CategoryItemsCount[]> {
  return api.get<CategoryItemsCount[]>('/categories/items-count', {
    query: { ids: params.ids?.join(','), categoryType: params.categoryType },
  });
}

export type SupplierPage = Page<SupplierSummary>;

export function fetchSuppliersWithCatalog(
  id: number,
  params: { pageNumber?: number; pageSize?: number; sort?: 'products' | 'rating' | 'name' | 'newest' } = {},
): Promise<SupplierPage> {
  return api.get<SupplierPage>(`/categories/${id}/suppliers-with-catalog`, {
    query: { paging: { pageNumber: params.pageNumber, pageSize: params.pageSize }, sorting: { field: params.sort } },
  });
}

/** Suppliers of a category whose products match the property conditions (a POST: it has a body). */
export function searchCategorySuppliers(
  id: number,
  properties: PropertyFilter[],
  params: { pageNumber?: number; pageSize?: number; text?: string; cityId?: number } = {},
): Promise<SupplierPage> {
  return api.post<SupplierPage>(
    `/categories/${id}/suppliers`,
    { properties },
    {
      query: {
        paging: { pageNumber: params.pageNumber, pageSize: params.pageSize },
        filter: { text: params.text, cityId: params.cityId },
      },
    },
  );
}
