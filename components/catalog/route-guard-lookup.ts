import { isApiError } from '@/api/errors';
import { fetchSitemapEntry } from '@/api/sitemap';
import type { SitemapKind } from '@/api/contract/sitemap';
import type { SlugLookup } from './route-guard';

/**
 * The proxy's slug lookups, kept a minute in this process: a visited page costs one map read
 * per request, a new id one primary-key read. Bounded (oldest out first), so a flood of made-up
 * ids costs reads, never memory. A slug changed in the last minute may redirect to the old one
 * once more; the page itself still checks.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

type Entry = { at: number; value: Promise<{ slug: string } | null> };
const KEY = Symbol.for('bazargah.catalogue.slug-lookups');
type GlobalWithLookups = typeof globalThis & { [KEY]?: Map<string, Entry> };

function store(): Map<string, Entry> {
  const scope = globalThis as GlobalWithLookups;
  scope[KEY] ??= new Map();
  return scope[KEY];
}

export function createSlugLookup(read: (kind: SitemapKind, id: number) => Promise<{ slug: string }>, entries = new Map<string, Entry>(), now = Date.now): SlugLookup {
  return (kind, id) => {
    const key = `${kind}:${id}`;
    const hit = entries.get(key);
    if (hit && now() - hit.at < TTL_MS) return hit.value;
    const value = read(kind, id).then(
      (row) => ({ slug: row.slug }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        entries.delete(key);
        throw error;
      },
    );
    entries.delete(key);
    entries.set(key, { at: now(), value });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return value;
  };
}

export const lookupSlug: SlugLookup = (kind, id) => createSlugLookup(fetchSitemapEntry, store())(kind, id);
