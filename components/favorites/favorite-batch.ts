import { favoritesOfObjects } from '@/api/favorites';
import { FAVORITE_KEYS_MAX, type FavoriteKey } from '@/api/contract/favorites';

/**
 * Whether the signed-in visitor keeps an object, asked by every heart of a page as it mounts and
 * answered with one call per page (a listing has dozens of cards), not one call per heart.
 */
type Waiting = Map<string, ((found: FavoriteKey | null) => void)[]>;
let waiting: Waiting = new Map();
let scheduled = false;

async function flush(batch: Waiting): Promise<void> {
  const keys = [...batch.keys()];
  for (let i = 0; i < keys.length; i += FAVORITE_KEYS_MAX) {
    const chunk = keys.slice(i, i + FAVORITE_KEYS_MAX);
    let found: FavoriteKey[] = [];
    try {
      found = await favoritesOfObjects(chunk);
    } catch {
      // Unknown: the hearts stay as they are; a tap still asks the server.
      for (const key of chunk) for (const resolve of batch.get(key)!) resolve(null);
      continue;
    }
    const byKey = new Map(found.map((f) => [`${f.pageKind}:${f.objectId}`, f]));
    for (const key of chunk) for (const resolve of batch.get(key)!) resolve(byKey.get(key) ?? null);
  }
}

export function keptFavorite(key: string): Promise<FavoriteKey | null> {
  return new Promise((resolve) => {
    waiting.set(key, [...(waiting.get(key) ?? []), resolve]);
    if (scheduled) return;
    scheduled = true;
    // Every heart mounted in this turn joins the same call.
    setTimeout(() => {
      const batch = waiting;
      waiting = new Map();
      scheduled = false;
      void flush(batch);
    }, 0);
  });
}
