import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readRenewableSession, USER_INFO_KEY } from '@/stores/session';
import { EARLY_SESSION_SCRIPT, SIGNED_IN_ATTRIBUTE, USER_NAME_PROPERTY } from './early-session';

/** Runs the inline script against a stored value and reports what it did to `<html>`; `change` is another tab writing. */
function run(stored: string | null, now: number) {
  const attributes = new Map<string, string>();
  const style = new Map<string, string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    style: { setProperty: (name: string, value: string) => style.set(name, value), removeProperty: (name: string) => style.delete(name) },
  };
  let value = stored;
  let listener: ((event: { key: string | null }) => void) | undefined;
  const context = {
    localStorage: { getItem: (key: string) => (key === USER_INFO_KEY ? value : null) },
    document: { documentElement },
    addEventListener: (type: string, handler: typeof listener) => {
      if (type === 'storage') listener = handler;
    },
    Date: { now: () => now },
    JSON,
  };
  vm.runInNewContext(EARLY_SESSION_SCRIPT, context);
  const marks = () => ({ signedIn: attributes.has(SIGNED_IN_ATTRIBUTE), name: style.get(USER_NAME_PROPERTY) });
  const change = (next: string | null, key: string | null = USER_INFO_KEY) => {
    value = key === USER_INFO_KEY || key === null ? next : value;
    listener?.({ key });
    return marks();
  };
  return { ...marks(), change };
}

const NOW = Date.UTC(2026, 10, 23, 12);
const exp = Math.floor(NOW / 1000);

describe('the early-session script', () => {
  it.each([
    ['a valid login', JSON.stringify({ exp: exp + 60, sub: '7', name: 'شیرین کاظمی' }), true],
    ['a login whose hour ran out, its session renewable', JSON.stringify({ exp: exp - 1, sub: '7', name: 'x' }), true],
    ['a login whose session ends a second from now', JSON.stringify({ exp: exp - 3600 * 24 * 30 + 3600 + 1, sub: '7' }), true],
    ['a login whose session ends now', JSON.stringify({ exp: exp - 3600 * 24 * 30 + 3600, sub: '7', name: 'x' }), false],
    ['no sub', JSON.stringify({ exp: exp + 60 }), false],
    ['a text exp', JSON.stringify({ exp: String(exp + 60), sub: '7' }), false],
    ['garbage', '{not json', false],
    ['JSON null', 'null', false],
    ['nothing', null, false],
  ] as const)('agrees with the store\'s rule for a renewable login on %s', (_, stored, expected) => {
    expect(readRenewableSession({ getItem: () => stored }, NOW) !== null).toBe(expected);
    expect(run(stored, NOW).signedIn).toBe(expected);
  });

  it("follows another tab: a logout there takes the marks away, another user's login there shows that user", () => {
    const page = run(JSON.stringify({ exp: exp + 60, sub: '7', name: 'شیرین کاظمی' }), NOW);
    expect(page.change(null)).toEqual({ signedIn: false, name: undefined });
    expect(page.change(JSON.stringify({ exp: exp + 60, sub: '9', name: 'رضا احمدی' }))).toEqual({ signedIn: true, name: JSON.stringify('رضا احمدی') });
    expect(page.change(JSON.stringify({ exp: exp + 60, sub: '9' }))).toEqual({ signedIn: true, name: undefined });
    expect(page.change(null, null)).toEqual({ signedIn: false, name: undefined });
  });

  it('hands the name to CSS as a quoted string, so no name can break out of it', () => {
    const name = 'رضا "تأمین‌کار" \\ ;}';
    const { name: css } = run(JSON.stringify({ exp: exp + 60, sub: '1', name }), NOW);
    expect(JSON.parse(css!)).toBe(name);
  });
});
