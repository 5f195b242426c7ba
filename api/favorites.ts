import { api } from './client';
import type { Page } from './contract/paging';
import type { PageKind } from './contract/catalog-enums';
import type { Favorite, FavoriteKey } from './contract/favorites';

/** The caller's favourites (server/routes/favorites). */

export const favoritesKey = ['favorites'] as const;

export function fetchFavorites(params: { kinds: readonly PageKind[]; pageNumber: number; pageSize: number }): Promise<Page<Favorite>> {
  return api.get<Page<Favorite>>('/userfavorites/by-type', {
    query: { pageKind: params.kinds.join(','), 'paging.pageNumber': params.pageNumber, 'paging.pageSize': params.pageSize },
  });
}

export const favoriteOf = (pageKind: PageKind, objectId: number) =>
  api.get<Favorite | null>('/userfavorites/by-object-id', { query: { pageKind, objectId } });

export const addFavorite = (pageKind: PageKind, objectId: number) => api.post<Favorite>('/userfavorites', { pageKind, objectId });

export const removeFavorite = (id: number) => api.delete<void>(`/userfavorites/${id}`);

/** Which of these objects (`kind:id`) the caller keeps: one call for a page of hearts. */
export const favoritesOfObjects = (keys: readonly string[]) =>
  api.get<FavoriteKey[]>('/userfavorites/of-objects', { query: { keys: keys.join(',') } });
