import { api } from './client';
import type { SitemapEntry, SitemapKind, SitemapList, SitemapRanges } from './contract/sitemap';

export type SitemapListParams = { afterId?: number; beforeId?: number; limit?: number };

/** One keyset page of a kind's public rows (id, slug, last change), by id. */
export function fetchSitemapEntries(kind: SitemapKind, params: SitemapListParams = {}): Promise<SitemapList> {
  return api.get<SitemapList>(`/sitemap/${kind}`, { query: { afterId: params.afterId, beforeId: params.beforeId, limit: params.limit } });
}

/** The non-empty id ranges of `width` ids of a kind, with counts and last change. */
export function fetchSitemapRanges(kind: SitemapKind, width: number): Promise<SitemapRanges> {
  return api.get<SitemapRanges>(`/sitemap/${kind}/ranges`, { query: { width } });
}

/** One row whose page exists (its canonical slug), or a 404 ApiError. */
export function fetchSitemapEntry(kind: SitemapKind, id: number): Promise<SitemapEntry> {
  return api.get<SitemapEntry>(`/sitemap/${kind}/${id}`);
}
