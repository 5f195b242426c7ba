import { create } from 'zustand';
import type { CategoryMenuEntry } from '@/api/contract/categories';

export type ProductState = {
  categories: CategoryMenuEntry[];
  selectedCategory: CategoryMenuEntry | null;
  setCategories: (categories: CategoryMenuEntry[]) => void;
  setSelectedCategory: (category: CategoryMenuEntry | null) => void;
};

export const useProductStore = create<ProductState>()((set) => ({
  categories: [],
  selectedCategory: null,
  setCategories: (categories) => set({ categories }),
  setSelectedCategory: (selectedCategory) => set({ selectedCategory }),
}));
