'use client';

import { useEffect } from 'react';
import type { CategorySummary } from '@/api/contract/categories-extra';
import { useCategoryStore, type CategoryPropertySelection } from '@/stores/category';
import { useProductStore } from '@/stores/product';

/**
 * The seed's client state of a property search, following the view the server rendered: the
 * category (`product.selectedCategory`) and its filter (`category.selectedCategoryProperties`,
 * without counting that as the visitor's change).
 */
export function PropertyViewState({ category, selection }: { category: CategorySummary; selection: CategoryPropertySelection[] }) {
  useEffect(() => {
    useProductStore.getState().setSelectedCategory({ ...category, subcategories: [], readcategoryId: category.id });
  }, [category]);
  useEffect(() => {
    useCategoryStore.setState({ selectedCategoryProperties: selection });
  }, [selection]);
  return null;
}
