import { api } from './client';
import type { CategoryType } from './contract/enums';
import type { Suggestions } from './contract/search';

/** What the search box offers while the user types: categories, products and suppliers. */
export function fetchSuggestions(
  key: string,
  options: { categoryType?: CategoryType; limit?: number; signal?: AbortSignal } = {},
): Promise<Suggestions> {
  return api.get<Suggestions>('/searches/suggestions', {
    query: { key, categoryType: options.categoryType, limit: options.limit },
    signal: options.signal,
    // A suggestion that arrives late is useless: give up quickly instead of retrying for long.
    timeout: 5000,
  });
}

export const suggestionsQuery = (key: string, limit = 5) => ({
  queryKey: ['searches', 'suggestions', key, limit] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSuggestions(key, { limit, signal }),
  staleTime: 5 * 60_000,
});
