import { describe, expect, it } from 'vitest';
import { readSearchState, searchStateHref } from './search-params';

describe('search state', () => {
  it('reads the text, the group and its page', () => {
    expect(readSearchState({ q: ' میلگرد ', group: 'suppliers', page: '3' })).toEqual({ q: 'میلگرد', group: 'suppliers', page: 3 });
  });

  it('ignores an unknown group and a page without a group', () => {
    expect(readSearchState({ q: 'x', group: 'videos', page: '2' })).toEqual({ q: 'x', group: null, page: 1 });
    expect(readSearchState({ q: 'x', group: 'products', page: '0' })).toEqual({ q: 'x', group: 'products', page: 1 });
  });

  it('takes the first of repeated values and caps the text', () => {
    expect(readSearchState({ q: ['a', 'b'] }).q).toBe('a');
    expect(readSearchState({ q: 'x'.repeat(300) }).q).toHaveLength(100);
    expect(readSearchState({}).q).toBe('');
  });

  it('reads control characters, a NUL among them, as spaces', () => {
    expect(readSearchState({ q: '\u0000میلگرد\t۱۲\r\n' }).q).toBe('میلگرد ۱۲');
  });

  it('writes a URL that reads back the same', () => {
    const state = { q: 'لوله مانیسمان', group: 'products' as const, page: 2 };
    const href = searchStateHref(state);
    expect(href).toBe('/search?q=%D9%84%D9%88%D9%84%D9%87+%D9%85%D8%A7%D9%86%DB%8C%D8%B3%D9%85%D8%A7%D9%86&group=products&page=2');
    expect(readSearchState(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(state);
    expect(searchStateHref({ q: 'a', group: null, page: 4 })).toBe('/search?q=a');
  });
});
