import { api } from './client';
import type { AdPlacement, PageKind } from './contract/catalog-enums';
import type { Advertisement } from './contract/marketing';
import type { VisitCount } from './contract/page-visits';

/** Running advertisements of one placement, highest priority first. */
export function fetchAdvertisements(params: { placement?: AdPlacement; categoryId?: number; limit?: number }): Promise<Advertisement[]> {
  return api.get<Advertisement[]>('/advertisements', { query: params });
}

/** Counts a visit of a public page; the API keeps one count per visitor per window. */
export function postVisitCount(pageKind: PageKind, objectId: number): Promise<VisitCount> {
  return api.post<VisitCount>('/pagevisits/visit-count', { pageKind, objectId });
}
