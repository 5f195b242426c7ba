import { api } from './client';
import type { AdPlacement, PageKind } from './contract/catalog-enums';
import type { Advertisement } from './contract/marketing';
import type { LastVisit, VisitCount } from './contract/page-visits';
import type { Page } from './contract/paging';

/** Running advertisements of one placement, highest priority first. */
export function fetchAdvertisements(params: { placement?: AdPlacement; categoryId?: number; limit?: number }): Promise<Advertisement[]> {
  return api.get<Advertisement[]>('/advertisements', { query: params });
}

/** Counts a visit of a public page; the API keeps one count per visitor per window. */
export function postVisitCount(pageKind: PageKind, objectId: number): Promise<VisitCount> {
  return api.post<VisitCount>('/pagevisits/visit-count', { pageKind, objectId });
}

/** The caller's last visits of some kinds, newest first, each object once, with its current name and price. */
export function fetchLastVisits(params: { kinds: readonly PageKind[]; pageNumber: number; pageSize: number }): Promise<Page<LastVisit>> {
  return api.get<Page<LastVisit>>('/pagevisits/last-visits', {
    query: { 'filter.pageKind': params.kinds.join(','), 'paging.pageNumber': params.pageNumber, 'paging.pageSize': params.pageSize },
  });
}
