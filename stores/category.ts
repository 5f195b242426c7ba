import { create } from 'zustand';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import type { CategoryType } from '@/api/contract/enums';

/** Seed: category property selection entry. */
export type CategoryPropertySelection = {
  propertyId: number;
  value: string | number | null;
  maxValue: number | null;
  measurementUnitId: number | null;
  defaultMeasurementUnitDisplayText: string | null;
};

export type CategoryState = {
  categoriesTypes: Partial<Record<CategoryType, CategoryMenuEntry[]>>;
  selectedCategoryProperties: CategoryPropertySelection[];
  /** True after any change to the property filter. */
  changedCategoryPropertiesFilter: boolean;
  setCategoriesOfType: (type: CategoryType, entries: CategoryMenuEntry[]) => void;
  setSelectedCategoryProperties: (selection: CategoryPropertySelection[]) => void;
};

/** Seed, section 4: a menu is populated when non-empty and every entry has a subcategory. */
export function isMenuPopulated(entries: CategoryMenuEntry[] | undefined): boolean {
  return !!entries && entries.length > 0 && entries.every((e) => e.subcategories.length > 0);
}

export const useCategoryStore = create<CategoryState>()((set) => ({
  categoriesTypes: {},
  selectedCategoryProperties: [],
  changedCategoryPropertiesFilter: false,
  setCategoriesOfType: (type, entries) =>
    set((s) => ({ categoriesTypes: { ...s.categoriesTypes, [type]: entries } })),
  setSelectedCategoryProperties: (selectedCategoryProperties) =>
    set({ selectedCategoryProperties, changedCategoryPropertiesFilter: true }),
}));
