'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { favoritesKey, fetchFavorites, removeFavorite } from '@/api/favorites';
import type { Favorite as FavoriteItem } from '@/api/contract/favorites';
import type { Page } from '@/api/contract/paging';
import type { ProfileObjectType } from '@/components/profile/profile-menu-items';
import { KindTabs } from '../kind-tabs';
import { Pager } from '@/components/catalog/listing/pager';
import { pageCount } from '@/components/catalog/listing/list-state';
import { EmptyState } from '@/components/ui/empty-state';
import { focusAfterRemoval } from '@/components/ui/focus-after-removal';
import { notify } from '@/components/ui/notifications';
import { formatJalaliDate, toPersianDigits } from '@/lib/persian';
import { FAVORITE_TAB_KINDS } from '../object-kinds';
import { ObjectRow } from '../object-row';

const PAGE_SIZE = 10;

/**
 * The caller's favourites of one kind (tabs per kind), newest first, each with its picture, name
 * and a product's price as they are now; a favourite is removed at once and comes back with a
 * message if the server refuses.
 */
export function Favorites({ type }: { type: ProfileObjectType }) {
  const t = useTranslations('profilePages');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const queryKey = [...favoritesKey, type, page] as const;
  const favorites = useQuery({
    queryKey,
    queryFn: () => fetchFavorites({ kinds: FAVORITE_TAB_KINDS[type], pageNumber: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const list = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLDivElement>(null);
  // The place of the row just removed, for the focus once the list has rendered without it.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    focusAfterRemoval(list.current, '[data-remove]', removedAt.current, section.current);
    removedAt.current = null;
  }, [favorites.data]);

  async function remove(favorite: FavoriteItem) {
    const before = queryClient.getQueryData<Page<FavoriteItem>>(queryKey);
    removedAt.current = Math.max(0, before?.items.findIndex((f) => f.id === favorite.id) ?? 0);
    queryClient.setQueryData<Page<FavoriteItem>>(queryKey, (current) =>
      current ? { ...current, items: current.items.filter((f) => f.id !== favorite.id), totalCount: current.totalCount - 1 } : current,
    );
    try {
      await removeFavorite(favorite.id);
      notify.success(t('favorites.removed', { name: toPersianDigits(favorite.title ?? '') }));
    } catch (error) {
      queryClient.setQueryData(queryKey, before);
      notify.apiError(error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: favoritesKey });
    }
  }

  return (
    <Box ref={section} tabIndex={-1}>
      <KindTabs base="/profile/favorites" current={type} label={t('favorites.kinds')} />
      {favorites.isPending ? (
        <Box role="status" aria-label={t('favorites.loading')} sx={{ display: 'grid', gap: 1.5 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Box>
      ) : favorites.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void favorites.refetch()}>{tc('retry')}</Button>}>
          {t('favorites.failed')}
        </Alert>
      ) : favorites.data.items.length === 0 ? (
        <EmptyState icon={<FavoriteBorder />} title={t('favorites.empty')} description={t('favorites.hint')} />
      ) : (
        <Box aria-busy={favorites.isFetching || undefined}>
          <Box ref={list} component="ul" aria-label={t('favorites.list')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {favorites.data.items.map((favorite) => (
              <ObjectRow
                key={favorite.id}
                item={favorite}
                caption={t('favorites.addedAt', { when: formatJalaliDate(favorite.createdAt) })}
                action={
                  <IconButton data-remove onClick={() => void remove(favorite)} aria-label={t('favorites.remove', { name: toPersianDigits(favorite.title ?? '') })} sx={{ color: 'error.main' }}>
                    <Favorite />
                  </IconButton>
                }
              />
            ))}
          </Box>
          <Pager page={page} count={pageCount(favorites.data.totalCount, PAGE_SIZE)} query="" onPage={setPage} />
        </Box>
      )}
    </Box>
  );
}
