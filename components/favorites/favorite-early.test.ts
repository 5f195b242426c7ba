import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '@/stores/session';
import { FAVORITE_EARLY_SCRIPT, FAVORITE_OBJECT_ATTRIBUTE } from './favorite-early';

/**
 * Runs the inline script on a page with one heart, the early-session mark set; returns what it
 * fetched, and the address the heart's form would come back to.
 */
function runOn(stored: object | null, at = { pathname: '/', search: '' }) {
  const fetch = vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve([]) }));
  const form = { getAttribute: (name: string) => (name === FAVORITE_OBJECT_ATTRIBUTE ? 'supplier_product:12' : null) };
  const back = { value: at.pathname };
  vm.runInNewContext(FAVORITE_EARLY_SCRIPT, {
    document: {
      documentElement: { hasAttribute: () => true },
      readyState: 'complete',
      querySelectorAll: (selector: string) => (selector.endsWith('input[name=back]') ? [back] : [form]),
    },
    localStorage: { getItem: (key: string) => (key === USER_INFO_KEY && stored ? JSON.stringify(stored) : null) },
    location: { hash: '', ...at },
    history: { replaceState: () => {}, state: null },
    fetch,
    encodeURIComponent,
    JSON,
    Date,
    Number,
  });
  return { fetched: fetch.mock.calls.map((call) => String((call as unknown[])[0])), back: back.value };
}
const run = (stored: object | null) => runOn(stored).fetched;

describe('the early hearts script', () => {
  const now = Math.floor(Date.now() / 1000);

  it('asks which of the page\'s objects a signed-in visitor keeps', () => {
    expect(run({ exp: now + 600, sub: '4' })).toEqual(['/api/v1/userfavorites/of-objects?keys=supplier_product%3A12']);
  });

  it('asks nothing for a login whose hour ran out (its cookie is gone until the renewal), or none at all', () => {
    expect(run({ exp: now - 60, sub: '4' })).toEqual([]);
    expect(run(null)).toEqual([]);
  });

  it("gives every visitor's hearts the page's whole address to come back to, its query too", () => {
    const secondPage = { pathname: '/products/category/14/آهن-آلات', search: '?page=2' };
    expect(runOn(null, secondPage).back).toBe('/products/category/14/آهن-آلات?page=2');
    expect(runOn({ exp: now + 600, sub: '4' }, { pathname: '/search', search: '?q=میلگرد' }).back).toBe('/search?q=میلگرد');
  });

  it('judges the hour by this device\'s clock, as the cookie does, when the login says when that is', () => {
    // The server's clock is behind this device's: exp looks past, but the cookie lives on.
    expect(run({ exp: now - 600, sub: '4', endsAt: Date.now() + 600_000 })).toHaveLength(1);
    expect(run({ exp: now + 600, sub: '4', endsAt: Date.now() - 1000 })).toEqual([]);
  });
});
