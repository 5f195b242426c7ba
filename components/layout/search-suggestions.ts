import type { Suggestions } from '@/api/contract/search';
import type { SearchItem } from '@/stores/shared';
import { baseProductHref, categoryHref, supplierHref } from '@/lib/routes';

export const SUGGESTION_GROUPS = ['categories', 'products', 'suppliers'] as const;
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/** What the box needs before it asks: at least two letters, spaces squeezed. */
export function suggestionKey(typed: string): string | null {
  const key = typed.replace(/\s+/g, ' ').trim();
  return key.length >= 2 ? key.slice(0, 100) : null;
}

/**
 * The suggestions as the seed's `searchItems`: one flat list in display order (categories,
 * products, suppliers), each with where it leads.
 */
export type SuggestionItem = SearchItem & { kind: SuggestionGroup; detail?: string };

export function toSearchItems(s: Suggestions): SuggestionItem[] {
  return [
    ...s.categories.map((c) => ({ id: c.id, title: c.name, kind: 'categories' as const, href: categoryHref(c), detail: c.parentName ?? undefined })),
    ...s.products.map((p) => ({ id: p.id, title: p.name, kind: 'products' as const, href: baseProductHref(p), detail: p.categoryName })),
    ...s.suppliers.map((p) => ({ id: p.id, title: p.name, kind: 'suppliers' as const, href: supplierHref(p), detail: p.cityName ?? undefined })),
  ];
}
