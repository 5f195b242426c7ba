import { describe, expect, it } from 'vitest';
import { MAX_TTL_MS, pageCacheKey, storableFor } from './page-cache';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it('keys a page by its URL and the encodings the client accepts', () => {
    expect(pageCacheKey(get('/products/1/x'))).toBe('\n/products/1/x');
    expect(pageCacheKey(get('/products/1/x', { 'accept-encoding': 'gzip, br' }))).toBe('gzip, br\n/products/1/x');
    expect(pageCacheKey({ ...get('/'), method: 'HEAD' })).toBe('\n/');
  });

  it('ignores query parameters no cached page reads: tracking and random ones share the bare path’s entry', () => {
    const bare = pageCacheKey(get('/category/1/x'));
    expect(pageCacheKey(get('/category/1/x?utm_source=a'))).toBe(bare);
    expect(pageCacheKey(get('/category/1/x?b=2'))).toBe(bare);
    expect(pageCacheKey(get('/category/1/x?utm_source=a&utm_medium=b&x=random'))).toBe(bare);
    expect(pageCacheKey(get('/category/1/x?'))).toBe(bare);
    expect(pageCacheKey(get('/?fbclid=1', { 'accept-encoding': 'br' }))).toBe('br\n/');
  });

  it('leaves a listing’s own parameters (page, sort, filters) to Next: never the bare path’s page, never an entry', () => {
    for (const query of ['page=2', 'sort=price-asc', 'view=suppliers', 'p55=30~60', 'u55=5', 'utm_source=a&page=2']) {
      expect(pageCacheKey(get(`/products/search/Product?${query}`)), query).toBeNull();
    }
    // Names that only look like them are ignored like any other.
    expect(pageCacheKey(get('/products/search/Product?pages=2&p0=1&sorted=1'))).toBe('\n/products/search/Product');
  });

  it('leaves writes, the API, Next’s files and the private area to Next', () => {
    expect(pageCacheKey({ ...get('/'), method: 'POST' })).toBeNull();
    expect(pageCacheKey(get('/api/v1/categories'))).toBeNull();
    expect(pageCacheKey(get('/_next/static/chunks/a.js'))).toBeNull();
    expect(pageCacheKey(get('/profile/wallet'))).toBeNull();
    expect(pageCacheKey(get('//evil.example/'))).toBeNull();
    expect(pageCacheKey(get('http://example.com/'))).toBeNull();
  });

  it('leaves the app router’s payload and prefetch requests to Next', () => {
    expect(pageCacheKey(get('/products/1/x', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(get('/products/1/x', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(pageCacheKey(get('/products/1/x?_rsc=abc'))).toBeNull();
    expect(pageCacheKey(get('/', { 'next-action': 'abc' }))).toBeNull();
  });
});

describe('storableFor', () => {
  const page = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' };

  it('keeps a page Next sent from its page cache for its s-maxage, at most MAX_TTL_MS', () => {
    expect(storableFor(200, page)).toBe(MAX_TTL_MS);
    expect(storableFor(200, { ...page, 'cache-control': 's-maxage=10, stale-while-revalidate' })).toBe(10_000);
  });

  it('keeps nothing Next rendered just now, served stale, or did not mark shareable', () => {
    expect(storableFor(200, { ...page, 'x-nextjs-cache': 'MISS' })).toBe(0);
    expect(storableFor(200, { ...page, 'x-nextjs-cache': 'STALE' })).toBe(0);
    expect(storableFor(200, { ...page, 'x-nextjs-cache': undefined })).toBe(0);
    expect(storableFor(200, { ...page, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(0);
    expect(storableFor(200, { ...page, 'cache-control': 'max-age=60' })).toBe(0);
  });

  it('keeps no error, redirect, cookie or non-page answer', () => {
    expect(storableFor(404, page)).toBe(0);
    expect(storableFor(308, page)).toBe(0);
    expect(storableFor(200, { ...page, 'set-cookie': ['a=1'] })).toBe(0);
    expect(storableFor(200, { ...page, 'content-type': 'application/json' })).toBe(0);
  });
});
