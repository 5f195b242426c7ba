import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '@/stores/session';
import { EARLY_UNREAD_ATTRIBUTE, EARLY_UNREAD_PROPERTY, earlyUnread, UNREAD_EARLY_SCRIPT, UNREAD_LABEL_ATTRIBUTE } from './unread-early';

/** A stand-in for an element: its attributes and style properties, as the script and the readers use them. */
function element(attributes: Record<string, string> = {}) {
  const props: Record<string, string> = {};
  return {
    attributes,
    props,
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    style: { setProperty: (name: string, value: string) => void (props[name] = value) },
  };
}

/**
 * Runs the inline script on a page whose header has the early messages link, the early-session
 * mark set; the API answers `totalUnread`. Resolves once what it fetched has been handled.
 */
async function runOn(stored: object | null, totalUnread: number | null, { withLink = true } = {}) {
  const root = element({ 'data-signed-in': '' });
  const link = element({ [UNREAD_LABEL_ATTRIBUTE]: 'پیام‌ها، {count} پیام نخوانده', 'aria-label': 'پیام‌ها' });
  const fetch = vi.fn(() => Promise.resolve(totalUnread === null ? { ok: false, json: () => Promise.resolve(null) } : { ok: true, json: () => Promise.resolve({ totalUnread }) }));
  vm.runInNewContext(UNREAD_EARLY_SCRIPT, {
    document: { documentElement: root, readyState: 'complete', querySelectorAll: () => (withLink ? [link] : []) },
    localStorage: { getItem: (key: string) => (key === USER_INFO_KEY && stored ? JSON.stringify(stored) : null) },
    fetch,
    JSON,
    Date,
    String,
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fetched: fetch.mock.calls.map((call) => String((call as unknown[])[0])), root, link };
}

describe('the early unread script', () => {
  const now = Math.floor(Date.now() / 1000);
  const signedIn = { exp: now + 600, sub: '4' };

  it("asks for a signed-in visitor's count once and shows it on the header's link, in Persian digits, in its badge and its name", async () => {
    const { fetched, root, link } = await runOn(signedIn, 12);
    expect(fetched).toEqual(['/api/v1/conversations/unread-count']);
    expect(root.attributes[EARLY_UNREAD_ATTRIBUTE]).toBe('12');
    expect(root.props[EARLY_UNREAD_PROPERTY]).toBe('"۱۲"');
    expect(link.attributes['aria-label']).toBe('پیام‌ها، ۱۲ پیام نخوانده');
    expect(earlyUnread(root as unknown as HTMLElement)).toBe(12);
  });

  it('draws «۹۹+» past 99, and names the whole count', async () => {
    const { root, link } = await runOn(signedIn, 240);
    expect(root.props[EARLY_UNREAD_PROPERTY]).toBe('"۹۹+"');
    expect(link.attributes['aria-label']).toBe('پیام‌ها، ۲۴۰ پیام نخوانده');
  });

  it('marks nothing when nothing is unread or the API refuses', async () => {
    for (const answer of [0, null]) {
      const { root, link } = await runOn(signedIn, answer);
      expect(root.attributes[EARLY_UNREAD_ATTRIBUTE]).toBeUndefined();
      expect(root.props).toEqual({});
      expect(link.attributes['aria-label']).toBe('پیام‌ها');
      expect(earlyUnread(root as unknown as HTMLElement)).toBeNull();
    }
  });

  it('asks nothing without a login, for one whose hour ran out (its cookie is gone until the renewal), or on a page without the early link', async () => {
    expect((await runOn(null, 3)).fetched).toEqual([]);
    expect((await runOn({ exp: now - 60, sub: '4' }, 3)).fetched).toEqual([]);
    expect((await runOn(signedIn, 3, { withLink: false })).fetched).toEqual([]);
  });
});
