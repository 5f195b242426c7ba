import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('joins the normalised words with dashes and drops punctuation', () => {
    expect(slugify('فولاد «کاوه» جنوب!')).toBe('فولاد-کاوه-جنوب');
    expect(slugify('مي‌روم')).toBe('می-روم');
  });

  it('is never empty, or the address would redirect to itself', () => {
    expect(slugify('!!! ؟')).toBe('-');
    expect(slugify('\u200f\u202e\u200b')).toBe('-');
  });
});
