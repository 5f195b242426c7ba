import { describe, expect, it } from 'vitest';
import { etagMatches, etagOf, ResponseCache, type CachedResponse } from './response-cache';

const encoder = new TextEncoder();
const answer = (text: string, tags: string[] = ['products']): CachedResponse => {
  const body = encoder.encode(text);
  return { status: 200, headers: [['content-type', 'application/json']], body, etag: etagOf(body), tags };
};
const text = (entry: CachedResponse | undefined) => (entry ? new TextDecoder().decode(entry.body) : undefined);

describe('ResponseCache', () => {
  it('answers a stored key and misses an unknown one, counting both', () => {
    const cache = new ResponseCache();
    expect(cache.set('/a', answer('{"a":1}'))).toBe(true);
    expect(text(cache.get('/a'))).toBe('{"a":1}');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('drops the least recently used entry past the entry limit', () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    cache.set('/a', answer('a'));
    cache.set('/b', answer('b'));
    cache.get('/a'); // /b is now the oldest
    cache.set('/c', answer('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(text(cache.get('/a'))).toBe('a');
    expect(text(cache.get('/c'))).toBe('c');
    expect(cache.stats().evictions).toBe(1);
  });

  it('evicts by size: the byte budget holds however many entries fit', () => {
    const big = 'x'.repeat(4_000);
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 10_000 });
    cache.set('/1', answer(big));
    cache.set('/2', answer(big));
    expect(cache.stats().entries).toBe(2);
    cache.set('/3', answer(big));
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toBeDefined();
  });

  it('refuses an answer larger than the whole budget instead of emptying the cache for it', () => {
    const cache = new ResponseCache({ maxBytes: 1_000 });
    cache.set('/small', answer('s'));
    expect(cache.set('/huge', answer('x'.repeat(2_000)))).toBe(false);
    expect(cache.get('/small')).toBeDefined();
  });

  it('replacing a key counts its bytes once', () => {
    const cache = new ResponseCache();
    cache.set('/a', answer('x'.repeat(100)));
    const once = cache.stats().bytes;
    cache.set('/a', answer('x'.repeat(100)));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: once });
  });

  it('invalidates exactly the entries carrying a changed tag', () => {
    const cache = new ResponseCache();
    cache.set('/product/12', answer('p12', ['product:12', 'supplier:5']));
    cache.set('/product/13', answer('p13', ['product:13', 'supplier:6']));
    cache.set('/menu', answer('menu', ['categories']));
    expect(cache.invalidate(['supplier:5', 'categories'])).toBe(2);
    expect(cache.get('/product/12')).toBeUndefined();
    expect(cache.get('/menu')).toBeUndefined();
    expect(text(cache.get('/product/13'))).toBe('p13');
    // The tag index forgot the dropped keys: invalidating again finds nothing.
    expect(cache.invalidate(['supplier:5'])).toBe(0);
  });

  it('does not keep an answer computed while a change was announced', () => {
    const cache = new ResponseCache();
    const startedAt = cache.generation;
    cache.invalidate(['products']);
    expect(cache.set('/list', answer('old'), startedAt)).toBe(false);
    expect(cache.get('/list')).toBeUndefined();
    expect(cache.set('/list', answer('new'), cache.generation)).toBe(true);
  });

  it('expires entries after the TTL', () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 60_000, now: () => now });
    cache.set('/a', answer('a'));
    now += 60_000;
    expect(cache.get('/a')).toBeDefined();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps an entry with a shorter max age only that long, and never past the TTL', () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 60_000, now: () => now });
    cache.set('/short', { ...answer('s'), maxAgeMs: 10_000 });
    cache.set('/long', { ...answer('l'), maxAgeMs: 600_000 });
    now += 10_001;
    expect(cache.get('/short')).toBeUndefined();
    expect(cache.get('/long')).toBeDefined();
    now += 50_000;
    expect(cache.get('/long')).toBeUndefined();
  });
});

describe('ETags', () => {
  it('are strong, quoted and follow the body', () => {
    expect(etagOf(encoder.encode('a'))).toMatch(/^"[\w-]+"$/);
    expect(etagOf(encoder.encode('a'))).toBe(etagOf(encoder.encode('a')));
    expect(etagOf(encoder.encode('a'))).not.toBe(etagOf(encoder.encode('b')));
  });

  it('match If-None-Match lists, weak forms and the wildcard', () => {
    const tag = etagOf(encoder.encode('a'));
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
