import { LRUCache } from 'lru-cache';

/** How many of the latest keys asked for are remembered, and in how many bytes of keys at most. */
export const ASKED_FOR_KEYS = 20_000;
const ASKED_FOR_KEY_BYTES = 4 * 1024 * 1024;

/**
 * The keys asked for lately, for a cache that keeps what is asked for a second time (the page
 * cache, the public-read cache): a crawler reading each page or product of a large catalogue once
 * otherwise fills it with what nobody asks for again before it expires, and pushes out what
 * visitors do ask for again.
 */
export class AskedFor {
  private readonly keys = new LRUCache<string, true>({ max: ASKED_FOR_KEYS, maxSize: ASKED_FOR_KEY_BYTES, sizeCalculation: (_, key) => key.length });

  /** Notes a request for `key`; whether it was asked for before, among the latest. */
  note(key: string): boolean {
    const before = this.keys.has(key);
    this.keys.set(key, true);
    return before;
  }
}
