'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { addFavorite, removeFavorite } from '@/api/favorites';
import { keptFavorite } from './favorite-batch';
import { FAVORITE_AFTER_LOGIN_HASH } from '@/api/contract/favorites';
import type { PageKind } from '@/api/contract/catalog-enums';
import { useSharedStore } from '@/stores/shared';
import { notify } from '@/components/ui/notifications';
import { LOGIN_PATH } from '@/lib/safe-redirect';
import { replaceAddress } from '@/components/ui/replace-address';
import { FAVORITE_OBJECT_ATTRIBUTE, FAVORITE_ON_ATTRIBUTE } from './favorite-early';
import styles from './favorite-button.module.css';

type Props = { pageKind: PageKind; objectId: number; name: string };
type Kept = { on: boolean; id: number | null };

/**
 * The heart of a product or a supplier. Before any script it is a form the browser posts to the
 * API, which keeps or drops the object and sends the visitor back (or to log in first); the early
 * script fills it for a signed-in visitor (favorite-early.ts). Once React runs, a tap keeps or drops
 * at once and rolls back with a message if the server refuses.
 */
export function FavoriteButton({ pageKind, objectId, name }: Props) {
  const t = useTranslations('catalog');
  const form = useRef<HTMLFormElement>(null);
  const pathname = usePathname();
  const router = useRouter();
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const [kept, setKept] = useState<Kept | null>(null);
  const key = `${pageKind}:${objectId}`;

  useEffect(() => {
    if (!loggedIn) return;
    let cancelled = false;
    // What the early script found, until the API says (and gives the favourite's id).
    if (form.current?.hasAttribute(FAVORITE_ON_ATTRIBUTE)) setKept({ on: true, id: null });
    const afterLogin = window.location.hash === `${FAVORITE_AFTER_LOGIN_HASH}${key}`;
    const read = afterLogin ? addFavorite(pageKind, objectId) : keptFavorite(key);
    read
      .then((favorite) => {
        if (cancelled) return;
        setKept({ on: !!favorite, id: favorite?.id ?? null });
        if (afterLogin) replaceAddress(window.location.pathname + window.location.search);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [loggedIn, pageKind, objectId, key]);

  async function toggle(event: FormEvent) {
    event.preventDefault();
    if (!loggedIn) {
      // The whole address: a listing's page or a search's words bring the visitor back where the heart was.
      router.push(`${LOGIN_PATH}?redirectPath=${encodeURIComponent(`${window.location.pathname}${window.location.search}${FAVORITE_AFTER_LOGIN_HASH}${key}`)}`);
      return;
    }
    const before = kept ?? { on: form.current?.hasAttribute(FAVORITE_ON_ATTRIBUTE) ?? false, id: null };
    setKept({ on: !before.on, id: before.id });
    try {
      if (before.on) {
        const id = before.id ?? (await keptFavorite(key))?.id;
        if (id) await removeFavorite(id);
        form.current?.removeAttribute(FAVORITE_ON_ATTRIBUTE);
        setKept({ on: false, id: null });
      } else {
        const favorite = await addFavorite(pageKind, objectId);
        setKept({ on: true, id: favorite.id });
      }
    } catch (error) {
      setKept(before);
      notify.apiError(error);
    }
  }

  const on = kept?.on ?? false;
  return (
    <form ref={form} method="post" action="/api/v1/userfavorites/form" className={styles.form} onSubmit={toggle} {...{ [FAVORITE_OBJECT_ATTRIBUTE]: key }}>
      <input type="hidden" name="pageKind" value={pageKind} />
      <input type="hidden" name="objectId" value={objectId} />
      <input type="hidden" name="intent" value={on ? 'remove' : 'add'} />
      <input type="hidden" name="back" value={pathname} />
      <button type="submit" className={styles.button} aria-pressed={on} aria-label={t('favorite', { name })} title={t('favorite', { name })}>
        <svg className={styles.outline} viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05" />
        </svg>
        <svg className={styles.filled} viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" />
        </svg>
      </button>
    </form>
  );
}
