import { api } from './client';
import type { CategoryMenuEntry } from './contract/categories';
import { CATEGORY_TYPES, type CategoryType } from './contract/enums';

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
