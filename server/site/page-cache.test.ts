import { describe, expect, it } from 'vitest';
import { isStorable, pageCacheKey } from './page-cache';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it('keys a page by its URL and the encodings the client accepts', () => {
    expect(pageCacheKey(get('/products/1/x'))).toBe('\n/products/1/x');
    expect(pageCacheKey(get('/products/1/x', { 'accept-encoding': 'gzip, br' }))).toBe('gzip, br\n/products/1/x');
    expect(pageCacheKey({ ...get('/'), method: 'HEAD' })).toBe('\n/');
  });

  it('ignores query parameters no shared page reads: tracking and random ones share the bare path’s entry', () => {
    const bare = pageCacheKey(get('/category/1/x'));
    expect(pageCacheKey(get('/category/1/x?utm_source=a'))).toBe(bare);
    expect(pageCacheKey(get('/category/1/x?b=2'))).toBe(bare);
    expect(pageCacheKey(get('/category/1/x?utm_source=a&utm_medium=b&x=random'))).toBe(bare);
    expect(pageCacheKey(get('/category/1/x?'))).toBe(bare);
    expect(pageCacheKey(get('/?fbclid=1', { 'accept-encoding': 'br' }))).toBe('br\n/');
  });

  it('keys each view of a listing by its own parameters (page, sort, filters) in one order', () => {
    const bare = pageCacheKey(get('/products/search/Product'));
    for (const query of ['page=2', 'sort=price-asc', 'view=suppliers', 'p55=30~60', 'u55=5']) {
      expect(pageCacheKey(get(`/products/search/Product?${query}`)), query).toBe(`\n/products/search/Product?${new URLSearchParams(query)}`);
    }
    expect(pageCacheKey(get('/products/search/Product?utm_source=a&sort=name&page=2'))).toBe('\n/products/search/Product?page=2&sort=name');
    expect(pageCacheKey(get('/products/search/Product?page=2&sort=name'))).toBe(pageCacheKey(get('/products/search/Product?sort=name&page=2')));
    // Two values of one filter keep their order; names that only look like list parameters are ignored.
    expect(pageCacheKey(get('/category/properties/3/x?p54=B&p54=A'))).toBe('\n/category/properties/3/x?p54=B&p54=A');
    expect(pageCacheKey(get('/products/search/Product?pages=2&p0=1&sorted=1'))).toBe(bare);
  });

  it('keeps only shared pages: not the search, the login, the errors or a search by free text in the path', () => {
    for (const url of ['/search?q=x', '/users/login', '/error/500', '/suppliers/search/آهن', '/not-a-page']) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
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

describe('isStorable', () => {
  // What Next sends for a page rendered per request.
  const page = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

  it('keeps a whole HTML page, whatever Next says of caching it', () => {
    expect(isStorable(200, page)).toBe(true);
  });

  it('keeps no error, redirect, cookie or non-page answer', () => {
    expect(isStorable(404, page)).toBe(false);
    expect(isStorable(307, page)).toBe(false);
    expect(isStorable(308, page)).toBe(false);
    expect(isStorable(500, page)).toBe(false);
    expect(isStorable(200, { ...page, 'set-cookie': ['a=1'] })).toBe(false);
    expect(isStorable(200, { ...page, 'content-type': 'application/json' })).toBe(false);
  });
});
