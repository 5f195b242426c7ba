'use client';

import { useEffect } from 'react';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { fetchSiteMenu } from '@/api/categories';
import { isMenuPopulated, useCategoryStore } from '@/stores/category';

type Menus = Partial<Record<CategoryType, CategoryMenuEntry[]>>;

/**
 * Keeps `category.categoriesTypes` filled: the server's menus go into the store; a type whose
 * menu is not populated (seed rule) is fetched again on the client, failures logged as empty.
 */
export function useSiteMenus(initialMenus: Menus): Menus {
  const menus = useCategoryStore((s) => s.categoriesTypes);
  useEffect(() => {
    const { categoriesTypes, setCategoriesOfType } = useCategoryStore.getState();
    for (const type of CATEGORY_TYPES) {
      if (isMenuPopulated(categoriesTypes[type])) continue;
      const fromServer = initialMenus[type];
      if (isMenuPopulated(fromServer)) {
        setCategoriesOfType(type, fromServer!);
        continue;
      }
      fetchSiteMenu(type)
        .then((entries) => setCategoriesOfType(type, entries))
        .catch((error: unknown) => {
          console.error(`site menu of ${type} failed`, error);
          setCategoriesOfType(type, []);
        });
    }
  }, [initialMenus]);
  // Before the effect runs (server render, first paint) the server's menus are the truth.
  return Object.keys(menus).length ? { ...initialMenus, ...menus } : initialMenus;
}
