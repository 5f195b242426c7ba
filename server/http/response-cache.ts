import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * The store behind the public-read cache (public-read-cache.ts): serialized answers of public,
 * anonymous GETs, least recently used first out, bounded in entries and in bytes, each entry
 * carrying the data tags it was built from (`product:12`, `categories`, see
 * server/events/data-changed.ts) so that a change drops exactly the answers it makes stale.
 *
 * Kept in process on purpose: a hit costs a map lookup and no database round trip, which is what
 * PGlite (running in this same thread) and a two-core machine need. With several processes each
 * keeps its own and drops what the change bus announces; the TTL bounds what nobody announced.
 *
 * Recency, sizes and expiry are `lru-cache`'s; the policy here is ours: the tag index, and the
 * generation that refuses an answer computed while a change was announced.
 */
export type CachedResponse = {
  status: number;
  /** Headers worth repeating (content type, cache control, vary); never per-request ones. */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  tags: string[];
  /** Kept no longer than this, when shorter than the cache's own TTL. */
  maxAgeMs?: number;
};

type Entry = CachedResponse & { bytes: number };

export type ResponseCacheOptions = {
  /** At most this many answers. */
  maxEntries?: number;
  /** At most this many bytes of keys, bodies and headers together. */
  maxBytes?: number;
  /** An answer is dropped this long after it was stored, announced change or not. */
  ttlMs?: number;
  /** The clock, for tests. */
  now?: () => number;
};

export type ResponseCacheStats = { entries: number; bytes: number; hits: number; misses: number; evictions: number };

/** Per-entry bookkeeping (Map slots, the tag index, the entry object): a rough, fixed estimate. */
const ENTRY_OVERHEAD_BYTES = 200;

/** A strong ETag from the body: the same answer gets the same tag in every process. */
export function etagOf(body: Uint8Array): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Whether an `If-None-Match` header names this ETag. Weak comparison (RFC 9110 §13.1.2): a
 * `W/` prefix, which proxies add when they compress, does not prevent the match.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

export class ResponseCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private counters = { hits: 0, misses: 0, evictions: 0 };
  /**
   * Bumped by every invalidation. An answer computed while a change was announced may hold the
   * old data; `set` refuses it when the generation it started under is no longer current.
   */
  private currentGeneration = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.entries = new LRUCache<string, Entry>({
      max: Math.max(1, this.maxEntries),
      maxSize: Math.max(1, this.maxBytes),
      sizeCalculation: (entry) => entry.bytes,
      ttl: this.ttlMs,
      // Read the clock on every check: a cached reading would let an entry outlive its TTL.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
      dispose: (entry, key, reason) => {
        if (reason === 'evict') this.counters.evictions++;
        this.forgetTags(key, entry.tags);
      },
    });
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) this.counters.hits++;
    else this.counters.misses++;
    return entry;
  }

  /**
   * Stores an answer unless it is larger than the whole budget or a change was announced since
   * `startedAt` (a generation read before the answer was computed). Returns whether it was kept.
   */
  set(key: string, response: CachedResponse, startedAt = this.currentGeneration): boolean {
    if (startedAt !== this.currentGeneration || this.maxBytes === 0) return false;
    const headerBytes = response.headers.reduce((n, [name, value]) => n + name.length + value.length, 0);
    const bytes = response.body.byteLength + key.length * 2 + headerBytes * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return false;
    this.entries.delete(key);
    const tags = [...new Set(response.tags)];
    const ttl = Math.min(this.ttlMs, response.maxAgeMs ?? this.ttlMs);
    this.entries.set(key, { ...response, tags, bytes }, { ttl });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** Drops every answer carrying one of the tags; returns how many went. */
  invalidate(tags: Iterable<string>): number {
    this.currentGeneration++;
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) {
        if (this.entries.delete(key)) dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.keysByTag.clear();
  }

  stats(): ResponseCacheStats {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, ...this.counters };
  }

  private forgetTags(key: string, tags: string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
