import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_PER_PAGE_KEY } from '@/stores/session';
import { LOGIN_PER_PAGE_ATTRIBUTE, VISIT_ATTRIBUTE, VISIT_EARLY_SCRIPT, VISIT_SENT_GLOBAL } from './visit-early';

/** Runs the inline script on a page with (or without) the visit tracker's mark. */
function run(mark: Record<string, string> | null, window: Record<string, unknown> = {}) {
  const fetch = vi.fn(() => Promise.resolve({ ok: true }));
  const stored: Record<string, string> = {};
  const document = { readyState: 'complete', cookie: '', querySelector: () => (mark ? { getAttribute: (name: string) => mark[name] ?? null } : null) };
  vm.runInNewContext(VISIT_EARLY_SCRIPT, {
    window,
    document,
    localStorage: { setItem: (key: string, value: string) => (stored[key] = value) },
    fetch,
    encodeURIComponent,
    JSON,
    Number,
  });
  return { fetch, cookie: document.cookie, stored, window };
}

describe('the early visit script', () => {
  it("counts the page's visit once it is read, and remembers the page for the login guard", () => {
    const { fetch, cookie, stored, window } = run({ [VISIT_ATTRIBUTE]: 'supplier_product:12', [LOGIN_PER_PAGE_ATTRIBUTE]: 'product-12' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/pagevisits/visit-count');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({ pageKind: 'supplier_product', objectId: 12 });
    expect(cookie).toBe(`${LOGIN_PER_PAGE_KEY}=product-12; path=/; max-age=86400; samesite=lax`);
    expect(stored[LOGIN_PER_PAGE_KEY]).toBe('product-12');
    // React, waking later, finds it counted.
    expect(window[VISIT_SENT_GLOBAL]).toBe('supplier_product:12');
  });

  it('does nothing on a page without a mark, or once React has counted the visit itself', () => {
    expect(run(null).fetch).not.toHaveBeenCalled();
    expect(run({ [VISIT_ATTRIBUTE]: 'category:3' }, { [VISIT_SENT_GLOBAL]: 'react' }).fetch).not.toHaveBeenCalled();
  });
});
