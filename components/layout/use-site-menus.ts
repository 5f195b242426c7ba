'use client';

import { useEffect } from 'react';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { fetchSiteMenu } from '@/api/categories';
import { isMenuPopulated, useCategoryStore } from '@/stores/category';

type Menus = Partial<Record<CategoryType, CategoryMenuEntry[]>>;

const NONE: Menus = {};
// The header's two menus (desktop and phone) mount together: one request per type between them.
const inFlight = new Set<CategoryType>();

/**
 * Keeps `category.categoriesTypes` filled: menus a page already has go into the store; a type
 * whose menu is not populated (seed rule) is fetched on the client, failures logged as empty.
 * The header passes none: the menus only matter once the page is interactive, and leaving them
 * out of every page's HTML keeps each page about 20 kB lighter.
 */
export function useSiteMenus(initialMenus: Menus = NONE): Menus {
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
      if (inFlight.has(type)) continue;
      inFlight.add(type);
      fetchSiteMenu(type)
        .then((entries) => setCategoriesOfType(type, entries))
        .catch((error: unknown) => {
          console.error(`site menu of ${type} failed`, error);
          setCategoriesOfType(type, []);
        })
        .finally(() => inFlight.delete(type));
    }
  }, [initialMenus]);
  // Before the effect runs (server render, first paint) the server's menus are the truth.
  return Object.keys(menus).length ? { ...initialMenus, ...menus } : initialMenus;
}
