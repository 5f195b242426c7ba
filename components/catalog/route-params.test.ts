import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  permanentRedirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));

const { ensureCanonicalSlug, orNotFound, parseCategoryType, parseId, pathOf, requireId, slugMatches } = await import(
  './route-params'
);
const { ApiError } = await import('@/api/errors');

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

describe('parseId', () => {
  it('accepts positive integers written in digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('9007199254740991')).toBe(9007199254740991);
  });

  it('refuses anything else', () => {
    for (const raw of ['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '12a', '۱۲', '99999999999999999']) {
      expect(parseId(raw), raw).toBeNull();
    }
  });
});

describe('route validation', () => {
  it('logs the seed message and gives a 404 for a bad id', () => {
    expect(() => requireId('x', '/products/x')).toThrow('NEXT_NOT_FOUND');
    expect(warn).toHaveBeenCalledWith('Page Not Found: /products/x');
  });

  it('knows the four category types and nothing else', () => {
    expect(parseCategoryType('Product')).toBe('Product');
    expect(parseCategoryType('product')).toBeNull();
    expect(parseCategoryType('Services')).toBeNull();
  });

  it('builds the logged path from route parts', () => {
    expect(pathOf('products', '12', ['a', 'b'])).toBe('/products/12/a/b');
    expect(pathOf('category', '3', undefined)).toBe('/category/3');
  });
});

describe('slug canonicalisation', () => {
  const slug = 'میلگرد-آجدار';

  it('accepts the canonical slug whether Next hands it over encoded or decoded', () => {
    expect(slugMatches([slug], slug)).toBe(true);
    expect(slugMatches([encodeURIComponent(slug)], slug)).toBe(true);
    expect(slugMatches(slug, slug)).toBe(true);
  });

  it('rejects a missing, wrong, partial or extended slug', () => {
    expect(slugMatches(undefined, slug)).toBe(false);
    expect(slugMatches([], slug)).toBe(false);
    expect(slugMatches(['میلگرد'], slug)).toBe(false);
    expect(slugMatches([slug, 'extra'], slug)).toBe(false);
    expect(slugMatches(['%E0%A4%A'], slug)).toBe(false);
  });

  it('redirects permanently to the canonical path when the slug is wrong', () => {
    expect(() => ensureCanonicalSlug(['wrong'], slug, '/products/1/x')).toThrow('REDIRECT /products/1/x');
    expect(() => ensureCanonicalSlug([slug], slug, '/products/1/x')).not.toThrow();
  });
});

describe('orNotFound', () => {
  const apiError = (status: number) =>
    new ApiError({
      request: { method: 'GET', url: '/api/v1/x' },
      response: new Response(null, { status }),
    });

  it('turns a 404 or 400 from the API into the 404 page', async () => {
    await expect(orNotFound(Promise.reject(apiError(404)), '/supplier/9')).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(orNotFound(Promise.reject(apiError(400)), '/supplier/9')).rejects.toThrow('NEXT_NOT_FOUND');
    expect(warn).toHaveBeenCalledWith('Page Not Found: /supplier/9');
  });

  it('lets an outage through to the error boundary', async () => {
    await expect(orNotFound(Promise.reject(apiError(503)), '/supplier/9')).rejects.toMatchObject({ status: 503 });
  });

  it('passes the value through', async () => {
    await expect(orNotFound(Promise.resolve(7), '/x')).resolves.toBe(7);
  });
});
