import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textLength } from './text-length';

describe('textLength', () => {
  it('counts as the API counts: an emoji is one, as zod takes it', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('سلام')).toBe(4);
    expect(textLength('')).toBe(0);
    for (const text of ['😀😀', '😀😀😀', 'آب', 'کاشی 😀']) expect(z.string().min(3).safeParse(text).success).toBe(textLength(text) >= 3);
  });
});
